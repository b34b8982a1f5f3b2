import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";

const clock = new Date("2026-04-02T12:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const TZ = "tz=Europe/London";
const filesOf = (userId: string): string[] => {
  const dir = path.join(t.config.dataDir, "files", userId, "journal");
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((name) => !name.endsWith(".__meta"));
};

async function pregnantMum() {
  const mum = await t.signUp({ motherhood_stage: "pregnant" });
  await t.request(`/api/profile?${TZ}`, {
    method: "PATCH",
    cookie: mum.cookie,
    json: { due_date: "2026-10-08" },
  });
  const id = (await (await t.request("/api/profile", { cookie: mum.cookie })).json()).user_id as string;
  return { ...mum, id };
}

/** A small JPEG whose EXIF carries a GPS position. */
async function photoWithGps(color = { r: 200, g: 120, b: 140 }): Promise<Blob> {
  const bytes = await sharp({ create: { width: 60, height: 40, channels: 3, background: color } })
    .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 2649/100" } })
    .jpeg()
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: "image/jpeg" });
}

function form(fields: Record<string, string | string[]>, photos: Blob[] = []) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) f.append(k, one);
  for (const [i, p] of photos.entries()) f.append("photos", p, `photo-${i}.jpg`);
  return f;
}

const save = (cookie: string, body: FormData) =>
  t.request(`/api/pregnancy/journal?${TZ}`, { method: "POST", cookie, body });
const list = async (cookie: string) => (await t.request("/api/pregnancy/journal", { cookie })).json();

describe("the pregnancy journal", () => {
  it("saves an entry with her week, the spec's defaults and a photo without its GPS", async () => {
    const mum = await pregnantMum();
    const res = await save(
      mum.cookie,
      form(
        {
          date: "2026-04-01",
          title: "  ",
          content: " First flutters! ",
          mood: "11",
          weight: "142.35",
          babyKicks: "3",
        },
        [await photoWithGps()],
      ),
    );
    expect(res.status).toBe(201);
    const entry = await res.json();
    expect(entry).toMatchObject({
      date: "2026-04-01",
      week: 12, // 1 April is 12 weeks, 6 days with a due date of 8 October
      title: "Journal Entry",
      content: "First flutters!",
      mood: 8,
      milestone: null,
      weight: 142.4,
      babyKicks: 3,
    });
    expect(entry.photos).toHaveLength(1);
    const photo = await t.request(entry.photos[0].url, { cookie: mum.cookie });
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/jpeg");
    const meta = await sharp(new Uint8Array(await photo.arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined();
    expect(filesOf(mum.id)).toHaveLength(1);
    // The list has the entry as saved; only the save's answer carries the safety reading.
    const { safety, ...saved } = entry;
    expect(safety).toBeNull();
    expect(await list(mum.cookie)).toEqual([saved]);
  });

  it("keeps a valid mood, a milestone, and no week without a due date", async () => {
    const { cookie } = await t.signUp({ motherhood_stage: "pregnant" });
    const res = await save(
      cookie,
      form({ date: "2026-04-02", title: "Scan day", mood: "6", milestone: "12-week scan" }),
    );
    expect(await res.json()).toMatchObject({
      title: "Scan day",
      mood: 6,
      milestone: "12-week scan",
      week: null,
    });
  });

  it("refuses what is not an entry with a 400 and stores nothing", async () => {
    const mum = await pregnantMum();
    const cases: [Record<string, string>, RegExp][] = [
      [{ date: "2026-04-03" }, /between .* and today \(2026-04-02\)/],
      [{ date: "2026-02-30" }, /date looks like/],
      [{ date: "2026-04-01", babyKicks: "-1" }, /Baby kicks must be between 0/],
      [{ date: "2026-04-01", babyKicks: "2.5" }, /whole number/],
      [{ date: "2026-04-01", weight: "heavy" }, /Weight must be a number/],
      [{ date: "2026-04-01", userId: "someone-else" }, /Unknown field/],
    ];
    for (const [fields, message] of cases) {
      const res = await save(mum.cookie, form(fields));
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect((await res.json()).error.message).toMatch(message);
    }
    const notAnImage = new Blob([new TextEncoder().encode("not a photo at all")], { type: "image/jpeg" });
    const bad = await save(mum.cookie, form({ date: "2026-04-01" }, [await photoWithGps(), notAnImage]));
    expect(bad.status).toBe(415);
    expect((await bad.json()).error.message).toMatch(/^Photo 2:/);
    const tooMany = await save(
      mum.cookie,
      form({ date: "2026-04-01" }, await Promise.all([1, 2, 3, 4, 5].map(() => photoWithGps()))),
    );
    expect(tooMany.status).toBe(400);
    const json = await t.request(`/api/pregnancy/journal?${TZ}`, {
      method: "POST",
      cookie: mum.cookie,
      json: { date: "2026-04-01" },
    });
    expect(json.status).toBe(400);
    expect(await list(mum.cookie)).toEqual([]);
    expect(filesOf(mum.id)).toEqual([]);
  });

  it("edits an entry: new fields, one photo removed, one added", async () => {
    const mum = await pregnantMum();
    const first = await (
      await save(
        mum.cookie,
        form({ date: "2026-03-20", content: "Tired" }, [
          await photoWithGps(),
          await photoWithGps({ r: 10, g: 200, b: 10 }),
        ]),
      )
    ).json();
    const [gone, kept] = first.photos;
    const res = await t.request(`/api/pregnancy/journal/${first.id}?${TZ}`, {
      method: "PUT",
      cookie: mum.cookie,
      body: form({ date: "2026-03-21", content: "Less tired today", mood: "7", removePhotos: gone.id }, [
        await photoWithGps(),
      ]),
    });
    expect(res.status).toBe(200);
    const edited = await res.json();
    expect(edited).toMatchObject({
      date: "2026-03-21",
      content: "Less tired today",
      mood: 7,
      title: "Journal Entry",
      week: 11,
    });
    expect(edited.photos.map((p: { id: string }) => p.id)).toEqual([kept.id, expect.any(String)]);
    expect((await t.request(gone.url, { cookie: mum.cookie })).status).toBe(404);
    expect(filesOf(mum.id)).toHaveLength(2);
    const wrongPhoto = await t.request(`/api/pregnancy/journal/${first.id}?${TZ}`, {
      method: "PUT",
      cookie: mum.cookie,
      body: form({ date: "2026-03-21", removePhotos: "not-a-photo-of-this-entry" }),
    });
    expect(wrongPhoto.status).toBe(400);
  });

  it("deletes an entry with its photos", async () => {
    const mum = await pregnantMum();
    const entry = await (await save(mum.cookie, form({ date: "2026-04-01" }, [await photoWithGps()]))).json();
    const res = await t.request(`/api/pregnancy/journal/${entry.id}`, {
      method: "DELETE",
      cookie: mum.cookie,
    });
    expect(res.status).toBe(204);
    expect(await list(mum.cookie)).toEqual([]);
    expect(filesOf(mum.id)).toEqual([]);
    expect((await t.request(entry.photos[0].url, { cookie: mum.cookie })).status).toBe(404);
  });

  it("reads what she wrote for warning signs, on a new entry and on an edit", async () => {
    const mum = await pregnantMum();
    const calm = await save(mum.cookie, form({ date: "2026-04-01", content: "Painted the nursery today." }));
    const entry = await calm.json();
    expect(entry.safety).toBeNull();
    const edited = await t.request(`/api/pregnancy/journal/${entry.id}?${TZ}`, {
      method: "PUT",
      cookie: mum.cookie,
      body: form({
        date: "2026-04-01",
        content: "Painted the nursery. The baby hasn't moved since yesterday.",
      }),
    });
    expect(edited.status).toBe(200);
    expect((await edited.json()).safety).toMatchObject({ urgent: true, selfHarm: false });
    const worried = await save(
      mum.cookie,
      form({ date: "2026-04-02", title: "I have a severe headache and blurry vision" }),
    );
    expect((await worried.json()).safety).not.toBeNull();
  });

  it("keeps each mum's journal and photos her own", async () => {
    const alice = await pregnantMum();
    const bob = await pregnantMum();
    const entry = await (
      await save(alice.cookie, form({ date: "2026-04-01", content: "Private" }, [await photoWithGps()]))
    ).json();
    expect(await list(bob.cookie)).toEqual([]);
    expect((await t.request(entry.photos[0].url, { cookie: bob.cookie })).status).toBe(404);
    const edit = await t.request(`/api/pregnancy/journal/${entry.id}?${TZ}`, {
      method: "PUT",
      cookie: bob.cookie,
      body: form({ date: "2026-04-01", content: "Mine now" }),
    });
    expect(edit.status).toBe(404);
    expect(
      (await t.request(`/api/pregnancy/journal/${entry.id}`, { method: "DELETE", cookie: bob.cookie }))
        .status,
    ).toBe(404);
    expect((await list(alice.cookie))[0]).toMatchObject({ content: "Private" });
    expect(filesOf(alice.id)).toHaveLength(1);
    expect((await t.request("/api/pregnancy/journal")).status).toBe(401);
  });

  it("is in her data export with its photos, and symptoms too; nobody else's", async () => {
    const mum = await pregnantMum();
    const other = await pregnantMum();
    await save(other.cookie, form({ date: "2026-04-01", content: "Not hers" }));
    const entry = await (
      await save(mum.cookie, form({ date: "2026-04-01", content: "Ours" }, [await photoWithGps()]))
    ).json();
    await t.request(`/api/pregnancy/symptoms?${TZ}`, {
      method: "POST",
      cookie: mum.cookie,
      json: { symptom: "nausea", severity: "mild" },
    });
    const exported = await (await t.request("/api/account/export", { cookie: mum.cookie })).json();
    expect(exported.pregnancy.journal).toHaveLength(1);
    expect(exported.pregnancy.journal[0]).toMatchObject({ id: entry.id, content: "Ours", week: 12 });
    const url = exported.pregnancy.journal[0].photos[0].url as string;
    expect(url).toBe(`${t.config.baseUrl}${entry.photos[0].url}`);
    const photo = await t.request(new URL(url).pathname, { cookie: mum.cookie });
    expect(photo.status).toBe(200);
    expect(exported.pregnancy.symptoms).toMatchObject([{ symptom: "nausea", severity: "mild", week: 13 }]);
  });
});
