// Reminders (issue 21): Web Push to a loopback push service (decrypted here per RFC 8291), email
// with one-click unsubscribe, daylight-saving changes, two instances, and a 410 from the service.
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reminderDueOn } from "../../src/shared/reminders";
import { createTestApp, type TestApp } from "../support/test-app";

let clock = new Date("2026-11-18T01:00:00.000Z");
let t: TestApp;

/** A push service on loopback: it keeps what it receives; endpoints under /gone/ answer 410. */
const received: { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer }[] = [];
let service: Server;
let serviceUrl = "";

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  service = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(req.url?.startsWith("/gone/") ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => service.close(resolve));
  await t.close();
});

/** A browser's subscription: its ECDH key pair and auth secret, as PushManager makes them. */
function browserSubscription(path: string) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    json: {
      endpoint: `${serviceUrl}${path}`,
      keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
    },
    /** Decrypts an aes128gcm message (RFC 8188 framing, RFC 8291 keys) as the browser would. */
    decrypt(body: Buffer): unknown {
      const salt = body.subarray(0, 16);
      const idLength = body[20]!;
      const senderKey = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(senderKey);
      const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), ecdh.getPublicKey(), senderKey]);
      const ikm = Buffer.from(hkdfSync("sha256", shared, auth, keyInfo, 32));
      const cek = Buffer.from(
        hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16),
      );
      const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
      const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
      const padded = Buffer.concat([
        decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 0x02, then any padding zeros.
      const end = padded.lastIndexOf(2);
      return JSON.parse(padded.subarray(0, end).toString("utf8"));
    },
  };
}

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

async function withReminder(
  cookie: string,
  reminder: { kind: string; time: string },
  prefs: Partial<{
    timeZone: string;
    detailed: boolean;
    quietStart: string | null;
    quietEnd: string | null;
  }> = {},
) {
  const res = await t.request("/api/reminders", {
    method: "PUT",
    cookie,
    json: {
      timeZone: "America/New_York",
      quietStart: null,
      quietEnd: null,
      detailed: false,
      emailOff: false,
      ...prefs,
      reminders: [{ ...reminder, enabled: true, days: EVERY_DAY }],
    },
  });
  expect(res.status).toBe(200);
}

const pushesTo = (path: string) => received.filter((r) => r.path === path);
const mailsTo = async (email: string) =>
  (await t.db.query.outbox.findMany()).filter(
    (m) => m.to === email && JSON.stringify(m.headers ?? {}).includes("/api/reminders/unsubscribe"),
  );

describe("reminders", () => {
  it("sends a discreet Web Push at her local time, once, that her browser can decrypt", async () => {
    const mum = await t.signUp();
    await withReminder(mum.cookie, { kind: "evening-mood", time: "20:00" });
    const sub = browserSubscription("/push/ana");
    expect(
      (await t.request("/api/reminders/push", { method: "POST", cookie: mum.cookie, json: sub.json })).status,
    ).toBe(201);

    clock = new Date("2026-11-19T00:59:00.000Z"); // 19:59 in New York
    await t.jobs.runDue();
    expect(pushesTo("/push/ana")).toHaveLength(0);
    clock = new Date("2026-11-19T01:00:00.000Z"); // 20:00
    await t.jobs.runDue();
    clock = new Date("2026-11-19T01:05:00.000Z");
    await t.jobs.runDue();
    const pushes = pushesTo("/push/ana");
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.headers["content-encoding"]).toBe("aes128gcm");
    expect(String(pushes[0]!.headers.authorization)).toMatch(/^vapid t=.+, k=.+/);
    // Nothing about her health on the lock screen unless she asked for it.
    expect(sub.decrypt(pushes[0]!.body)).toEqual({
      title: "Bloom",
      body: "Time for your check-in",
      url: "/wellness",
      tag: "bloom-evening-mood",
    });
    expect(await mailsTo(mum.email)).toHaveLength(0);
  });

  it("emails her when she has no push subscription, with a one-click unsubscribe that needs no sign-in", async () => {
    const mum = await t.signUp();
    await withReminder(mum.cookie, { kind: "hydration", time: "15:00" }, { detailed: true });
    clock = new Date("2026-11-19T20:00:00.000Z"); // 15:00 in New York
    await t.jobs.runDue();
    const [mail] = await mailsTo(mum.email);
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe("Bloom: Hydration");
    const headers = mail!.headers as Record<string, string>;
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const link = headers["List-Unsubscribe"]!.slice(1, -1);
    expect(mail!.text).toContain(link);
    // The link opens a page with one button: its style and its form allowed, nothing else.
    const url = new URL(link);
    const page = await t.request(url.pathname + url.search);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post" action="/api/reminders/unsubscribe?token=');
    const policy = page.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("style-src 'unsafe-inline'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    // RFC 8058: her mail app POSTs to the link, with no cookie.
    expect((await t.request(url.pathname + url.search, { method: "POST" })).status).toBe(200);
    clock = new Date("2026-11-20T20:00:00.000Z"); // the next day
    await t.jobs.runDue();
    expect(await mailsTo(mum.email)).toHaveLength(1);
    const after = await (await t.request("/api/reminders", { cookie: mum.cookie })).json();
    expect(after.preferences.emailOff).toBe(true);
  });

  it("removes a subscription the push service calls gone (410) and emails that reminder instead", async () => {
    const mum = await t.signUp();
    await withReminder(mum.cookie, { kind: "weekly-checkin", time: "09:00" });
    await t.request("/api/reminders/push", {
      method: "POST",
      cookie: mum.cookie,
      json: browserSubscription("/gone/bea").json,
    });
    clock = new Date("2026-11-21T14:00:00.000Z"); // 09:00 in New York
    await t.jobs.runDue();
    expect(pushesTo("/gone/bea")).toHaveLength(1);
    const view = await (await t.request("/api/reminders", { cookie: mum.cookie })).json();
    expect(view.push.subscriptions).toBe(0);
    expect(await mailsTo(mum.email)).toHaveLength(1);
  });

  it("sends each reminder once with two app instances ticking at the same moment", async () => {
    const mum = await t.signUp();
    await withReminder(mum.cookie, { kind: "course-day", time: "12:00" });
    await t.request("/api/reminders/push", {
      method: "POST",
      cookie: mum.cookie,
      json: browserSubscription("/push/cleo").json,
    });
    const second = await t.secondInstance();
    try {
      clock = new Date("2026-11-22T17:00:00.000Z"); // 12:00 in New York
      await Promise.all([t.jobs.runDue(), second.jobs.runDue(), t.jobs.runDue(), second.jobs.runDue()]);
      clock = new Date("2026-11-22T17:01:00.000Z");
      await Promise.all([t.jobs.runDue(), second.jobs.runDue()]);
    } finally {
      await second.close();
    }
    expect(pushesTo("/push/cleo")).toHaveLength(1);
  });

  it("neither skips nor doubles a reminder when the clocks change", async () => {
    // Autumn: 01:30 happens twice in New York on 1 November 2026.
    const autumn = await t.signUp();
    await withReminder(autumn.cookie, { kind: "morning-temperature", time: "01:30" }, {});
    await t.request("/api/reminders/push", {
      method: "POST",
      cookie: autumn.cookie,
      json: browserSubscription("/push/autumn").json,
    });
    for (const at of [
      "2026-11-01T05:30:00Z",
      "2026-11-01T06:00:00Z",
      "2026-11-01T06:30:00Z",
      "2026-11-01T06:45:00Z",
    ]) {
      clock = new Date(at);
      await t.jobs.runDue();
    }
    expect(pushesTo("/push/autumn")).toHaveLength(1);
    // Spring: 02:30 never happens in New York on 14 March 2027; the reminder comes at 03:00.
    const spring = await t.signUp();
    await withReminder(spring.cookie, { kind: "morning-temperature", time: "02:30" }, {});
    await t.request("/api/reminders/push", {
      method: "POST",
      cookie: spring.cookie,
      json: browserSubscription("/push/spring").json,
    });
    clock = new Date("2027-03-14T06:59:00Z"); // 01:59 EST
    await t.jobs.runDue();
    expect(pushesTo("/push/spring")).toHaveLength(0);
    clock = new Date("2027-03-14T07:00:00Z"); // 03:00 EDT
    await t.jobs.runDue();
    expect(pushesTo("/push/spring")).toHaveLength(1);
  });

  it("is due exactly once on every local day, minute by minute through both changes", () => {
    const prefs = { timeZone: "Europe/London", quietStart: null, quietEnd: null };
    for (const [from, time] of [
      ["2027-03-27T00:00:00Z", "01:30"], // spring: 01:00 → 02:00 on 28 March
      ["2026-10-24T00:00:00Z", "01:30"], // autumn: 02:00 → 01:00 on 25 October
    ] as const) {
      const days = new Map<string, number>();
      const start = Date.parse(from);
      for (let m = 0; m < 3 * 24 * 60; m++) {
        const due = reminderDueOn({ time, days: EVERY_DAY }, prefs, new Date(start + m * 60_000));
        // The delivery key is (her, the reminder, the local date): the first minute due makes it.
        if (due && !days.has(due)) days.set(due, m);
      }
      expect([...days.keys()]).toHaveLength(3);
    }
  });

  it("keeps quiet hours", () => {
    const due = reminderDueOn(
      { time: "22:30", days: EVERY_DAY },
      { timeZone: "UTC", quietStart: "22:00", quietEnd: "07:00" },
      new Date("2026-11-18T22:30:00Z"),
    );
    expect(due).toBeNull();
  });

  it("keeps each mother's reminders and subscriptions her own", async () => {
    const ana = await t.signUp();
    const bea = await t.signUp();
    await withReminder(ana.cookie, { kind: "hydration", time: "10:00" });
    const sub = browserSubscription("/push/own");
    await t.request("/api/reminders/push", { method: "POST", cookie: ana.cookie, json: sub.json });
    const beas = await (await t.request("/api/reminders", { cookie: bea.cookie })).json();
    expect(beas.reminders.every((r: { enabled: boolean }) => !r.enabled)).toBe(true);
    expect(beas.push.subscriptions).toBe(0);
    // Bea cannot remove Ana's subscription.
    await t.request("/api/reminders/push", {
      method: "DELETE",
      cookie: bea.cookie,
      json: { endpoint: sub.json.endpoint },
    });
    expect(
      (await (await t.request("/api/reminders", { cookie: ana.cookie })).json()).push.subscriptions,
    ).toBe(1);
    expect((await t.request("/api/reminders")).status).toBe(401);
    // Her export carries her reminders and where they go, and nothing of Bea's.
    const exported = await (await t.request("/api/account/export", { cookie: ana.cookie })).json();
    expect(exported.reminders.settings).toContainEqual({
      kind: "hydration",
      enabled: true,
      time: "10:00",
      days: EVERY_DAY,
    });
    expect(exported.reminders.pushSubscriptions).toHaveLength(1);
    const beasExport = await (await t.request("/api/account/export", { cookie: bea.cookie })).json();
    expect(beasExport.reminders).toEqual({
      settings: [],
      preferences: null,
      pushSubscriptions: [],
      sent: [],
    });
  });
});
