import { createRequire } from "node:module";

// Password rules follow NIST SP 800-63B: length matters, composition rules do not, and passwords
// found in breach corpora are refused. The list ships with zxcvbn-ts (about 49,000 entries).
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  // Loaded on the first password check, not at start-up (the list takes ~0.2 s to unpack).
  common ??= new Set(
    (
      createRequire(import.meta.url)("@zxcvbn-ts/language-common") as {
        dictionary: Record<string, string[]>;
      }
    ).dictionary["passwords-common"]!.map((p) => p.toLowerCase()),
  );
  return common.has(password.toLowerCase());
}
