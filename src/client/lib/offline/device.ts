// What Bloom keeps on her phone between visits, and forgetting it. Small and free of IndexedDB
// code, because the session provider (on every page, `/` included) needs it.
import type { Profile, SubscriptionStatus } from "../../../shared/accounts";

/** The account the phone was last signed in to, so the app can open her pages without a signal. */
export interface RememberedAccount {
  user: { id: string; email: string; name: string; emailVerified: boolean; createdAt?: string };
  profile: Profile | null;
  subscription: SubscriptionStatus | null;
}

const ACCOUNT_KEY = "bloom-offline-account";

/** Her queue and last-synced reads live in a database of her own (one per account on the phone). */
export const offlineDatabaseName = (userId: string) => `bloom-offline-${userId}`;

export function rememberAccount(account: RememberedAccount): void {
  try {
    localStorage.setItem(ACCOUNT_KEY, JSON.stringify(account));
  } catch {
    // Private browsing or a full disk: she can still use Bloom online.
  }
}

export function rememberedAccount(): RememberedAccount | null {
  try {
    const raw = localStorage.getItem(ACCOUNT_KEY);
    return raw ? (JSON.parse(raw) as RememberedAccount) : null;
  } catch {
    return null;
  }
}

const forgetters = new Set<(userId: string) => void>();
/** Called when the phone forgets an account (the open store closes before it is deleted). */
export function onForget(fn: (userId: string) => void): () => void {
  forgetters.add(fn);
  return () => forgetters.delete(fn);
}

/**
 * Forgets everything this phone holds for the account: the remembered account, her queue and her
 * last-synced reads. At sign-out and account deletion; another member signing in on the same
 * phone then finds nothing of hers.
 */
export async function forgetDevice(userId: string | undefined): Promise<void> {
  const remembered = rememberedAccount();
  const id = userId ?? remembered?.user.id;
  try {
    // The remembered account and anything else kept under Bloom's offline prefix (a kick session
    // counted on the phone).
    for (const key of Object.keys(localStorage))
      if (key.startsWith("bloom-offline-")) localStorage.removeItem(key);
  } catch {}
  if (!id || typeof indexedDB === "undefined") return;
  for (const fn of forgetters) fn(id);
  await new Promise<void>((resolve) => {
    const req = indexedDB.deleteDatabase(offlineDatabaseName(id));
    req.onsuccess = req.onerror = req.onblocked = () => resolve();
  });
}
