import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A built client as the server reads it (Vite's `index.html`, the page frames' `frames.json`, its
 * files under `assets/`...), written into a new temporary directory whose path is returned; the
 * caller removes it. A value that is not a string or bytes is written as JSON.
 */
export function writeBuiltClient(files: Record<string, string | Uint8Array | object>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "bloom-client-"));
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(
      file,
      typeof content === "string" || content instanceof Uint8Array ? content : JSON.stringify(content),
    );
  }
  return dir;
}
