import type { ObjectStorage } from "../storage";
import type { Db } from "./client";

/** A database transaction: the same query API as `Db`, committed or rolled back as one. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A file to store before the rows that point at it. */
export interface NewFile {
  key: string;
  bytes: Uint8Array;
  contentType: string;
}

/** Files to remove once the transaction has committed: the rows that pointed at them are gone. */
export interface AfterCommit {
  removeFile(key: string): void;
  /** Everything under a key prefix, e.g. `${userId}/` when an account is deleted. */
  removeFolder(prefix: string): void;
}

/**
 * The one way Bloom writes more than one row, or rows and files (docs/decisions/004-atomic-writes.md):
 *
 * 1. `files` are stored first, so a row never points at a file that is not there;
 * 2. `work` runs in one database transaction: every row it writes is committed, or none;
 * 3. if storing a file or the transaction fails, the files already stored are removed again and
 *    the error is rethrown: nothing is half-saved;
 * 4. after the commit, the files `work` marked with `afterCommit` are removed. Removing them before
 *    the commit could lose a photo whose row then stays; after it, a failure leaves at worst a
 *    private file without a row, which is logged.
 *
 * Keep slow work (decoding, re-encoding, network calls) out of `work`: the transaction holds its
 * connection, and on PGlite the whole database, until it ends.
 */
export async function writeAtomically<T>(
  deps: { db: Db; storage: ObjectStorage; files?: readonly NewFile[] },
  work: (tx: Tx, afterCommit: AfterCommit) => Promise<T>,
): Promise<T> {
  const { db, storage, files = [] } = deps;
  const stored: string[] = [];
  const removals: { key: string; folder: boolean }[] = [];
  let result: T;
  try {
    for (const file of files) {
      await storage.put(file.key, file.bytes, file.contentType);
      stored.push(file.key);
    }
    result = await db.transaction((tx) =>
      work(tx, {
        removeFile: (key) => removals.push({ key, folder: false }),
        removeFolder: (key) => removals.push({ key, folder: true }),
      }),
    );
  } catch (err) {
    await Promise.all(stored.map((key) => storage.delete(key).catch((e) => logLeftover(key, e))));
    throw err;
  }
  await Promise.all(
    removals.map(({ key, folder }) =>
      (folder ? storage.deletePrefix(key) : storage.delete(key)).catch((e) => logLeftover(key, e)),
    ),
  );
  return result;
}

function logLeftover(key: string, err: unknown) {
  console.error(`storage: could not remove ${key}: ${err instanceof Error ? err.message : String(err)}`);
}
