import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "../../config";

let webpushModule: Promise<typeof import("web-push")> | undefined;
/** web-push (and its crypto libraries), loaded when first needed: most starts send no push. */
const webpush = () => (webpushModule ??= import("web-push").then((m) => m.default));

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * Web Push's VAPID key pair: from the environment (several instances must share one), else
 * generated once into DATA_DIR/vapid-keys.json, like the auth secret. A new pair would orphan every
 * subscription, so the file is kept.
 */
export async function vapidKeys(config: Pick<Config, "dataDir" | "vapidKeys">): Promise<VapidKeys> {
  if (config.vapidKeys) return config.vapidKeys;
  const file = path.join(config.dataDir, "vapid-keys.json");
  try {
    return JSON.parse(readFileSync(file, "utf8")) as VapidKeys;
  } catch {
    const keys = (await webpush()).generateVAPIDKeys();
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
    return keys;
  }
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a push service said: delivered, gone for good (404/410: remove it), or failed for now. */
export type PushOutcome = "sent" | "gone" | "failed";

/** Sends one encrypted message (RFC 8291, aes128gcm) to a subscription, signed with VAPID. */
export async function sendPush(
  target: PushTarget,
  payload: unknown,
  opts: { keys: VapidKeys; subject: string },
): Promise<PushOutcome> {
  // web-push encrypts and signs; the request is sent with fetch, which speaks http to a loopback
  // push service in the tests as well as https to the browsers' real ones.
  const details = (await webpush()).generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: {
        subject: opts.subject,
        publicKey: opts.keys.publicKey,
        privateKey: opts.keys.privateKey,
      },
      contentEncoding: "aes128gcm",
      // A reminder is worth nothing a day late.
      TTL: 6 * 60 * 60,
      urgency: "normal",
    },
  );
  try {
    const res = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    await res.body?.cancel();
    if (res.ok) return "sent";
    return res.status === 404 || res.status === 410 ? "gone" : "failed";
  } catch {
    return "failed";
  }
}
