import { createHash, randomBytes } from "node:crypto";
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { desc, eq } from "drizzle-orm";
import type { Logger } from "drizzle-orm/logger";
import pg from "pg";
import { createApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { type Database, openDatabase, pgliteDatabase } from "../../src/server/db/client";
import { outbox } from "../../src/server/db/schema";
import { createMailer } from "../../src/server/mail/mailer";
import type { LiveHubOptions } from "../../src/server/realtime";
import { createStorage, type ObjectStorage } from "../../src/server/storage";
import { writeBuiltClient } from "./built-client";

export const BASE_URL = "http://localhost:3000";

/**
 * A Bloom app over a fresh database: in-memory PGlite, or, in the suite's PostgreSQL project,
 * a database of its own on the server named by DATABASE_URL, dropped on close.
 */
export async function createTestApp(
  opts: {
    now?: () => Date;
    env?: Record<string, string>;
    /** Wraps the real (local disk) storage, e.g. with one whose writes fail. */
    storage?: (real: ObjectStorage) => ObjectStorage;
    /** Live events options (a short heartbeat, recipient filters). */
    live?: LiveHubOptions;
    /**
     * Serve a built client with these files (its index.html, page frames, ...), written into a
     * directory of its own that closing the app removes (see `writeBuiltClient`).
     */
    client?: Record<string, string | Uint8Array | object>;
  } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bloom-test-"));
  const clientDir = opts.client && writeBuiltClient(opts.client);
  const { database, drop, url } = await openTestDatabase({ migrated: true });
  await database.migrate(); // finds nothing to apply on a migrated copy: two small queries
  const config = loadConfig({
    DATA_DIR: dataDir,
    AUTH_SECRET: "test-secret-0123456789abcdef0123456789",
    BASE_URL,
    ...(clientDir && { CLIENT_DIR: clientDir }),
    ...opts.env,
  });
  const mailer = createMailer({ db: database.db, from: config.mail.from, log: () => {} });
  const storage = opts.storage?.(createStorage(config));
  const created = createApp({
    config,
    db: database.db,
    mailer,
    now: opts.now,
    storage,
    live: opts.live,
    serveClient: !!clientDir,
  });
  const { app } = created;
  await created.ready;

  /**
   * A request as a browser would send it. Each call comes from its own client address unless `ip`
   * is given, so rate limits apply only where a test means them to.
   */
  async function request(
    url: string,
    init: RequestInit & { cookie?: string; json?: unknown; ip?: string } = {},
  ) {
    return send(app, url, init);
  }

  /** Signs a new user up, signs her in, and returns the cookie header of her session. */
  async function signUp(
    user: Partial<{ name: string; email: string; password: string; motherhood_stage: string }> = {},
  ) {
    const email = user.email ?? `mum-${randomBytes(4).toString("hex")}@example.com`;
    const password = user.password ?? "blossoming-spring-42";
    const res = await request("/api/auth/sign-up/email", {
      method: "POST",
      json: {
        name: user.name ?? "Test Mum",
        email,
        password,
        ...(user.motherhood_stage && { motherhood_stage: user.motherhood_stage }),
        terms_accepted: true,
        age_confirmed: true,
      },
    });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    // Sign-up opens no session (it answers alike for a registered address, decision 012): sign in.
    const signIn = await request("/api/auth/sign-in/email", { method: "POST", json: { email, password } });
    if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
    return { email, password, cookie: cookieOf(signIn) };
  }

  async function lastMailTo(to: string) {
    const [mail] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, to))
      .orderBy(desc(outbox.createdAt));
    return mail;
  }

  /**
   * Another app instance on the same database, as a second server behind a load balancer: its own
   * connection pool and listener on PostgreSQL; on PGlite the same in-process database.
   */
  async function secondInstance() {
    const other = url ? await openDatabase({ databaseUrl: url }) : undefined;
    const second = createApp({
      config,
      db: other?.db ?? database.db,
      mailer,
      now: opts.now,
      storage,
      live: opts.live,
    });
    await second.ready;
    return {
      app: second.app,
      db: other?.db ?? database.db,
      live: second.deps.live,
      /** This instance's job runner (run with `jobs.runDue()`; no timer in tests). */
      jobs: second.jobs,
      request: (path: string, init: RequestInit & { cookie?: string; json?: unknown; ip?: string } = {}) =>
        send(second.app, path, init),
      async close() {
        await second.close();
        await other?.close();
      },
    };
  }

  return {
    app,
    secondInstance,
    db: database.db,
    config,
    /** This instance's live events hub (open streams, pruning). */
    live: created.deps.live,
    /** This instance's job runner (run with `jobs.runDue()`; no timer in tests). */
    jobs: created.jobs,
    request,
    signUp,
    lastMailTo,
    async close() {
      await created.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
      if (clientDir) rmSync(clientDir, { recursive: true, force: true });
    },
  };
}

/**
 * A request as a browser would send it. Each call comes from its own client address unless `ip`
 * is given, so rate limits apply only where a test means them to.
 */
async function send(
  app: { request: (url: string, init: RequestInit) => Response | Promise<Response> },
  url: string,
  init: RequestInit & { cookie?: string; json?: unknown; ip?: string } = {},
) {
  const headers = new Headers(init.headers);
  headers.set("origin", BASE_URL);
  headers.set("x-forwarded-for", init.ip ?? randomIp());
  if (init.cookie) headers.set("cookie", init.cookie);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(init.json);
  }
  return app.request(url, { ...init, headers, body });
}

function randomIp() {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The cookie header a browser would send back after this response. */
export function cookieOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !c!.endsWith("="))
    .join("; ");
}

export async function openTestDatabase(
  opts: {
    logger?: Logger;
    /** Start from a copy of a migrated database where that is cheaper (PGlite): see migratedPglite. */
    migrated?: boolean;
  } = {},
): Promise<{
  database: Database;
  drop: () => Promise<void>;
  /** The PostgreSQL database of this test app; undefined on PGlite. */
  url?: string;
}> {
  const url = process.env.BLOOM_TEST_DB === "postgres" ? process.env.DATABASE_URL : undefined;
  if (!url) {
    const database = opts.migrated
      ? pgliteDatabase(await PGlite.create("memory://", { loadDataDir: await migrated() }), opts.logger)
      : await openDatabase({ logger: opts.logger });
    return { database, drop: async () => {} };
  }
  const name = `bloom_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    database: await openDatabase({ databaseUrl: own.toString(), logger: opts.logger }),
    drop: async () => {
      const again = new pg.Client({ connectionString: url });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

const MIGRATIONS = path.resolve(import.meta.dirname, "../../drizzle");

/** The dump, read once per worker: the integration files of a worker share this module. */
let template: Promise<Blob> | undefined;
const migrated = () => {
  template ??= migratedPglite();
  return template;
};

/**
 * A dump of an in-memory PGlite that has run every committed migration, kept in the temporary
 * directory under a name made of the migrations' and PGlite's contents, so a changed migration
 * makes a new one. A new PGlite runs initdb (about two seconds here) and then the migrations; loading
 * this dump takes a fraction of that, and every integration file on PGlite starts from one.
 */
async function migratedPglite(): Promise<Blob> {
  const hash = createHash("sha256");
  const files = readdirSync(MIGRATIONS, { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile())
    .map((f) => path.join(f.parentPath, f.name))
    .sort();
  for (const file of files) hash.update(file.slice(MIGRATIONS.length)).update(readFileSync(file));
  hash.update(readFileSync(path.resolve(MIGRATIONS, "../node_modules/@electric-sql/pglite/package.json")));
  const file = path.join(tmpdir(), `bloom-test-pglite-${hash.digest("hex").slice(0, 16)}.tar`);
  if (existsSync(file)) return new Blob([new Uint8Array(readFileSync(file))]);
  const client = await PGlite.create("memory://");
  await pgliteDatabase(client).migrate();
  const dump = await client.dumpDataDir("none");
  await client.close();
  // Written aside and renamed: another worker making the same dump at once never reads half of one.
  // A disk too full for it (43 MB) only costs the next file the same work again.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  try {
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    renameSync(partial, file);
  } catch {
    rmSync(partial, { force: true });
  }
  return dump;
}
