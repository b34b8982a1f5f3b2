import { Link } from "react-router";

export function BrandMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true">
      <g fill="currentColor">
        <ellipse cx="32" cy="18" rx="8" ry="13" />
        <ellipse cx="32" cy="46" rx="8" ry="13" />
        <ellipse cx="18" cy="32" rx="13" ry="8" />
        <ellipse cx="46" cy="32" rx="13" ry="8" />
      </g>
      <circle cx="32" cy="32" r="7" fill="#f2b84b" />
    </svg>
  );
}

export function Brand() {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-full text-blush-600" aria-label="Bloom home">
      <BrandMark />
      <span className="font-display text-2xl font-semibold text-plum-900">Bloom</span>
    </Link>
  );
}
