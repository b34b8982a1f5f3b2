import { dictionary } from "@zxcvbn-ts/language-common";

// Password rules follow NIST SP 800-63B: length matters, composition rules do not, and passwords
// found in breach corpora are refused. The list ships with zxcvbn-ts (about 49,000 entries).
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}
