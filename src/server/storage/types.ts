/** Private object storage: local disk by default, any S3-compatible service when configured. */
export interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
}

export interface ObjectStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when there is none under this key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (e.g. all of one user's files). */
  deletePrefix(prefix: string): Promise<void>;
}

export class InvalidKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
    this.name = "InvalidKeyError";
  }
}

const KEY_CHARS = /^[A-Za-z0-9/_.-]+$/;

/**
 * Keys are relative, slash-separated paths of [A-Za-z0-9/_.-] only: no "..", no ".", no empty
 * segment, no leading slash. The same rule holds for every backend, so a key valid on disk is valid
 * in S3 and nothing can escape its root.
 */
export function assertValidKey(key: string, opts: { prefix?: boolean } = {}): void {
  if (typeof key !== "string" || key.length === 0 || key.length > 512 || !KEY_CHARS.test(key)) {
    throw new InvalidKeyError(key);
  }
  const segments = key.split("/");
  // A prefix may end with "/" (its last segment is then empty); a key may not.
  const checked = opts.prefix && key.endsWith("/") ? segments.slice(0, -1) : segments;
  if (checked.length === 0) throw new InvalidKeyError(key);
  for (const s of checked) {
    if (s === "" || s === "." || s === "..") throw new InvalidKeyError(key);
  }
}
