import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  achievementsFor,
  type GamificationProgress,
  levelFor,
  POINTS,
  weeklyGoalsFor,
} from "../../../shared/gamification";
import { fakeServer, signedIn } from "../../test-support/fake-server";
import { renderScreen, resetScreen } from "../../test-support/render";
import { GamificationPanel } from "../gamification";
import { useCreateComment, useCreatePost } from "./api";

afterEach(() => {
  resetScreen();
  vi.unstubAllGlobals();
});

const progress = (points: number, community: number): GamificationProgress => ({
  points,
  level: levelFor(points),
  streak: { current: community > 0 ? 1 : 0, longest: community > 0 ? 1 : 0 },
  achievements: achievementsFor({ moodDays: 0, workouts: 0, helpful: 0, posts: 0, longestStreak: 0 }),
  weeklyGoals: weeklyGoalsFor({ workouts: 0, moodDays: 0, selfCareDays: 0, community }),
  weekStart: "2026-11-23",
});

/** The community page in small: a post button, a reply button and the panel beside them. */
function Page() {
  const post = useCreatePost();
  const reply = useCreateComment("p0");
  return (
    <>
      <button type="button" onClick={() => post.mutate({ form: new FormData(), key: crypto.randomUUID() })}>
        Post
      </button>
      <button
        type="button"
        onClick={() => reply.mutate({ content: "Hang in there", anonymous: false, key: crypto.randomUUID() })}
      >
        Reply
      </button>
      <GamificationPanel />
    </>
  );
}

describe("the Your Progress panel", () => {
  it("shows the points and the goal of a post and a reply at once, without a reload", async () => {
    // The server's count: what she did so far.
    let done = { points: 0, community: 0 };
    const server = fakeServer({
      ...signedIn(),
      "GET /api/gamification": () => ({ body: progress(done.points, done.community) }),
      "POST /api/community/posts": () => {
        done = { points: done.points + POINTS.post, community: done.community + 1 };
        return { status: 201, body: { id: "p1", safety: null } };
      },
      "GET /api/community/posts/p0/comments": () => ({ body: [] }),
      "POST /api/community/posts/p0/comments": () => {
        done = { points: done.points + POINTS.reply, community: done.community + 1 };
        return { status: 201, body: { id: "c1", safety: null } };
      },
    });
    renderScreen(<Page />, { path: "/community" });
    const goal = () =>
      screen
        .getByRole("progressbar", { name: "Post or reply in the community 3 times" })
        .getAttribute("aria-valuenow");
    expect(await screen.findByText("0")).toBeTruthy();
    expect(goal()).toBe("0");

    fireEvent.click(screen.getByRole("button", { name: "Post" }));
    expect(await screen.findByText(String(POINTS.post))).toBeTruthy();
    expect(goal()).toBe("1");

    fireEvent.click(screen.getByRole("button", { name: "Reply" }));
    expect(await screen.findByText(String(POINTS.post + POINTS.reply))).toBeTruthy();
    expect(goal()).toBe("2");
    // Fetched again after each action, never from a reload.
    expect(server.to("GET /api/gamification")).toHaveLength(3);
  });
});
