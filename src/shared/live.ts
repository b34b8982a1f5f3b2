/**
 * Live events as the browser receives them (Server-Sent Events from `/api/<topic>/events`, and the
 * latest few from `/api/<topic>/events/recent`). The id is the outbox row's id: ids grow in the
 * order the events happened, and a stream resumed with `Last-Event-ID` sends every later one.
 *
 * `payload` is exactly what the publisher chose to show every member: never an anonymous author's
 * id or name (an anonymous post's events carry her pseudonym only).
 */
export interface LiveEvent<P extends Record<string, unknown> = Record<string, unknown>> {
  id: number;
  topic: string;
  type: string;
  payload: P;
  /** When it happened (ISO 8601). */
  at: string;
}

/** The community's event types and the payload fields the live activity box reads. */
export const COMMUNITY_EVENT_TYPES = {
  postCreated: "post.created",
  commentCreated: "comment.created",
  postLiked: "post.liked",
  postSupported: "post.supported",
  postShared: "post.shared",
} as const;

/** The SSE event name that tells a client it missed too much to resume: refetch everything. */
export const LIVE_RESET_EVENT = "reset";

/** How many events the live activity box shows (content.md §4: "shows the 3 latest messages"). */
export const LIVE_ACTIVITY_COUNT = 3;

/**
 * One line for the live activity box, or null for an event it does not show. `actorName` is the
 * member's display name, or her pseudonym when she posted anonymously; `category` is the post's.
 */
export function describeLiveEvent(event: Pick<LiveEvent, "type" | "payload">): string | null {
  const name = typeof event.payload.actorName === "string" ? event.payload.actorName : "A member";
  const category = typeof event.payload.category === "string" ? event.payload.category : undefined;
  switch (event.type) {
    case COMMUNITY_EVENT_TYPES.postCreated:
      return category && category !== "general"
        ? `${name} shared a post in ${category.replace(/-/g, " ")}`
        : `${name} shared a post`;
    case COMMUNITY_EVENT_TYPES.commentCreated:
      return `${name} replied to a post`;
    case COMMUNITY_EVENT_TYPES.postLiked:
      return `${name} liked a post`;
    case COMMUNITY_EVENT_TYPES.postSupported:
      return `${name} sent support`;
    case COMMUNITY_EVENT_TYPES.postShared:
      return `${name} shared a post with a friend`;
    default:
      return null;
  }
}

/** "Just now" under a minute (content.md §4: a new post shows "Just now"), then minutes, hours, days. */
export function timeAgo(at: string | Date, now: Date = new Date()): string {
  const seconds = Math.max(0, (now.getTime() - new Date(at).getTime()) / 1000);
  if (seconds < 60) return "Just now";
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? "1 day ago" : `${days} days ago`;
}
