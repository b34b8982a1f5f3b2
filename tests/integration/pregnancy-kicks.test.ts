import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KickSession, KickSessions } from "../../src/shared/pregnancy/kicks";
import { createTestApp, type TestApp } from "../support/test-app";

let clock = new Date("2026-06-10T19:00:00.000Z");
const tick = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const mum = () => t.signUp({ motherhood_stage: "pregnant" });
const start = async (cookie: string) => t.request("/api/pregnancy/kicks", { method: "POST", cookie });
const kick = (cookie: string, id: string, count: number) =>
  t.request(`/api/pregnancy/kicks/sessions/${id}/kick`, { method: "POST", cookie, json: { count } });
const sessions = async (cookie: string): Promise<KickSessions> =>
  (await t.request("/api/pregnancy/kicks", { cookie })).json();

describe("kick counting", () => {
  it("times ten movements: the tenth stamps the session and ends it", async () => {
    const { cookie } = await mum();
    const res = await start(cookie);
    expect(res.status).toBe(201);
    const session = (await res.json()) as KickSession;
    expect(session).toMatchObject({ kicks: 0, startedAt: clock.toISOString(), endedAt: null });
    for (let n = 1; n <= 10; n++) {
      tick(2);
      const r = await kick(cookie, session.id, n);
      expect(r.status).toBe(200);
    }
    const { open, recent } = await sessions(cookie);
    expect(open).toBeNull();
    expect(recent).toHaveLength(1);
    expect(recent[0]).toMatchObject({
      kicks: 10,
      tenthAt: clock.toISOString(),
      endedAt: clock.toISOString(),
    });
    expect(Date.parse(recent[0]!.tenthAt!) - Date.parse(recent[0]!.startedAt)).toBe(20 * 60_000);
    // A finished session takes no more movements.
    const more = await kick(cookie, session.id, 11);
    expect(more.status).toBe(400);
  });

  it("keeps one open session: starting again answers with it, and it survives a reload", async () => {
    const { cookie } = await mum();
    const first = (await (await start(cookie)).json()) as KickSession;
    await kick(cookie, first.id, 1);
    const again = await start(cookie);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ id: first.id, kicks: 1 });
    expect((await sessions(cookie)).open).toMatchObject({ id: first.id, kicks: 1 });
  });

  it("counts a tap sent twice once, and refuses a count out of step", async () => {
    const { cookie } = await mum();
    const s = (await (await start(cookie)).json()) as KickSession;
    expect((await (await kick(cookie, s.id, 1)).json()).kicks).toBe(1);
    expect((await (await kick(cookie, s.id, 1)).json()).kicks).toBe(1);
    const skipped = await kick(cookie, s.id, 3);
    expect(skipped.status).toBe(409);
    expect((await skipped.json()).error.code).toBe("count_mismatch");
    const bad = await kick(cookie, s.id, 0);
    expect(bad.status).toBe(400);
  });

  it("stops a session where it is; stopping twice changes nothing", async () => {
    const { cookie } = await mum();
    const s = (await (await start(cookie)).json()) as KickSession;
    await kick(cookie, s.id, 1);
    tick(130);
    const stopped = await (
      await t.request(`/api/pregnancy/kicks/sessions/${s.id}/stop`, { method: "POST", cookie })
    ).json();
    expect(stopped).toMatchObject({ kicks: 1, tenthAt: null, endedAt: clock.toISOString() });
    tick(1);
    const twice = await (
      await t.request(`/api/pregnancy/kicks/sessions/${s.id}/stop`, { method: "POST", cookie })
    ).json();
    expect(twice.endedAt).toBe(stopped.endedAt);
    expect((await kick(cookie, s.id, 2)).status).toBe(409);
  });

  it("is hers alone: another mother can neither see, count, stop nor delete it", async () => {
    const ana = await mum();
    const bea = await mum();
    const s = (await (await start(ana.cookie)).json()) as KickSession;
    expect(await sessions(bea.cookie)).toEqual({ open: null, recent: [] });
    expect((await kick(bea.cookie, s.id, 1)).status).toBe(404);
    expect(
      (await t.request(`/api/pregnancy/kicks/sessions/${s.id}/stop`, { method: "POST", cookie: bea.cookie }))
        .status,
    ).toBe(404);
    expect(
      (await t.request(`/api/pregnancy/kicks/sessions/${s.id}`, { method: "DELETE", cookie: bea.cookie }))
        .status,
    ).toBe(404);
    // Bea's own session does not collide with Ana's open one.
    expect((await start(bea.cookie)).status).toBe(201);
    expect((await sessions(ana.cookie)).open).toMatchObject({ id: s.id, kicks: 0 });
    expect(
      (await t.request(`/api/pregnancy/kicks/sessions/${s.id}`, { method: "DELETE", cookie: ana.cookie }))
        .status,
    ).toBe(204);
    expect((await sessions(ana.cookie)).open).toBeNull();
  });

  it("answers at the addresses a tab opened before they moved under sessions/ still uses", async () => {
    const { cookie } = await mum();
    const s = (await (await start(cookie)).json()) as KickSession;
    const old = (path: string, init: Parameters<TestApp["request"]>[1]) =>
      t.request(`/api/pregnancy/kicks/${s.id}${path}`, { cookie, ...init });
    const counted = await old("/kick", { method: "POST", json: { count: 1 } });
    expect(counted.status).toBe(200);
    expect(await counted.json()).toMatchObject({ id: s.id, kicks: 1 });
    // The body was read once by the input gate, and again at the new address: still checked there.
    expect((await old("/kick", { method: "POST", json: { count: "one" } })).status).toBe(400);
    expect(await (await old("/stop", { method: "POST" })).json()).toMatchObject({
      endedAt: clock.toISOString(),
    });
    expect((await old("", { method: "DELETE" })).status).toBe(204);
    expect((await old("", { method: "DELETE" })).status).toBe(404);
    expect(
      (await t.request(`/api/pregnancy/kicks/${s.id}/kick`, { method: "POST", json: { count: 1 } })).status,
    ).toBe(401);
  });

  it("needs a signed-in mother", async () => {
    expect((await t.request("/api/pregnancy/kicks")).status).toBe(401);
    expect((await t.request("/api/pregnancy/kicks", { method: "POST" })).status).toBe(401);
  });

  it("is in her data export", async () => {
    const { cookie } = await mum();
    const s = (await (await start(cookie)).json()) as KickSession;
    await kick(cookie, s.id, 1);
    const exported = await (await t.request("/api/account/export", { cookie })).json();
    expect(exported.pregnancy.kickSessions).toEqual([expect.objectContaining({ id: s.id, kicks: 1 })]);
  });
});
