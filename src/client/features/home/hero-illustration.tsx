/** A drawn scene (no stock photo): a mother and child among blossoms, in the brand's colours. */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 360" className={className} role="img" aria-labelledby="hero-art-title">
      <title id="hero-art-title">Illustration of a mother holding her child among flowers</title>
      <circle cx="200" cy="180" r="160" fill="#fbe4ea" />
      <circle cx="300" cy="90" r="36" fill="#fcefd3" />
      <path d="M40 300 C120 250 280 250 360 300 L360 360 L40 360 Z" fill="#e1eadf" />
      <g fill="#cc5a7e">
        <ellipse cx="90" cy="250" rx="9" ry="15" />
        <ellipse cx="90" cy="278" rx="9" ry="15" />
        <ellipse cx="76" cy="264" rx="15" ry="9" />
        <ellipse cx="104" cy="264" rx="15" ry="9" />
      </g>
      <circle cx="90" cy="264" r="6" fill="#f2b84b" />
      <g fill="#6b8f67">
        <ellipse cx="320" cy="262" rx="8" ry="14" />
        <ellipse cx="320" cy="288" rx="8" ry="14" />
        <ellipse cx="307" cy="275" rx="14" ry="8" />
        <ellipse cx="333" cy="275" rx="14" ry="8" />
      </g>
      <circle cx="320" cy="275" r="5" fill="#f2b84b" />
      <path d="M150 330 C150 240 170 200 200 200 C230 200 250 240 250 330 Z" fill="#b8456b" />
      <circle cx="200" cy="160" r="34" fill="#e9b89c" />
      <path
        d="M164 160 C160 118 190 104 212 112 C236 120 244 146 236 168 C230 150 214 138 196 140 C180 142 170 150 164 160 Z"
        fill="#4f3a46"
      />
      <circle cx="222" cy="236" r="26" fill="#f1cdb5" />
      <path d="M198 232 C200 212 236 206 246 226 C236 220 214 220 198 232 Z" fill="#75606b" />
      <path
        d="M176 250 C190 280 240 280 252 252"
        stroke="#963457"
        strokeWidth="14"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
