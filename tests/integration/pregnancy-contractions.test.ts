import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContractionSessions } from "../../src/shared/pregnancy/contractions";
import { createTestApp, type TestApp } from "../support/test-app";

let clock = new Date("2026-09-20T01:00:00.000Z");
const tick = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const mum = () => t.signUp({ motherhood_stage: "pregnant" });
const post = async (cookie: string, path: string): Promise<ContractionSessions> => {
  const res = await t.request(`/api/pregnancy/contractions${path}`, { method: "POST", cookie });
  expect(res.status).toBe(200);
  return res.json();
};
const state = async (cookie: string): Promise<ContractionSessions> =>
  (await t.request("/api/pregnancy/contractions", { cookie })).json();

/** A contraction lasting `lastS` seconds, then `restS` seconds until the next one starts. */
async function contraction(cookie: string, lastS: number, restS: number) {
  await post(cookie, "/start");
  tick(lastS);
  const s = await post(cookie, "/stop");
  tick(restS);
  return s;
}

describe("the contraction timer", () => {
  it("records start and end of each contraction in a session made on the first one", async () => {
    const { cookie } = await mum();
    expect(await state(cookie)).toEqual({ open: null, recent: [] });
    const begun = clock.toISOString();
    const started = await post(cookie, "/start");
    expect(started.open).toMatchObject({ startedAt: begun, endedAt: null });
    expect(started.open!.contractions).toEqual([{ id: expect.any(String), startedAt: begun, endedAt: null }]);
    // The same tap twice starts nothing new.
    tick(1);
    expect((await post(cookie, "/start")).open!.contractions).toHaveLength(1);
    tick(44);
    const stopped = await post(cookie, "/stop");
    expect(stopped.open!.contractions[0]!.endedAt).toBe(clock.toISOString());
    tick(255);
    const second = await contraction(cookie, 50, 0);
    expect(second.open!.contractions).toHaveLength(2);
    expect(second.open!.fiveOneOne).toEqual({ reached: false, inPattern: 0, heldMs: 0 });
  });

  it("says when the 5-1-1 pattern is reached: 5 minutes apart, a minute long, for an hour", async () => {
    const { cookie } = await mum();
    let s: ContractionSessions | undefined;
    for (let i = 0; i < 12; i++) s = await contraction(cookie, 60, 240);
    expect(s!.open!.fiveOneOne).toEqual({ reached: false, inPattern: 12, heldMs: 56 * 60_000 });
    s = await contraction(cookie, 60, 240);
    expect(s.open!.fiveOneOne).toEqual({ reached: true, inPattern: 13, heldMs: 61 * 60_000 });
  });

  it("ends a session (and a contraction still running) and starts a fresh one after", async () => {
    const { cookie } = await mum();
    const first = await contraction(cookie, 60, 300);
    const id = first.open!.id;
    await post(cookie, "/start");
    tick(20);
    const ended = await post(cookie, `/sessions/${id}/end`);
    expect(ended.open).toBeNull();
    expect(ended.recent[0]).toMatchObject({ id, endedAt: clock.toISOString() });
    expect(ended.recent[0]!.contractions.every((c) => c.endedAt !== null)).toBe(true);
    tick(3600);
    const next = await post(cookie, "/start");
    expect(next.open!.id).not.toBe(id);
    expect(next.recent).toHaveLength(1);
  });

  it("removes a mistaken contraction, or a whole session", async () => {
    const { cookie } = await mum();
    const s = await contraction(cookie, 3, 10);
    const wrong = s.open!.contractions[0]!.id;
    const res = await t.request(`/api/pregnancy/contractions/entries/${wrong}`, { method: "DELETE", cookie });
    expect(res.status).toBe(200);
    expect((await res.json()).open.contractions).toEqual([]);
    // The address before it moved under entries/ (a tab opened before an update) still answers.
    const another = await contraction(cookie, 3, 10);
    const before = another.open!.contractions.at(-1)!.id;
    const old = await t.request(`/api/pregnancy/contractions/${before}`, { method: "DELETE", cookie });
    expect(old.status).toBe(200);
    expect((await old.json()).open.contractions.map((c: { id: string }) => c.id)).not.toContain(before);
    const gone = await t.request(`/api/pregnancy/contractions/sessions/${s.open!.id}`, {
      method: "DELETE",
      cookie,
    });
    expect(await gone.json()).toEqual({ open: null, recent: [] });
  });

  it("is hers alone: another mother cannot see, stop, end or delete her contractions", async () => {
    const ana = await mum();
    const bea = await mum();
    await post(ana.cookie, "/start");
    const { open } = await state(ana.cookie);
    expect(await state(bea.cookie)).toEqual({ open: null, recent: [] });
    // Bea's stop touches only Bea's contractions.
    await post(bea.cookie, "/stop");
    expect((await state(ana.cookie)).open!.contractions[0]!.endedAt).toBeNull();
    const req = (path: string, method: string) =>
      t.request(`/api/pregnancy/contractions${path}`, { method, cookie: bea.cookie });
    expect((await req(`/sessions/${open!.id}/end`, "POST")).status).toBe(404);
    expect((await req(`/sessions/${open!.id}`, "DELETE")).status).toBe(404);
    expect((await req(`/${open!.contractions[0]!.id}`, "DELETE")).status).toBe(404);
    // Her own session does not collide with Ana's.
    expect((await post(bea.cookie, "/start")).open!.id).not.toBe(open!.id);
    expect((await state(ana.cookie)).open!.contractions).toHaveLength(1);
  });

  it("needs a signed-in mother", async () => {
    expect((await t.request("/api/pregnancy/contractions")).status).toBe(401);
    expect((await t.request("/api/pregnancy/contractions/start", { method: "POST" })).status).toBe(401);
  });

  it("is in her data export", async () => {
    const { cookie } = await mum();
    await contraction(cookie, 61, 0);
    const exported = await (await t.request("/api/account/export", { cookie })).json();
    expect(exported.pregnancy.contractionSessions).toEqual([
      expect.objectContaining({
        endedAt: null,
        contractions: [
          expect.objectContaining({ startedAt: expect.any(String), endedAt: expect.any(String) }),
        ],
      }),
    ]);
  });
});
