import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POSTPARTUM_TOPICS, PREP_ITEMS } from "../../src/content/postpartum";
import type { PostpartumEducation, PostpartumTopic, PrepGuide, PrepItem } from "../../src/shared/postpartum";
import { createTestApp, type TestApp } from "../support/test-app";

let clock = new Date("2026-03-12T10:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const TZ = "tz=Europe/London";

async function mother(stage: "postpartum" | "pregnant" | "toddler" = "postpartum") {
  const { cookie } = await t.signUp({ motherhood_stage: stage });
  return cookie;
}

async function topics(cookie: string): Promise<PostpartumEducation> {
  const res = await t.request(`/api/postpartum/topics?${TZ}`, { cookie });
  expect(res.status).toBe(200);
  return res.json();
}

const completeModule = (cookie: string, id: string) =>
  t.request(`/api/postpartum/modules/${encodeURIComponent(id)}/complete`, { method: "POST", cookie });

describe("postpartum education", () => {
  it("lists every topic with its three modules when Bloom doesn't know the baby's birth date", async () => {
    const cookie = await mother();
    const answer = await topics(cookie);
    expect(answer.weeksSinceBirth).toBeNull();
    expect(answer.topics.map((x) => x.id)).toEqual(POSTPARTUM_TOPICS.map((x) => x.id));
    for (const topic of answer.topics) {
      expect(topic.modules.map((m) => m.type)).toEqual([
        "lesson",
        expect.stringMatching(/checklist|video/),
        "reflection",
      ]);
      expect(topic.completed).toBe(false);
      expect(topic.sources.length).toBeGreaterThan(0);
    }
  });

  it("completes a topic once all three of its modules are complete, and no sooner", async () => {
    const cookie = await mother();
    const topic = (await topics(cookie)).topics[0]!;
    const [lesson, checklist, reflection] = topic.modules.map((m) => m.id) as [string, string, string];

    clock = new Date("2026-03-12T10:00:00Z");
    let res = await completeModule(cookie, lesson);
    expect(res.status).toBe(200);
    let answer: PostpartumTopic = await res.json();
    expect(answer.id).toBe(topic.id);
    expect(answer.modules.map((m) => m.completed)).toEqual([true, false, false]);
    expect(answer.completed).toBe(false);

    await completeModule(cookie, checklist);
    clock = new Date("2026-03-12T10:05:00Z");
    res = await completeModule(cookie, reflection);
    answer = await res.json();
    expect(answer.completed).toBe(true);

    const listed = (await topics(cookie)).topics.find((x) => x.id === topic.id)!;
    expect(listed.completed).toBe(true);
    expect(listed.modules[0]?.completedAt).toBe("2026-03-12T10:00:00.000Z");
  });

  it("keeps module completion one-way: completing again keeps the first time", async () => {
    const cookie = await mother();
    const moduleId = POSTPARTUM_TOPICS[1]!.modules[0]!.id;
    clock = new Date("2026-03-12T09:00:00Z");
    await completeModule(cookie, moduleId);
    clock = new Date("2026-03-13T09:00:00Z");
    const again: PostpartumTopic = await (await completeModule(cookie, moduleId)).json();
    expect(again.modules[0]).toMatchObject({ completed: true, completedAt: "2026-03-12T09:00:00.000Z" });
  });

  it("shows the topics up to her baby's age in weeks plus two", async () => {
    clock = new Date("2026-03-12T10:00:00Z");
    const cookie = await mother();
    // Born 19 February: three weeks old on 12 March.
    const set = await t.request(`/api/profile?${TZ}`, {
      method: "PATCH",
      cookie,
      json: { baby_birth_date: "2026-02-19" },
    });
    expect(set.status).toBe(200);
    const answer = await topics(cookie);
    expect(answer.weeksSinceBirth).toBe(3);
    expect(answer.topics.map((x) => x.id)).toEqual(
      POSTPARTUM_TOPICS.filter((x) => x.week <= 5).map((x) => x.id),
    );
  });

  it("refuses a module that doesn't exist with a 404", async () => {
    const cookie = await mother();
    for (const id of ["no-such-module", POSTPARTUM_TOPICS[0]!.id]) {
      const res = await completeModule(cookie, id);
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe("not_found");
    }
    // A NUL in the address is refused at the door, before any route looks for it.
    const nul = await completeModule(cookie, "a\u0000b");
    expect(nul.status).toBe(400);
    expect((await nul.json()).error.code).toBe("invalid_input");
  });

  it("keeps each mother's progress her own, and exports it", async () => {
    const a = await mother();
    const b = await mother();
    const moduleId = POSTPARTUM_TOPICS[2]!.modules[1]!.id;
    await completeModule(a, moduleId);
    const seenByB = (await topics(b)).topics.flatMap((x) => x.modules).filter((m) => m.completed);
    expect(seenByB).toEqual([]);
    const exportA = await (await t.request("/api/account/export", { cookie: a })).json();
    const exportB = await (await t.request("/api/account/export", { cookie: b })).json();
    expect(exportA.educationModuleCompletions.map((r: { moduleId: string }) => r.moduleId)).toEqual([
      moduleId,
    ]);
    expect(exportB.educationModuleCompletions).toEqual([]);
  });

  it("needs her to be signed in", async () => {
    expect((await t.request(`/api/postpartum/topics?${TZ}`)).status).toBe(401);
    const id = POSTPARTUM_TOPICS[0]!.modules[0]!.id;
    expect((await t.request(`/api/postpartum/modules/${id}/complete`, { method: "POST" })).status).toBe(401);
  });
});

describe("the Postpartum Prep Guide", () => {
  const guide = async (cookie: string): Promise<PrepGuide> => {
    const res = await t.request(`/api/postpartum/prep?${TZ}`, { cookie });
    expect(res.status).toBe(200);
    return res.json();
  };
  const completePrep = (cookie: string, id: string) =>
    t.request(`/api/postpartum/prep/${encodeURIComponent(id)}/complete`, { method: "POST", cookie });

  it("follows her real week from her due date: Current Focus up to week + 2, at most three Coming Up", async () => {
    clock = new Date("2026-03-12T10:00:00Z");
    const cookie = await mother("pregnant");
    // Due 9 May 2026: on 12 March she is 31 weeks and 5 days.
    const set = await t.request(`/api/profile?${TZ}`, {
      method: "PATCH",
      cookie,
      json: { due_date: "2026-05-09" },
    });
    expect(set.status).toBe(200);
    const prep = await guide(cookie);
    expect(prep.state).toBe("ready");
    expect(prep.currentWeek).toBe(31);
    expect(prep.currentFocus.map((i) => i.id)).toEqual(
      PREP_ITEMS.filter((i) => i.week <= 33).map((i) => i.id),
    );
    expect(prep.comingUp.map((i) => i.id)).toEqual(
      PREP_ITEMS.filter((i) => i.week > 33)
        .slice(0, 3)
        .map((i) => i.id),
    );
    expect(prep.comingUp.length).toBeLessThanOrEqual(3);

    // Two weeks later the window has moved with her.
    clock = new Date("2026-03-26T10:00:00Z");
    expect((await guide(cookie)).currentWeek).toBe(33);
  });

  it("stops after a pregnancy loss: no prep guide, and only her own recovery among the topics", async () => {
    clock = new Date("2026-03-12T10:00:00Z");
    const cookie = await mother("pregnant");
    await t.request(`/api/profile?${TZ}`, { method: "PATCH", cookie, json: { due_date: "2026-05-09" } });
    const ended = await t.request(`/api/profile/pregnancy-ended?${TZ}`, {
      method: "POST",
      cookie,
      json: { motherhood_stage: "postpartum" },
    });
    expect(ended.status).toBe(200);
    expect(await guide(cookie)).toMatchObject({ state: "not-pregnant", currentFocus: [], comingUp: [] });
    const left = (await topics(cookie)).topics;
    expect(left.length).toBeGreaterThan(0);
    expect(left.map((x) => x.category)).toEqual(left.map(() => "recovery"));
  });

  it("asks a pregnant mother for her due date instead of guessing a week", async () => {
    const cookie = await mother("pregnant");
    expect(await guide(cookie)).toEqual({
      state: "needs-due-date",
      currentWeek: null,
      currentFocus: [],
      comingUp: [],
    });
  });

  it("is not pushed at a mother who is not pregnant", async () => {
    for (const stage of ["postpartum", "toddler"] as const) {
      expect(await guide(await mother(stage))).toMatchObject({
        state: "not-pregnant",
        currentFocus: [],
        comingUp: [],
      });
    }
  });

  it("completes a prep item one-way, for her alone, and exports it", async () => {
    const a = await mother("pregnant");
    const b = await mother("pregnant");
    const id = PREP_ITEMS[0]!.id;
    clock = new Date("2026-03-12T10:00:00Z");
    const first = await completePrep(a, id);
    expect(first.status).toBe(200);
    const item: PrepItem = await first.json();
    expect(item).toMatchObject({ id, completed: true, completedAt: "2026-03-12T10:00:00.000Z" });
    clock = new Date("2026-03-14T10:00:00Z");
    expect(await (await completePrep(a, id)).json()).toEqual(item);

    const exportA = await (await t.request("/api/account/export", { cookie: a })).json();
    const exportB = await (await t.request("/api/account/export", { cookie: b })).json();
    expect(exportA.prepItemCompletions.map((r: { itemId: string }) => r.itemId)).toEqual([id]);
    expect(exportB.prepItemCompletions).toEqual([]);
    expect((await completePrep(a, "no-such-item")).status).toBe(404);
  });
});
