import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shareLinks } from "../../src/server/db/schema";
import {
  SHARE_CATEGORIES,
  SHARE_CATEGORY_LABELS,
  type ShareCategory,
} from "../../src/shared/data-transfer/share-links";
import { type Markers, writeHerRecords } from "../support/her-records";
import { createTestApp, type TestApp } from "../support/test-app";

let now = new Date("2026-11-18T12:00:00Z");
const DAY = "2026-11-18";
let t: TestApp;

const ALICE: Markers = {
  temperature: 36.41,
  symptom: "alice-backache",
  kickAt: "08:13",
  contractionAt: "09:17",
  moodAt: "07:21",
  sleepAt: "06:34",
  workout: "alice-pilates",
};
const BEA: Markers = {
  temperature: 36.93,
  symptom: "bea-heartburn",
  kickAt: "11:47",
  contractionAt: "13:29",
  moodAt: "14:52",
  sleepAt: "05:08",
  workout: "bea-rowing",
};

/** What of hers each category shows on the page, as text. */
const shown = (m: Markers): Record<ShareCategory, string[]> => ({
  cycle: [m.temperature.toFixed(2)],
  pregnancy: [m.symptom],
  kicks: [`${DAY} ${m.kickAt}`, `${DAY} ${m.contractionAt}`],
  mood: [`${DAY} ${m.moodAt}`, `${DAY} ${m.sleepAt}`],
  workouts: [m.workout],
});
const everything = (m: Markers) => Object.values(shown(m)).flat();

let alice: { cookie: string };
let bea: { cookie: string };

async function member(m: Markers) {
  const user = await t.signUp();
  const { user_id } = (await (await t.request("/api/profile", { cookie: user.cookie })).json()) as {
    user_id: string;
  };
  await writeHerRecords(t.db, user_id, DAY, m);
  const res = await t.request(`/api/cycle/days/${DAY}?tz=UTC`, {
    method: "PUT",
    cookie: user.cookie,
    json: { temperature: { value: m.temperature, unit: "C", time: "06:30" } },
  });
  expect(res.status).toBe(200);
  return user;
}

const create = (cookie: string, json: unknown) =>
  t.request("/api/data/share-links?tz=UTC", { method: "POST", cookie, json });
async function linkFor(cookie: string, categories: ShareCategory[], extra: object = {}) {
  const res = await create(cookie, { categories, ...extra });
  expect(res.status).toBe(201);
  return (await res.json()) as { url: string; link: { id: string; expiresAt: string } };
}
const pathOf = (url: string) => new URL(url).pathname;
const open = (url: string, ip?: string) => t.request(pathOf(url), ip ? { ip } : {});

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  alice = await member(ALICE);
  bea = await member(BEA);
});
afterAll(() => t.close());

describe("a link she shares", () => {
  for (const category of SHARE_CATEGORIES) {
    it(`shows her ${category} records and nothing she did not pick, nor another member's`, async () => {
      const { url } = await linkFor(alice.cookie, [category]);
      const res = await open(url);
      expect(res.status).toBe(200);
      const html = await res.text();
      for (const text of shown(ALICE)[category]) expect(html).toContain(text);
      for (const other of SHARE_CATEGORIES.filter((c) => c !== category)) {
        for (const text of shown(ALICE)[other]) expect(html).not.toContain(text);
        expect(html).not.toContain(`<h2>${SHARE_CATEGORY_LABELS[other]}</h2>`);
      }
      for (const text of everything(BEA)) expect(html).not.toContain(text);
      // Her notes are never shared.
      expect(html).not.toContain("secret note");
      expect(html).not.toContain("private mood note");
    });
  }

  it("shows several picked categories together, on a page search engines and referrers are told to leave alone", async () => {
    const { url } = await linkFor(bea.cookie, ["pregnancy", "workouts"], { label: "Midwife <Ana>" });
    const res = await open(url);
    const html = await res.text();
    expect(html).toContain("Shared with Midwife &lt;Ana&gt;");
    for (const text of [...shown(BEA).pregnancy, ...shown(BEA).workouts]) expect(html).toContain(text);
    for (const text of [...shown(BEA).cycle, ...shown(BEA).mood, ...everything(ALICE)]) {
      expect(html).not.toContain(text);
    }
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toContain("<script");
  });

  it("keeps only a hash of the token", async () => {
    const { url, link } = await linkFor(alice.cookie, ["cycle"]);
    const token = pathOf(url).split("/").pop()!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db.select().from(shareLinks).where(eq(shareLinks.id, link.id));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("lasts 7 days unless she says otherwise, 90 at most, and needs a category", async () => {
    const { link } = await linkFor(alice.cookie, ["mood"]);
    expect(new Date(link.expiresAt).getTime() - now.getTime()).toBe(7 * 86_400_000);
    expect((await create(alice.cookie, { categories: ["mood"], expiresInDays: 91 })).status).toBe(400);
    expect((await create(alice.cookie, { categories: [] })).status).toBe(400);
    expect((await create(alice.cookie, { categories: ["photos"] })).status).toBe(400);
    const long = await linkFor(alice.cookie, ["mood"], { expiresInDays: 90 });
    expect(new Date(long.link.expiresAt).getTime() - now.getTime()).toBe(90 * 86_400_000);
  });

  it("shows nothing once it has expired", async () => {
    const { url } = await linkFor(alice.cookie, ["workouts"], { expiresInDays: 1 });
    expect((await open(url)).status).toBe(200);
    const before = now;
    now = new Date(now.getTime() + 86_400_000 + 1000);
    try {
      const res = await open(url);
      expect(res.status).toBe(404);
      const html = await res.text();
      for (const text of everything(ALICE)) expect(html).not.toContain(text);
    } finally {
      now = before;
    }
  });
});

describe("her list of links", () => {
  it("counts views, and a revoked link shows nothing from the next request on", async () => {
    const { url, link } = await linkFor(alice.cookie, SHARE_CATEGORIES.slice(), { label: "Partner" });
    await open(url);
    await open(url);
    const list = (await (await t.request("/api/data/share-links", { cookie: alice.cookie })).json()) as {
      links: { id: string; viewCount: number; lastViewedAt: string | null; status: string; label: string }[];
    };
    const mine = list.links.find((l) => l.id === link.id)!;
    expect(mine).toMatchObject({
      viewCount: 2,
      lastViewedAt: now.toISOString(),
      status: "active",
      label: "Partner",
    });

    const revoked = await t.request(`/api/data/share-links/${link.id}`, {
      method: "DELETE",
      cookie: alice.cookie,
    });
    expect(revoked.status).toBe(200);
    const res = await open(url);
    expect(res.status).toBe(404);
    const html = await res.text();
    for (const text of everything(ALICE)) expect(html).not.toContain(text);
    const after = (await (await t.request("/api/data/share-links", { cookie: alice.cookie })).json()) as {
      links: { id: string; viewCount: number; status: string }[];
    };
    expect(after.links.find((l) => l.id === link.id)).toMatchObject({ viewCount: 2, status: "revoked" });
  });

  it("is hers alone: another member neither sees nor revokes her links", async () => {
    const { url, link } = await linkFor(alice.cookie, ["cycle"]);
    const beas = (await (await t.request("/api/data/share-links", { cookie: bea.cookie })).json()) as {
      links: { id: string }[];
    };
    expect(beas.links.some((l) => l.id === link.id)).toBe(false);
    const res = await t.request(`/api/data/share-links/${link.id}`, { method: "DELETE", cookie: bea.cookie });
    expect(res.status).toBe(404);
    expect((await open(url)).status).toBe(200);
    expect((await t.request("/api/data/share-links")).status).toBe(401);
    expect((await create("", { categories: ["cycle"] })).status).toBe(401);
  });
});

describe("her data export", () => {
  it("lists her links with their labels and views, never a token or its hash", async () => {
    const { url } = await linkFor(bea.cookie, ["mood"], { label: "Partner Sam" });
    const token = pathOf(url).split("/").pop()!;
    const res = await t.request("/api/account/export", { cookie: bea.cookie });
    const text = await res.text();
    const data = JSON.parse(text) as { shareLinks: { label: string; categories: string[] }[] };
    expect(data.shareLinks).toEqual(
      expect.arrayContaining([expect.objectContaining({ label: "Partner Sam", categories: ["mood"] })]),
    );
    expect(text).not.toContain(token);
    expect(text).not.toContain("tokenHash");
  });
});

describe("the link door", () => {
  it("refuses an unknown token like a revoked one, and slows down whoever tries many", async () => {
    const guess = `/s/${"A".repeat(43)}`;
    const first = await t.request(guess, { ip: "10.9.9.9" });
    expect(first.status).toBe(404);
    let last = first.status;
    for (let i = 0; i < 40 && last !== 429; i++) last = (await t.request(guess, { ip: "10.9.9.9" })).status;
    expect(last).toBe(429);
    // Another address is not held back.
    expect((await t.request(guess, { ip: "10.9.9.10" })).status).toBe(404);
  });
});
