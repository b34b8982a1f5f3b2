import { describe, expect, it } from "vitest";
import { describeLiveEvent, timeAgo } from "./live";

describe("live activity lines", () => {
  it("names the member, or her pseudonym, and the post's category", () => {
    expect(
      describeLiveEvent({
        type: "post.created",
        payload: { actorName: "Quiet Fern", category: "high-risk" },
      }),
    ).toBe("Quiet Fern shared a post in high risk");
    expect(
      describeLiveEvent({ type: "post.created", payload: { actorName: "Ana", category: "general" } }),
    ).toBe("Ana shared a post");
    expect(describeLiveEvent({ type: "comment.created", payload: {} })).toBe("A member replied to a post");
  });

  it("shows nothing for an event it does not know", () => {
    expect(describeLiveEvent({ type: "post.hidden", payload: { actorName: "Ana" } })).toBeNull();
  });
});

describe("time ago", () => {
  const now = new Date("2026-11-26T12:00:00Z");
  it("says Just now under a minute, then minutes, hours and days", () => {
    expect(timeAgo("2026-11-26T11:59:30Z", now)).toBe("Just now");
    expect(timeAgo("2026-11-26T12:00:05Z", now)).toBe("Just now"); // a clock a little ahead
    expect(timeAgo("2026-11-26T11:55:00Z", now)).toBe("5 min ago");
    expect(timeAgo("2026-11-26T09:00:00Z", now)).toBe("3 h ago");
    expect(timeAgo("2026-11-25T11:00:00Z", now)).toBe("1 day ago");
    expect(timeAgo("2026-11-22T11:00:00Z", now)).toBe("4 days ago");
  });
});
