import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PostpartumEducation, PostpartumTopic } from "../../src/shared/postpartum";
import { createTestApp, type TestApp } from "../support/test-app";

/** A postpartum checklist she ticks and a reflection she writes: kept for her, and hers only. */

const clock = new Date("2026-03-12T10:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const TZ = "tz=Europe/London";

async function mother() {
  const { cookie } = await t.signUp({ motherhood_stage: "postpartum" });
  return cookie;
}

async function firstTopic(cookie: string): Promise<PostpartumTopic> {
  const res = await t.request(`/api/postpartum/topics?${TZ}`, { cookie });
  expect(res.status).toBe(200);
  const body: PostpartumEducation = await res.json();
  return body.topics.find((x) => x.modules[1]?.type === "checklist")!;
}

const tick = (cookie: string, moduleId: string, index: number | string, ticked: unknown) =>
  t.request(`/api/postpartum/modules/${moduleId}/items/${index}?${TZ}`, {
    method: "PUT",
    cookie,
    json: { ticked },
  });

const reflect = (cookie: string, moduleId: string, content: unknown) =>
  t.request(`/api/postpartum/modules/${moduleId}/reflection?${TZ}`, {
    method: "PUT",
    cookie,
    json: { content },
  });

describe("a postpartum checklist", () => {
  it("remembers the items she ticked, and forgets one she unticks", async () => {
    const cookie = await mother();
    const topic = await firstTopic(cookie);
    const checklist = topic.modules[1]!;
    expect(checklist.ticked).toEqual(checklist.items.map(() => false));
    expect((await tick(cookie, checklist.id, 0, true)).status).toBe(200);
    const twice = await tick(cookie, checklist.id, 2, true);
    expect((await twice.json()).modules[1].ticked.slice(0, 3)).toEqual([true, false, true]);
    // Ticking again changes nothing.
    expect((await tick(cookie, checklist.id, 2, true)).status).toBe(200);
    await tick(cookie, checklist.id, 0, false);
    const again = (await firstTopic(cookie)).modules[1]!;
    expect(again.ticked.slice(0, 3)).toEqual([false, false, true]);
    // Ticks are hers; completing the module stays its own tap.
    expect(again.completed).toBe(false);
  });

  it("refuses an item that is not there, a module that is not a checklist, and a tick that is not true or false", async () => {
    const cookie = await mother();
    const topic = await firstTopic(cookie);
    const [lesson, checklist] = topic.modules as [
      PostpartumTopic["modules"][0],
      PostpartumTopic["modules"][0],
    ];
    expect((await tick(cookie, checklist.id, checklist.items.length, true)).status).toBe(404);
    expect((await tick(cookie, checklist.id, "1.5", true)).status).toBe(404);
    expect((await tick(cookie, lesson.id, 0, true)).status).toBe(404);
    expect((await tick(cookie, "no-such-module", 0, true)).status).toBe(404);
    expect((await tick(cookie, checklist.id, 0, "yes")).status).toBe(400);
  });
});

describe("a postpartum reflection", () => {
  it("saves what she wrote, replaces it when she saves again, and clears it when she empties it", async () => {
    const cookie = await mother();
    const reflection = (await firstTopic(cookie)).modules[2]!;
    expect(reflection.reflection).toBeNull();
    const saved = await reflect(cookie, reflection.id, "  I slept four hours and that felt like a win.  ");
    expect(saved.status).toBe(200);
    const body = await saved.json();
    expect(body.safety).toBeNull();
    expect(body.modules[2].reflection).toEqual({
      content: "I slept four hours and that felt like a win.",
      updatedAt: clock.toISOString(),
    });
    await reflect(cookie, reflection.id, "Asked my sister to come on Tuesdays.");
    expect((await firstTopic(cookie)).modules[2]!.reflection?.content).toBe(
      "Asked my sister to come on Tuesdays.",
    );
    await reflect(cookie, reflection.id, "   ");
    expect((await firstTopic(cookie)).modules[2]!.reflection).toBeNull();
  });

  it("reads her words with the safety module and answers with the urgent help", async () => {
    const cookie = await mother();
    const reflection = (await firstTopic(cookie)).modules[2]!;
    const res = await reflect(
      cookie,
      reflection.id,
      "Some nights I think my family would be better off without me.",
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.safety).toMatchObject({ selfHarm: true });
    // What she wrote is kept all the same.
    expect(body.modules[2].reflection.content).toContain("better off without me");
  });

  it("refuses a module that is not a reflection, and words past the limit", async () => {
    const cookie = await mother();
    const topic = await firstTopic(cookie);
    expect((await reflect(cookie, topic.modules[0]!.id, "Hello")).status).toBe(404);
    expect((await reflect(cookie, topic.modules[2]!.id, "x".repeat(5001))).status).toBe(400);
    expect((await reflect(cookie, topic.modules[2]!.id, 42)).status).toBe(400);
  });
});

describe("her ticks and reflections are hers", () => {
  it("never shows one member's ticks or words to another, and asks for a session", async () => {
    const first = await mother();
    const second = await mother();
    const topic = await firstTopic(first);
    const [, checklist, reflection] = topic.modules as PostpartumTopic["modules"];
    await tick(first, checklist!.id, 1, true);
    await reflect(first, reflection!.id, "Only mine.");
    const theirs = await firstTopic(second);
    expect(theirs.modules[1]!.ticked.every((v) => !v)).toBe(true);
    expect(theirs.modules[2]!.reflection).toBeNull();
    // Her clearing hers leaves the other's untouched.
    await reflect(second, reflection!.id, "");
    await tick(second, checklist!.id, 1, false);
    const mine = await firstTopic(first);
    expect(mine.modules[1]!.ticked[1]).toBe(true);
    expect(mine.modules[2]!.reflection?.content).toBe("Only mine.");
    expect((await tick("", checklist!.id, 1, true)).status).toBe(401);
    expect((await reflect("", reflection!.id, "Hello")).status).toBe(401);
  });

  it("includes her ticks and reflections in her export, and nobody else's", async () => {
    const first = await mother();
    const second = await mother();
    const topic = await firstTopic(first);
    const [, checklist, reflection] = topic.modules as PostpartumTopic["modules"];
    await tick(first, checklist!.id, 1, true);
    await reflect(first, reflection!.id, "Written for the export.");
    await reflect(second, reflection!.id, "Someone else's words.");
    const data = await (await t.request("/api/account/export", { cookie: first })).json();
    expect(data.educationChecklistTicks).toEqual([
      { moduleId: checklist!.id, item: checklist!.items[1], tickedAt: clock.toISOString() },
    ]);
    expect(data.educationReflections).toEqual([
      {
        moduleId: reflection!.id,
        content: "Written for the export.",
        createdAt: clock.toISOString(),
        updatedAt: clock.toISOString(),
      },
    ]);
  });
});
