import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../bench/support";
import { NewerDatabaseError, openDatabase } from "../../src/server/db/client";
import { openTestDatabase } from "../support/test-app";

/** What a newer Bloom leaves behind: a migration this version has never seen, a year from now. */
const NEWER = sql`insert into drizzle.__drizzle_migrations (hash, created_at)
  values ('from-a-newer-bloom', ${Date.now() + 365 * 24 * 3600 * 1000})`;

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

describe("migrations", () => {
  it("apply once and again without change, and refuse a database a newer version migrated", async () => {
    const { database, drop } = await openTestDatabase();
    cleanups.push(drop, () => database.close());
    await database.migrate();
    const count = async () =>
      Number(
        (
          (await database.db.execute(
            sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
          )) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]!.n,
      );
    const applied = await count();
    expect(applied).toBeGreaterThan(20);
    await database.migrate();
    expect(await count()).toBe(applied);

    await database.db.execute(NEWER);
    const refusal = database.migrate();
    await expect(refusal).rejects.toBeInstanceOf(NewerDatabaseError);
    await expect(refusal).rejects.toThrow(/migrated by a newer version of Bloom/);
    // Nothing was applied or undone by the refused start.
    expect(await count()).toBe(applied + 1);
  });

  it("a server started on such a database says why and exits instead of serving", {
    timeout: 60_000,
  }, async () => {
    const { database, drop, url } = await openTestDatabase();
    cleanups.push(drop);
    let env: Record<string, string>;
    if (url) {
      await database.migrate();
      await database.db.execute(NEWER);
      await database.close();
      env = { DATABASE_URL: url };
    } else {
      // The embedded database: the same refusal on a data directory.
      await database.close();
      const dataDir = mkdtempSync(path.join(tmpdir(), "bloom-newer-"));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const embedded = await openDatabase({ dataDir });
      await embedded.migrate();
      await embedded.db.execute(NEWER);
      await embedded.close();
      env = { DATA_DIR: dataDir, DATABASE_URL: "" };
    }
    const port = await freePort();
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        BASE_URL: `http://localhost:${port}`,
        AUTH_SECRET: "test-secret-0123456789abcdef0123456789",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(stderr).toMatch(/This database was migrated by a newer version of Bloom/);
    expect(stderr).toMatch(/restore a backup made before the upgrade/);
  });
});
