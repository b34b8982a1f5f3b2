import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { communityPosts, jobs } from "../../src/server/db/schema";
import { isoWeek } from "../../src/server/features/community/team-threads";
import { backoffMs, type JobRunner, LEASE_MS } from "../../src/server/jobs/queue";
import type { CommunityPost, FeedPage } from "../../src/shared/community";
import { createTestApp, type TestApp } from "../support/test-app";

// The Bloom team opens the community: a welcome thread and a weekly thread per stage, posted by
// the job queue once across instances, by the app's clock.
/** One tick, reporting the team threads' slots only (the reminders job has a slot every minute). */
async function teamTick(jobs: JobRunner) {
  const { ran, failed } = await jobs.runDue();
  const team = (slot: string) => !slot.startsWith("reminders:");
  return { ran: ran.filter(team), failed: failed.filter(team) };
}

let clock = new Date("2026-03-04T15:00:00Z"); // a Wednesday in ISO week 10
let t: TestApp;
let second: Awaited<ReturnType<TestApp["secondInstance"]>>;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  second = await t.secondInstance();
}, 180_000);
afterAll(async () => {
  await second.close();
  await t.close();
});

const teamPosts = () => t.db.select().from(communityPosts).where(eq(communityPosts.userId, "bloom-team"));
const feed = async (cookie: string, query = ""): Promise<CommunityPost[]> =>
  ((await (await t.request(`/api/community/posts${query}`, { cookie })).json()) as FeedPage).posts;

describe("the Bloom team's threads", () => {
  it("numbers weeks as ISO 8601 does", () => {
    expect(isoWeek(new Date("2026-03-04T15:00:00Z"))).toMatchObject({ year: 2026, week: 10 });
    expect(isoWeek(new Date("2027-01-01T00:00:00Z"))).toMatchObject({ year: 2026, week: 53 });
    expect(isoWeek(new Date("2024-12-30T00:00:00Z"))).toMatchObject({ year: 2025, week: 1 });
    expect(isoWeek(new Date("2026-03-09T00:00:00Z")).monday.toISOString()).toBe("2026-03-09T00:00:00.000Z");
  });

  it("posts the welcome thread and this week's four stage threads once, however many instances tick", async () => {
    // Both instances tick at the same moment, and again.
    const [a, b] = await Promise.all([teamTick(t.jobs), teamTick(second.jobs)]);
    const ran = [...a.ran, ...b.ran].sort();
    expect(ran).toEqual([
      "community-team:weekly:2026-W10:postpartum",
      "community-team:weekly:2026-W10:pregnant",
      "community-team:weekly:2026-W10:toddler",
      "community-team:weekly:2026-W10:ttc",
      "community-team:welcome",
    ]);
    expect([...a.failed, ...b.failed]).toEqual([]);
    expect(await teamTick(t.jobs)).toEqual({ ran: [], failed: [] });
    expect(await teamTick(second.jobs)).toEqual({ ran: [], failed: [] });
    expect(await teamPosts()).toHaveLength(5);

    // Later the same week: nothing new. The next Monday: one new thread per stage, welcome not again.
    clock = new Date("2026-03-08T23:59:59Z");
    expect((await teamTick(second.jobs)).ran).toEqual([]);
    clock = new Date("2026-03-09T00:00:00Z");
    const [c, d] = await Promise.all([teamTick(second.jobs), teamTick(t.jobs)]);
    expect([...c.ran, ...d.ran].sort()).toEqual([
      "community-team:weekly:2026-W11:postpartum",
      "community-team:weekly:2026-W11:pregnant",
      "community-team:weekly:2026-W11:toddler",
      "community-team:weekly:2026-W11:ttc",
    ]);
    const posts = await teamPosts();
    expect(posts).toHaveLength(9);
    expect(posts.filter((p) => p.createdAt.getTime() === clock.getTime())).toHaveLength(4);
  });

  it("shows its posts as real posts, marked as the Bloom team, in the feed and its filters", async () => {
    const { cookie } = await t.signUp({ motherhood_stage: "postpartum" });
    const posts = await feed(cookie);
    const team = posts.filter((p) => p.author.team);
    expect(team.length).toBeGreaterThanOrEqual(5);
    for (const p of team) {
      expect(p.author).toMatchObject({ name: "Bloom team", anonymous: false, team: true });
      expect(p.mine).toBe(false);
      // No answer carries an author's id.
      expect(JSON.stringify(p)).not.toContain("bloom-team");
    }
    const welcome = team.find((p) => p.content.startsWith("Welcome to the Bloom community!"));
    expect(welcome).toBeTruthy();
    // The stage's chip finds the stage's thread.
    const postpartum = await feed(cookie, "?filter=postpartum");
    expect(
      postpartum.some(
        (p) => p.author.team && p.content.startsWith("After birth weekly thread, week of March 9"),
      ),
    ).toBe(true);
    const ttc = await feed(cookie, "?filter=ttc");
    expect(ttc.filter((p) => p.author.team).every((p) => p.journey === "ttc")).toBe(true);
    // A member's own post is never marked as the team's.
    expect(posts.filter((p) => !p.author.team).every((p) => p.author.team === undefined)).toBe(true);
  });

  it("is moderated like any other post: three reports hide a team thread", async () => {
    const [target] = await feed((await t.signUp()).cookie, "?filter=toddlers");
    expect(target?.author.team).toBe(true);
    for (let i = 0; i < 3; i++) {
      const { cookie } = await t.signUp();
      const res = await t.request(`/api/community/posts/${target!.id}/report`, {
        method: "POST",
        cookie,
        json: { reason: "spam" },
      });
      expect(res.status).toBe(201);
    }
    const reader = await t.signUp();
    expect((await feed(reader.cookie)).some((p) => p.id === target!.id)).toBe(false);
  });

  it("retries a slot that failed, with backoff, and takes over a claim whose instance died", async () => {
    clock = new Date("2026-03-16T06:00:00Z"); // ISO week 12
    // An instance claimed pregnant's thread and died before finishing it.
    await t.db.insert(jobs).values({
      slotKey: "community-team:weekly:2026-W12:pregnant",
      kind: "community-team",
      status: "running",
      attempts: 1,
      claim: "dead-instance",
      leaseUntil: new Date(clock.getTime() + LEASE_MS),
      createdAt: clock,
    });
    // And toddler's failed once just now: it waits for its backoff.
    await t.db.insert(jobs).values({
      slotKey: "community-team:weekly:2026-W12:toddler",
      kind: "community-team",
      status: "failed",
      attempts: 1,
      claim: "x",
      retryAt: new Date(clock.getTime() + backoffMs(1)),
      lastError: "database went away",
      createdAt: clock,
    });
    const first = await teamTick(t.jobs);
    expect(first.ran.sort()).toEqual([
      "community-team:weekly:2026-W12:postpartum",
      "community-team:weekly:2026-W12:ttc",
    ]);
    // Its retry time has come; the dead claim's lease has not run out yet.
    clock = new Date(clock.getTime() + 60_000);
    expect((await teamTick(second.jobs)).ran).toEqual(["community-team:weekly:2026-W12:toddler"]);
    clock = new Date(Date.parse("2026-03-16T06:00:00Z") + LEASE_MS);
    expect((await teamTick(t.jobs)).ran).toEqual(["community-team:weekly:2026-W12:pregnant"]);
    const rows = await t.db.select().from(jobs).where(eq(jobs.kind, "community-team"));
    expect(rows.every((r) => r.status === "done")).toBe(true);
    const week12 = (await teamPosts()).filter((p) => p.createdAt >= new Date("2026-03-16T00:00:00Z"));
    expect(week12.map((p) => p.journey).sort()).toEqual(["postpartum", "pregnant", "toddler", "ttc"]);
  });
});
