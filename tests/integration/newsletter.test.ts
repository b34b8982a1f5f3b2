import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscribers, outbox, profiles, users } from "../../src/server/db/schema";
import { CONFIRM_LINK_DAYS, parseIssue, sendIssue } from "../../src/server/features/newsletter/service";
import { createMailer } from "../../src/server/mail/mailer";
import { AGE_REQUIRED_MESSAGE, TERMS_REQUIRED_MESSAGE } from "../../src/shared/accounts";
import { BASE_URL, createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let clock = new Date("2025-06-02T09:00:00Z");
const now = () => clock;
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

beforeAll(async () => {
  t = await createTestApp({ now });
});
afterAll(() => t.close());

const subscribe = (email: string) => t.request("/api/newsletter", { method: "POST", json: { email } });
const confirmWith = (token: string) =>
  t.request("/api/newsletter/confirm", { method: "POST", json: { token } });
const mailsTo = (email: string) => t.db.select().from(outbox).where(eq(outbox.to, email));
const row = async (email: string) =>
  (await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];

/** The token of the newest confirmation link mailed to this address. */
async function confirmToken(email: string): Promise<string> {
  const mail = await t.lastMailTo(email);
  const link = mail?.text.match(/http\S+\/newsletter\/confirm\?token=(\S+)/);
  if (!link) throw new Error(`no confirmation link in the mail to ${email}`);
  return decodeURIComponent(link[1]!);
}

const mailer = () => createMailer({ db: t.db, from: "Bloom <hello@bloom.test>", log: () => {} });
const send = (key: string, via = mailer()) =>
  sendIssue(
    { db: t.db, mailer: via, baseUrl: BASE_URL, now },
    parseIssue(key, "# Gentle June\n\nThree short walks for the week ahead.\n"),
  );

/** Subscribes and confirms an address; returns its unsubscribe token. */
async function confirmedSubscriber(email: string) {
  await subscribe(email);
  expect((await confirmWith(await confirmToken(email))).status).toBe(200);
  return (await row(email))!.unsubscribeToken!;
}

describe("the newsletter's double opt-in", () => {
  it("mails a confirmation link and sends her nothing else until she opens it", async () => {
    const res = await subscribe("pending.mum@example.com");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: "pending.mum@example.com", confirmationSent: true });
    const [mail] = await mailsTo("pending.mum@example.com");
    expect(mail!.subject).toBe("Welcome to the Bloom newsletter: please confirm your address");
    expect(mail!.text).toContain(`${BASE_URL}/newsletter/confirm?token=`);
    expect(mail!.text).toContain("Until you confirm, we send nothing else to this address.");
    expect(mail!.text).not.toMatch(/replying/i);
    expect((await row("pending.mum@example.com"))!.confirmedAt).toBeNull();

    await send("2025-06-pending");
    expect(await mailsTo("pending.mum@example.com")).toHaveLength(1);
  });

  it("confirms the address once: the link is single-use and keeps no token behind", async () => {
    await subscribe("confirm.mum@example.com");
    const token = await confirmToken("confirm.mum@example.com");
    const first = await confirmWith(token);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ subscribed: true, email: "confirm.mum@example.com" });
    const stored = await row("confirm.mum@example.com");
    expect(stored!.confirmedAt?.toISOString()).toBe(clock.toISOString());
    expect(stored!.confirmTokenHash).toBeNull();

    const again = await confirmWith(token);
    expect(again.status).toBe(400);
    expect((await again.json()).error.code).toBe("link_invalid");
    expect((await confirmWith("not-a-token-of-ours-at-all")).status).toBe(400);
  });

  it("refuses a confirmation link past its days", async () => {
    await subscribe("late.mum@example.com");
    const token = await confirmToken("late.mum@example.com");
    later(CONFIRM_LINK_DAYS * DAY + MINUTE);
    expect((await confirmWith(token)).status).toBe(400);
    expect((await row("late.mum@example.com"))!.confirmedAt).toBeNull();
  });

  it("answers a repeat alike, mailing a waiting address again only after 10 minutes and never a confirmed one", async () => {
    await subscribe("repeat.mum@example.com");
    const firstToken = await confirmToken("repeat.mum@example.com");
    expect((await subscribe("repeat.mum@example.com")).status).toBe(200);
    expect(await mailsTo("repeat.mum@example.com")).toHaveLength(1);
    later(11 * MINUTE);
    await subscribe("repeat.mum@example.com");
    expect(await mailsTo("repeat.mum@example.com")).toHaveLength(2);
    // Only the newest link works.
    expect((await confirmWith(firstToken)).status).toBe(400);
    expect((await confirmWith(await confirmToken("repeat.mum@example.com"))).status).toBe(200);
    later(11 * MINUTE);
    const confirmed = await subscribe("repeat.mum@example.com");
    expect(await confirmed.json()).toEqual({ email: "repeat.mum@example.com", confirmationSent: true });
    expect(await mailsTo("repeat.mum@example.com")).toHaveLength(2);
  });
});

describe("a newsletter issue", () => {
  it("goes to confirmed subscribers only, with her unsubscribe link and the RFC 8058 headers, once", async () => {
    const token = await confirmedSubscriber("issue.mum@example.com");
    await subscribe("issue.waiting@example.com");
    const first = await send("2025-06-gentle-june");
    expect(first.sent).toBeGreaterThanOrEqual(1);
    const issue = (await mailsTo("issue.mum@example.com")).find((m) => m.subject === "Gentle June")!;
    expect(issue.text).toContain("Three short walks for the week ahead.");
    expect(issue.text).toContain(
      `Unsubscribe in one click: ${BASE_URL}/newsletter/unsubscribe?token=${token}`,
    );
    expect(issue.headers).toEqual({
      "List-Unsubscribe": `<${BASE_URL}/api/newsletter/unsubscribe?token=${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect((await mailsTo("issue.waiting@example.com")).some((m) => m.subject === "Gentle June")).toBe(false);

    // Sent again (a send that stopped half way): no one gets it twice.
    const second = await send("2025-06-gentle-june");
    expect(second.sent).toBe(0);
    expect(second.skipped).toBe(first.sent + first.skipped);
    expect((await mailsTo("issue.mum@example.com")).filter((m) => m.subject === "Gentle June")).toHaveLength(
      1,
    );
  });

  it("unsubscribes her in one click: a POST with no cookie and no Origin of ours, then nothing more", async () => {
    const token = await confirmedSubscriber("oneclick.mum@example.com");
    await send("2025-07-before");
    // What a mail app sends for RFC 8058: a form body, its own origin, no cookie.
    const res = await t.app.request(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example.net" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ unsubscribed: true, email: "oneclick.mum@example.com" });
    expect(await row("oneclick.mum@example.com")).toBeUndefined();
    await send("2025-07-after");
    const subjects = (await mailsTo("oneclick.mum@example.com")).map((m) => m.subject);
    expect(subjects.filter((s) => s === "Gentle June")).toHaveLength(1);

    // Clicked twice, or by the page after the mail app: still a plain yes.
    const again = await t.request(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: "POST",
    });
    expect(await again.json()).toEqual({ unsubscribed: true, email: null });
  });

  it("opens the unsubscribe page when the header's address is opened in a browser", async () => {
    const res = await t.request("/api/newsletter/unsubscribe?token=abcdefghijklmnopqrstuvwxyz");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/newsletter/unsubscribe?token=abcdefghijklmnopqrstuvwxyz");
    const missing = await t.request("/api/newsletter/unsubscribe", { method: "POST" });
    expect(missing.status).toBe(400);
  });

  it("travels through SMTP with both headers when SMTP_URL is set", async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        let raw = "";
        stream.on("data", (chunk) => {
          raw += chunk.toString();
        });
        stream.on("end", () => {
          received.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    try {
      const port = (smtp.server.address() as AddressInfo).port;
      const token = await confirmedSubscriber("smtp.news@example.com");
      const viaSmtp = createMailer({
        db: t.db,
        from: "Bloom <hello@bloom.test>",
        smtpUrl: `smtp://127.0.0.1:${port}`,
      });
      await send("2025-08-smtp", viaSmtp);
      const raw = received.find((r) => r.includes("smtp.news@example.com"))!;
      const unfolded = raw.replace(/\r?\n[ \t]+/g, " ");
      expect(unfolded).toContain(`List-Unsubscribe: <${BASE_URL}/api/newsletter/unsubscribe?token=${token}>`);
      expect(unfolded).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
      expect(unfolded).toContain("Subject: Gentle June");
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });

  it("reads its subject from the first heading and refuses a file without one", () => {
    expect(parseIssue("k", "# Hello\n\nBody")).toEqual({ key: "k", subject: "Hello", text: "Body" });
    expect(() => parseIssue("k", "No heading here")).toThrow(/heading/);
    expect(() => parseIssue("k", "# Only a subject\n")).toThrow(/no text/);
  });
});

describe("sign-up's agreements", () => {
  const signUp = (extra: Record<string, unknown>) =>
    t.request("/api/auth/sign-up/email", {
      method: "POST",
      json: {
        name: "Nora",
        email: `nora-${Math.random().toString(36).slice(2)}@example.com`,
        password: "tulips-in-april-9",
        ...extra,
      },
    });

  it.each([
    ["without accepting the terms and privacy policy", { age_confirmed: true }, TERMS_REQUIRED_MESSAGE],
    [
      "with the terms accepted as a word",
      { terms_accepted: "yes", age_confirmed: true },
      TERMS_REQUIRED_MESSAGE,
    ],
    ["without confirming she is 18 or older", { terms_accepted: true }, AGE_REQUIRED_MESSAGE],
    ["with 18 or older declined", { terms_accepted: true, age_confirmed: false }, AGE_REQUIRED_MESSAGE],
  ])("refuses a sign-up %s with a 400 that says why, and makes no account", async (_, extra, message) => {
    const before = (await t.db.select({ id: users.id }).from(users)).length;
    const res = await signUp(extra);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
    expect((await t.db.select({ id: users.id }).from(users)).length).toBe(before);
  });

  it("keeps when she accepted the terms and confirmed her age, and shows it in her profile", async () => {
    const { cookie } = await t.signUp({ name: "Ines" });
    const profile = await (await t.request("/api/profile", { cookie })).json();
    expect(profile.terms_accepted_at).toBe(clock.toISOString());
    expect(profile.age_confirmed_at).toBe(clock.toISOString());
    const [stored] = await t.db.select().from(profiles).where(eq(profiles.userId, profile.user_id));
    expect(stored!.termsAcceptedAt).toEqual(clock);
  });
});
