import type { CommunityAuthor } from "../../../shared/community";

/** A member's initials on her colour (a pseudonym's for an anonymous post). */
export function Avatar({ author, size = "md" }: { author: CommunityAuthor; size?: "sm" | "md" }) {
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full font-semibold text-white ${size === "sm" ? "size-8 text-xs" : "size-10 text-sm"}`}
      style={{ backgroundColor: `hsl(${author.avatarHue} 45% 45%)` }}
    >
      {author.avatar}
    </span>
  );
}
