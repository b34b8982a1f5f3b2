import { describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import type { Lifecycle } from "../../src/server/http/readiness";
import { servedByNode } from "../support/served-by-node";
import { BASE_URL, openTestDatabase } from "../support/test-app";

/** GET /api/ready: what a proxy's health check reads (docs/deploy.md). */
describe("readiness", () => {
  it("is 200 only while serving with a database that answers", async () => {
    const { database, drop } = await openTestDatabase({ migrated: true });
    await database.migrate();
    const lifecycle: Lifecycle = { phase: "starting" };
    const { app, close } = createApp({
      config: loadConfig({
        DATA_DIR: "/nonexistent-bloom-test",
        AUTH_SECRET: "test-secret-0123456789abcdef0123456789",
        BASE_URL,
      }),
      db: database.db,
      lifecycle,
    });
    const ready = async () => {
      const res = await app.request("/api/ready");
      return [res.status, await res.json()];
    };
    try {
      expect(await ready()).toEqual([503, { ready: false, reason: "starting" }]);
      lifecycle.phase = "serving";
      expect(await ready()).toEqual([200, { ready: true }]);
      // Draining before a shutdown: out of rotation, and each answer closes its connection.
      lifecycle.phase = "draining";
      expect(await ready()).toEqual([503, { ready: false, reason: "draining" }]);
      expect((await app.request("/api/health")).headers.get("connection")).toBe("close");
      // The same when Node serves the answer (the header goes on Node's response, security.ts).
      await servedByNode(app.fetch, async (origin) => {
        const health = async () => (await fetch(`${origin}/api/health`)).headers.get("connection");
        expect(await health()).toBe("close");
        lifecycle.phase = "serving";
        expect(await health()).toBe("keep-alive");
      });
      // The database goes away: not ready, while the process itself still answers.
      await close();
      await database.close();
      expect(await ready()).toEqual([503, { ready: false, reason: "database" }]);
      expect((await app.request("/api/health")).status).toBe(200);
    } finally {
      await drop();
    }
  });
});
