import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { BackupRefused, backupEmbedded, PID_FILE, restoreEmbedded } from "../../src/server/db/backup";
import { openDatabase } from "../../src/server/db/client";
import { BASE_URL, cookieOf } from "../support/test-app";

/**
 * `npm run backup` / `npm run restore` for the embedded default (PGlite project only, see
 * vitest.config.ts): what she stored, photos included, is all there in a data directory restored
 * from the backup, and her session still holds.
 */
const root = mkdtempSync(path.join(tmpdir(), "bloom-backup-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function open(dataDir: string) {
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const config = loadConfig({ DATA_DIR: dataDir, BASE_URL });
  const { app, close } = createApp({ config, db: database.db });
  const request = (url: string, init: RequestInit & { cookie?: string; json?: unknown } = {}) => {
    const headers = new Headers(init.headers);
    headers.set("origin", BASE_URL);
    headers.set("x-forwarded-for", "10.9.8.7");
    if (init.cookie) headers.set("cookie", init.cookie);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    return app.request(url, { ...init, headers, body });
  };
  return {
    request,
    close: async () => {
      await close();
      await database.close();
    },
  };
}

describe("backup and restore of the embedded database", () => {
  it("restores every record and photo into an empty data directory", { timeout: 120_000 }, async () => {
    const live = path.join(root, "live");
    const a = await open(live);
    const email = "ada@example.com";
    const password = "blossoming-spring-42";
    expect(
      (
        await a.request("/api/auth/sign-up/email", {
          method: "POST",
          json: { name: "Ada", email, password, terms_accepted: true, age_confirmed: true },
        })
      ).status,
    ).toBe(200);
    const cookie = cookieOf(
      await a.request("/api/auth/sign-in/email", { method: "POST", json: { email, password } }),
    );
    for (const mood_score of [3, 8])
      expect(
        (
          await a.request("/api/wellness/moods", {
            method: "POST",
            cookie,
            json: { mood_score, energy_level: 5, stress_level: 4, notes: `backup ${mood_score}` },
          })
        ).status,
      ).toBe(201);
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#8ac" } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set("week_date", new Date().toISOString().slice(0, 10));
    form.set("front", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "front.jpg");
    const checkin = await a.request("/api/checkins?tz=UTC", { method: "POST", cookie, body: form });
    expect(checkin.status).toBe(201);
    const photoUrl = ((await checkin.json()) as { photos: { url: string }[] }).photos[0]!.url;
    const photo = Buffer.from(await (await a.request(photoUrl, { cookie })).arrayBuffer());
    const moods = await (await a.request("/api/wellness/moods", { cookie })).json();
    await a.close();

    // While a server holds the directory, the backup refuses and says how to proceed.
    writeFileSync(path.join(live, PID_FILE), String(process.pid));
    const refused = backupEmbedded(live, path.join(root, "refused"));
    await expect(refused).rejects.toBeInstanceOf(BackupRefused);
    await expect(refused).rejects.toThrow(/is running on .* stop it/);
    rmSync(path.join(live, PID_FILE));

    const backup = path.join(root, "backup");
    const manifest = await backupEmbedded(live, backup);
    // Her account; her photo and the record of its type beside it (local storage).
    expect(manifest).toMatchObject({ accounts: 1, files: 2 });
    expect(manifest.migrations).toBeGreaterThan(20);

    const restored = path.join(root, "restored");
    await restoreEmbedded(backup, restored);
    // A directory that holds anything is never overwritten.
    await expect(restoreEmbedded(backup, live)).rejects.toThrow(/is not empty/);

    const b = await open(restored);
    try {
      // Her session and everything she stored, her photo byte for byte.
      expect(await (await b.request("/api/wellness/moods", { cookie })).json()).toEqual(moods);
      const again = await b.request(photoUrl, { cookie });
      expect(again.status).toBe(200);
      expect(Buffer.from(await again.arrayBuffer()).equals(photo)).toBe(true);
      expect(
        (await b.request("/api/auth/sign-in/email", { method: "POST", json: { email, password } })).status,
      ).toBe(200);
    } finally {
      await b.close();
    }
  });
});
