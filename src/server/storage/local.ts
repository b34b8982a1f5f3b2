import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertValidKey, type ObjectStorage, type StoredObject } from "./types";

/** Sidecar holding the content type; objects and sidecars never collide since keys cannot end so. */
const META_SUFFIX = ".__meta";

/**
 * Objects as files under `root` (default `${DATA_DIR}/files`), written atomically (temp file +
 * rename) with mode 0600. Keys are validated before any path is built, and the resolved path is
 * checked to stay inside the root as a second guard.
 */
export class LocalDiskStorage implements ObjectStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathOf(key: string, opts: { prefix?: boolean } = {}): string {
    assertValidKey(key, opts);
    if (key.endsWith(META_SUFFIX)) throw new Error("Invalid storage key");
    const full = path.resolve(this.root, key);
    if (full !== this.root && !full.startsWith(this.root + path.sep)) throw new Error("Invalid storage key");
    return full;
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(tmp, bytes, { mode: 0o600 });
    await writeFile(file + META_SUFFIX, JSON.stringify({ contentType }), { mode: 0o600 });
    await rename(tmp, file);
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.pathOf(key);
    try {
      const bytes = await readFile(file);
      let contentType = "application/octet-stream";
      try {
        contentType = JSON.parse(await readFile(file + META_SUFFIX, "utf8")).contentType ?? contentType;
      } catch {
        // no sidecar: keep the generic type
      }
      return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    await rm(file, { force: true });
    await rm(file + META_SUFFIX, { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    const base = this.pathOf(prefix, { prefix: true });
    if (prefix.endsWith("/")) {
      await rm(base, { recursive: true, force: true });
      return;
    }
    // "u1/food/17" removes "u1/food/17*" files and folders in "u1/food".
    const dir = path.dirname(base);
    const stem = path.basename(base);
    let names: string[];
    try {
      names = await readdir(dir);
    } catch (err) {
      if (isNotFound(err)) return;
      throw err;
    }
    await Promise.all(
      names
        .filter((n) => n.startsWith(stem))
        .map((n) => rm(path.join(dir, n), { recursive: true, force: true })),
    );
  }
}

function isNotFound(err: unknown): boolean {
  const code = (err as { code?: string }).code;
  return code === "ENOENT" || code === "ENOTDIR";
}
