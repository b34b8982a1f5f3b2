import { createHash } from "node:crypto";
import { and, eq, gte, lt } from "drizzle-orm";
import type { Context } from "hono";
import type { Db } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import { type AfterCommit, type NewFile, type Tx, writeAtomically } from "../db/transaction";
import type { AppEnv } from "./context";
import { ApiError } from "./errors";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
/** Set on an answer that repeats the first one instead of creating anything. */
export const REPLAYED_HEADER = "Idempotent-Replayed";
/** How long a key is remembered. Retries come within seconds or minutes; a day is generous. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

const KEY = /^[\x21-\x7e]{1,255}$/;

class KeyTaken extends Error {}

/**
 * Creates something at most once per `Idempotency-Key`, so a retry (a lost answer, a double tap)
 * cannot save it twice. Keys belong to the signed-in user and are kept for a day.
 *
 * - No key, or a malformed one: 400 `idempotency_key_required`.
 * - A key this user already sent for the same request: nothing is written; the first answer's body
 *   is returned again (with `Idempotent-Replayed: true`).
 * - The same key with a different request: 422 `idempotency_key_reused`.
 * - Otherwise `files()` are stored and `create` runs in one transaction (see `writeAtomically`);
 *   the key and the answer are saved in that same transaction, so either both the things and the
 *   key exist, or neither. Two requests racing with one key: the second waits for the first's
 *   commit, then answers with its result.
 *
 * `input` is the validated request; a fingerprint of it tells a retry from a reused key.
 * The caller answers `c.json(body, 201)` either way.
 */
export async function createOnce<T>(
  c: Context<AppEnv>,
  request: { scope: string; input: unknown; files?: () => Promise<NewFile[]> },
  create: (tx: Tx, afterCommit: AfterCommit) => Promise<T>,
): Promise<T> {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (!key || !KEY.test(key)) {
    throw new ApiError(
      400,
      "idempotency_key_required",
      `Send an ${IDEMPOTENCY_HEADER} header (1 to 255 visible characters, e.g. a random UUID) so a retry cannot save this twice.`,
    );
  }
  const db = c.get("db");
  const userId = c.get("user").id;
  const now = c.get("now")();
  const fingerprint = createHash("sha256")
    .update(JSON.stringify([request.scope, request.input]))
    .digest("hex");
  const claim = { userId, key, scope: request.scope, fingerprint, now };

  const earlier = await firstAnswer(db, claim);
  if (earlier) return replay<T>(c, earlier);
  try {
    const files = request.files ? await request.files() : [];
    return await writeAtomically({ db, storage: c.get("storage"), files }, async (tx, afterCommit) => {
      const body = await create(tx, afterCommit);
      await tx
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), lt(idempotencyKeys.createdAt, expiry(now))));
      const saved = await tx
        .insert(idempotencyKeys)
        .values({ userId, key, scope: request.scope, fingerprint, body, createdAt: now })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      // Another request with this key committed first: undo ours and answer with theirs.
      if (saved.length === 0) throw new KeyTaken();
      return body;
    });
  } catch (err) {
    if (!(err instanceof KeyTaken)) throw err;
    const theirs = await firstAnswer(db, claim);
    if (!theirs) throw err;
    return replay<T>(c, theirs);
  }
}

const expiry = (now: Date) => new Date(now.getTime() - IDEMPOTENCY_TTL_MS);

async function firstAnswer(
  db: Db,
  claim: { userId: string; key: string; scope: string; fingerprint: string; now: Date },
) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, claim.userId),
        eq(idempotencyKeys.key, claim.key),
        gte(idempotencyKeys.createdAt, expiry(claim.now)),
      ),
    );
  if (row && (row.scope !== claim.scope || row.fingerprint !== claim.fingerprint)) {
    throw new ApiError(
      422,
      "idempotency_key_reused",
      `This ${IDEMPOTENCY_HEADER} was already used for a different request. Use a new key for a new request.`,
    );
  }
  return row;
}

function replay<T>(c: Context<AppEnv>, row: { body: unknown }): T {
  c.header(REPLAYED_HEADER, "true");
  return row.body as T;
}

/**
 * `createOnce` when the request carries an `Idempotency-Key`, else the same write in one plain
 * transaction. The offline queue (src/client/lib/offline) sends a key with every write it
 * replays, so a write retried after a dropped connection is stored once; the forms' ordinary
 * writes, sent once while she watches, may leave it out.
 */
export async function createOnceIfKeyed<T>(
  c: Context<AppEnv>,
  request: { scope: string; input: unknown; files?: () => Promise<NewFile[]> },
  create: (tx: Tx, afterCommit: AfterCommit) => Promise<T>,
): Promise<T> {
  if (c.req.header(IDEMPOTENCY_HEADER) !== undefined) return createOnce(c, request, create);
  const files = request.files ? await request.files() : [];
  return writeAtomically({ db: c.get("db"), storage: c.get("storage"), files }, create);
}
