import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_ROWS } from "../../src/server/db/pages";
import { cycleDays, moodEntries } from "../../src/server/db/schema";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * Her export is sent while it is read, a page of her rows at a time (issue 25 §2): with several
 * pages of moods and cycle days, every row of hers is in it once, in order, and nobody else's;
 * and the answer arrives in pieces rather than as one body built in memory.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

async function idOf(cookie: string): Promise<string> {
  const res = await t.request("/api/account/export", { cookie });
  expect(res.status).toBe(200);
  return (await res.json()).account.id;
}

describe("her export, a page at a time", () => {
  it("holds each of her rows once and in order across pages, ties and microseconds included, and no one else's", {
    timeout: 120_000,
  }, async () => {
    const ana = await t.signUp({ motherhood_stage: "ttc" });
    const bea = await t.signUp({ motherhood_stage: "ttc" });
    const [anaId, beaId] = [await idOf(ana.cookie), await idOf(bea.cookie)];

    // More than two pages of moods. Their times are a microsecond apart (a JavaScript Date would
    // read many as the same millisecond), and every third shares its time with the next two, so
    // only the id tells them apart; ids in reverse so the order by time and the order by id differ.
    const count = PAGE_ROWS * 2 + 7;
    const moods = Array.from({ length: count }, (_, i) => ({
      id: `mood-${String(count - i).padStart(5, "0")}`,
      userId: anaId,
      mood: (i % 10) + 1,
      energy: 5,
      stress: 5,
      notes: i === 0 ? 'first, with "quotes" and </script>' : null,
      createdAt: sql`timestamptz '2026-01-01T00:00:00Z' + ${Math.floor(i / 3)} * interval '1 microsecond'`,
    }));
    for (let i = 0; i < moods.length; i += 200) {
      await t.db.insert(moodEntries).values(moods.slice(i, i + 200) as never);
    }
    await t.db
      .insert(moodEntries)
      .values(
        ["b1", "b2", "b3"].map((id) => ({ id: `bea-${id}`, userId: beaId, mood: 3, energy: 3, stress: 3 })),
      );
    const first = new Date("2024-01-01T00:00:00Z").getTime();
    const days = Array.from({ length: PAGE_ROWS + 40 }, (_, i) =>
      new Date(first + i * 86_400_000).toISOString().slice(0, 10),
    );
    for (let i = 0; i < days.length; i += 200) {
      await t.db
        .insert(cycleDays)
        .values(
          days.slice(i, i + 200).map((day, k) => ({ userId: anaId, day, bleeding: k % 29 === 0 ? 2 : null })),
        );
    }
    await t.db.insert(cycleDays).values({ userId: beaId, day: "2024-03-03", bleeding: 1 });

    const res = await t.request("/api/account/export", { cookie: ana.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="bloom-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    // The body comes in pieces as it is read.
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    let chunks = 0;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      chunks++;
      text += decoder.decode(value, { stream: true });
    }
    expect(chunks).toBeGreaterThan(1);
    const data = JSON.parse(text);

    // Her moods in the database's own order (time, then id): every one once, in that order.
    const inOrder = await t.db
      .select({ id: moodEntries.id })
      .from(moodEntries)
      .where(eq(moodEntries.userId, anaId))
      .orderBy(asc(moodEntries.createdAt), asc(moodEntries.id));
    const exported = data.moodEntries.map((m: { id: string }) => m.id);
    expect(exported).toHaveLength(count);
    expect(new Set(exported).size).toBe(count);
    expect(exported).toEqual(inOrder.map((r) => r.id));
    expect(exported.some((id: string) => id.startsWith("bea-"))).toBe(false);
    const written = data.moodEntries.find((m: { id: string }) => m.id === moods[0]!.id);
    expect(written.notes).toBe('first, with "quotes" and </script>');

    expect(data.cycle.days.map((d: { date: string }) => d.date)).toEqual(days);
    expect(data.cycle.days[0].bleeding).toEqual({ value: 2, exclude: false });
    expect(data.cycle.excludedCycles).toEqual([]);

    // The rest of the export is whole around them.
    expect(data.account).toMatchObject({ id: anaId, email: ana.email });
    expect(data.profile.motherhood_stage).toBe("ttc");
    expect(Object.keys(data)).toEqual([
      "exportedAt",
      "account",
      "profile",
      "subscription",
      "moodEntries",
      "sleepLogs",
      "selfCareLogs",
      "hydration",
      "workoutSessions",
      "weeklyCheckins",
      "foodLog",
      "usualMeals",
      "favorites",
      "savedPlans",
      "digestTipCompletions",
      "educationModuleCompletions",
      "prepItemCompletions",
      "educationChecklistTicks",
      "educationReflections",
      "cycle",
      "pregnancy",
      "courses",
      "screeningResults",
      "screeningSkips",
      "points",
      "community",
      "shareLinks",
      "reminders",
    ]);

    // And hers alone: Bea's export holds her three moods and her one day.
    const beas = await (await t.request("/api/account/export", { cookie: bea.cookie })).json();
    expect(beas.moodEntries.map((m: { id: string }) => m.id).sort()).toEqual(["bea-b1", "bea-b2", "bea-b3"]);
    expect(beas.cycle.days.map((d: { date: string }) => d.date)).toEqual(["2024-03-03"]);
  });

  it("asks for a session", async () => {
    expect((await t.request("/api/account/export")).status).toBe(401);
  });
});
