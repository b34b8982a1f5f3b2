import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscribers, outbox } from "../../src/server/db/schema";
import { servedByNode } from "../support/served-by-node";
import { cookieOf, createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("sign-up", () => {
  it("creates the account, signs in, and makes the profile from the sign-up data", async () => {
    const { cookie, email } = await t.signUp({ name: "Ada Mum", motherhood_stage: "pregnant" });
    const res = await t.request("/api/profile", { cookie });
    expect(res.status).toBe(200);
    const profile = await res.json();
    expect(profile).toMatchObject({ display_name: "Ada Mum", motherhood_stage: "pregnant", bio: null });
    const mail = await t.lastMailTo(email);
    expect(mail?.subject).toBe("Confirm your email for Bloom");
    expect(mail?.text).toContain("/api/auth/verify-email?token=");
  });

  it("defaults the motherhood stage to none", async () => {
    const { cookie } = await t.signUp();
    const profile = await (await t.request("/api/profile", { cookie })).json();
    expect(profile.motherhood_stage).toBe("none");
  });

  it.each([
    ["a password shorter than 8 characters", { password: "short1!" }],
    ["a password longer than 128 characters", { password: "x".repeat(129) }],
    ["a common password", { password: "password123" }],
    ["an unknown motherhood stage", { motherhood_stage: "astronaut" }],
    ["the stage under another name than the profile's", { motherhoodStage: "pregnant" }],
    ["an empty name", { name: " " }],
    ["an invalid email", { email: "not-an-email" }],
  ])("refuses %s with a 4xx and a message", async (_, override) => {
    const res = await t.request("/api/auth/sign-up/email", {
      method: "POST",
      json: {
        name: "Mum",
        email: `x${Math.random()}@example.com`,
        password: "tulips-in-april-9",
        terms_accepted: true,
        age_confirmed: true,
        ...override,
      },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await res.json()).message).toBeTruthy();
  });

  it("accepts a long passphrase with no composition rules", async () => {
    await expect(t.signUp({ password: "the quiet garden grows slowly in the rain" })).resolves.toBeTruthy();
  });

  it("sets an HttpOnly, SameSite=Lax session cookie", async () => {
    await t.signUp({ email: "cookie-check@example.com", password: "lavender-fields-7" });
    const res = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: "cookie-check@example.com", password: "lavender-fields-7" },
    });
    const token = res.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="));
    expect(token).toMatch(/HttpOnly/i);
    expect(token).toMatch(/SameSite=Lax/i);
  });

  it("answers a registered address exactly as a new one, and mails the owner instead", async () => {
    const owner = await t.signUp({ name: "Maya" });
    const signUp = (email: string) =>
      t.request("/api/auth/sign-up/email", {
        method: "POST",
        json: {
          name: "Someone",
          email,
          password: "curious-neighbour-31",
          motherhood_stage: "pregnant",
          terms_accepted: true,
          age_confirmed: true,
        },
      });
    const fresh = await signUp(`new-${Math.random().toString(36).slice(2)}@example.com`);
    const taken = await signUp(owner.email);
    expect(taken.status).toBe(fresh.status);
    expect(taken.status).toBe(200);
    // No session either way, and the same body: a user with the address given, unverified, and a
    // fresh id (the registered account's id is never shown).
    expect(fresh.headers.getSetCookie()).toEqual([]);
    expect(taken.headers.getSetCookie()).toEqual([]);
    const shape = (body: { token: unknown; user: Record<string, unknown> }) => ({
      token: body.token,
      user: Object.fromEntries(
        Object.entries(body.user).map(([k, v]) => [k, k === "email" || k === "emailVerified" ? v : typeof v]),
      ),
    });
    const freshBody = await fresh.json();
    const takenBody = await taken.json();
    expect(Object.keys(takenBody.user).sort()).toEqual(Object.keys(freshBody.user).sort());
    expect(shape(takenBody)).toEqual({
      ...shape(freshBody),
      user: { ...shape(freshBody).user, email: owner.email },
    });
    const ownerId = (await (await t.request("/api/auth/get-session", { cookie: owner.cookie })).json()).user
      .id;
    expect(takenBody.user.id).not.toBe(ownerId);

    // The owner hears of it by mail, with the way in and the way back to her password.
    const mail = await t.lastMailTo(owner.email);
    expect(mail?.subject).toBe("Someone tried to sign up for Bloom with your address");
    expect(mail?.text).toContain("Hi Maya,");
    expect(mail?.text).toContain(`${t.config.baseUrl}/login`);
    expect(mail?.text).toContain(`${t.config.baseUrl}/forgot-password`);
    // Her account is untouched: her password still works, the stranger's does not.
    const signIn = (password: string) =>
      t.request("/api/auth/sign-in/email", { method: "POST", json: { email: owner.email, password } });
    expect((await signIn(owner.password)).status).toBe(200);
    expect((await signIn("curious-neighbour-31")).status).toBe(401);
    const profile = await (await t.request("/api/profile", { cookie: owner.cookie })).json();
    expect(profile).toMatchObject({ display_name: "Maya", motherhood_stage: "none" });
  });

  it("verifies the email from the link in the mail", async () => {
    const { email, cookie } = await t.signUp();
    const mail = await t.lastMailTo(email);
    const link = new URL(mail!.text.match(/http\S+verify-email\S+/)![0]);
    const res = await t.request(link.pathname + link.search);
    expect(res.status).toBeLessThan(400);
    const session = await (
      await t.request("/api/auth/get-session", { cookie: cookieOf(res) || cookie })
    ).json();
    expect(session.user.emailVerified).toBe(true);
  });
});

describe("sign-in and sign-out", () => {
  it("signs in with the right password and refuses the wrong one", async () => {
    const { email, password } = await t.signUp();
    const bad = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password: "wrong-password-1" },
    });
    expect(bad.status).toBe(401);
    const good = await t.request("/api/auth/sign-in/email", { method: "POST", json: { email, password } });
    expect(good.status).toBe(200);
    const cookie = cookieOf(good);
    expect((await t.request("/api/profile", { cookie })).status).toBe(200);
  });

  it("ends the session on sign-out", async () => {
    const { cookie } = await t.signUp();
    const out = await t.request("/api/auth/sign-out", { method: "POST", cookie });
    expect(out.status).toBe(200);
    const cleared = out.headers.getSetCookie().some((c) => /session_token=;/.test(c) || /Max-Age=0/i.test(c));
    expect(cleared).toBe(true);
  });
});

describe("changing the password", () => {
  const tokenOnly = (cookie: string) =>
    cookie.split("; ").find((c) => c.startsWith("better-auth.session_token="))!;

  it("needs the current password, then signs her other sessions out and keeps this one", async () => {
    const { email, password, cookie: here } = await t.signUp();
    const signIn = await t.request("/api/auth/sign-in/email", { method: "POST", json: { email, password } });
    const elsewhere = cookieOf(signIn);

    const wrong = await t.request("/api/auth/change-password", {
      method: "POST",
      cookie: here,
      json: {
        currentPassword: "not-my-password-9",
        newPassword: "sunlit-harbour-walks-3",
        revokeOtherSessions: true,
      },
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).code).toBe("INVALID_PASSWORD");

    const changed = await t.request("/api/auth/change-password", {
      method: "POST",
      cookie: here,
      json: { currentPassword: password, newPassword: "sunlit-harbour-walks-3", revokeOtherSessions: true },
    });
    expect(changed.status).toBe(200);
    const hereNow = cookieOf(changed) || here;
    expect((await t.request("/api/profile", { cookie: tokenOnly(hereNow) })).status).toBe(200);
    // The other session is gone from the database (its five-minute cache cookie aside, decision 002).
    expect((await t.request("/api/profile", { cookie: tokenOnly(elsewhere) })).status).toBe(401);

    const oldPassword = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password },
    });
    expect(oldPassword.status).toBe(401);
    const newPassword = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password: "sunlit-harbour-walks-3" },
    });
    expect(newPassword.status).toBe(200);
  });

  it("mails her that her password changed, with the way back if it was not her, and only when it did", async () => {
    const { email, password, cookie } = await t.signUp();
    const mailsTo = async () => (await t.db.select().from(outbox).where(eq(outbox.to, email))).length;
    const before = await mailsTo();
    const wrong = await t.request("/api/auth/change-password", {
      method: "POST",
      cookie,
      json: { currentPassword: "not-my-password-9", newPassword: "sunlit-harbour-walks-3" },
    });
    expect(wrong.status).toBe(400);
    expect(await mailsTo()).toBe(before);

    const changed = await t.request("/api/auth/change-password", {
      method: "POST",
      cookie,
      json: { currentPassword: password, newPassword: "sunlit-harbour-walks-3" },
    });
    expect(changed.status).toBe(200);
    expect(await mailsTo()).toBe(before + 1);
    const mail = await t.lastMailTo(email);
    expect(mail?.subject).toBe("Your Bloom password was changed");
    expect(mail?.text).toContain("If it was not you, choose a new password at once here");
    expect(mail?.text).toMatch(/http\S+\/forgot-password/);
    expect(mail?.text).not.toContain("sunlit-harbour-walks-3");
  });

  it("refuses a common password as the new one", async () => {
    const { password, cookie } = await t.signUp();
    const res = await t.request("/api/auth/change-password", {
      method: "POST",
      cookie,
      json: { currentPassword: password, newPassword: "password123", revokeOtherSessions: true },
    });
    expect(res.status).toBe(400);
  });

  it("is refused without a session", async () => {
    const res = await t.request("/api/auth/change-password", {
      method: "POST",
      json: { currentPassword: "whatever-it-was-1", newPassword: "sunlit-harbour-walks-3" },
    });
    expect(res.status).toBe(401);
  });
});

describe("the session cookies", () => {
  const parts = (cookie: string) =>
    Object.fromEntries(cookie.split("; ").map((c) => c.split(/=(.*)/s).slice(0, 2)));

  it("refuses a session_data cookie whose contents were changed", async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    const a = parts(alice.cookie);
    const b = parts(bob.cookie);
    const data = JSON.parse(Buffer.from(a["better-auth.session_data"], "base64url").toString());
    data.session.user.id = "someone-else";
    const forged = Buffer.from(JSON.stringify(data)).toString("base64url");
    // A forged cache with no valid session token: refused.
    const res = await t.request("/api/profile", { cookie: `better-auth.session_data=${forged}` });
    expect(res.status).toBe(401);
    // Alice's genuine cache beside Bob's token does not make her Bob, nor him her.
    const mixed = await t.request("/api/profile", {
      cookie: `better-auth.session_data=${a["better-auth.session_data"]}; better-auth.session_token=${b["better-auth.session_token"]}`,
    });
    const who = await mixed.json();
    expect(who.user_id).toBe(
      (await (await t.request("/api/profile", { cookie: bob.cookie })).json()).user_id,
    );
  });

  it("works with the session token alone (no cache cookie)", async () => {
    const alice = await t.signUp();
    const token = alice.cookie.split("; ").find((c) => c.startsWith("better-auth.session_token="))!;
    expect((await t.request("/api/profile", { cookie: token })).status).toBe(200);
  });
});

describe("password reset", () => {
  it("mails a reset link whose token sets a new password", async () => {
    const { email } = await t.signUp();
    const ask = await t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email, redirectTo: "/reset-password" },
    });
    expect(ask.status).toBe(200);
    const mail = await t.lastMailTo(email);
    expect(mail?.subject).toBe("Reset your Bloom password");
    const token = new URL(mail!.text.match(/http\S+reset-password\S+/)![0]).searchParams.get("token");
    const reset = await t.request("/api/auth/reset-password", {
      method: "POST",
      json: { token, newPassword: "a-brand-new-morning-5" },
    });
    expect(reset.status).toBe(200);
    const signIn = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password: "a-brand-new-morning-5" },
    });
    expect(signIn.status).toBe(200);
    expect((await t.lastMailTo(email))?.subject).toBe("Your Bloom password was changed");
    // The link works once: a second use is refused with the code the page turns into plain words.
    const again = await t.request("/api/auth/reset-password", {
      method: "POST",
      json: { token, newPassword: "another-new-morning-6" },
    });
    expect(again.status).toBe(400);
    expect((await again.json()).code).toBe("INVALID_TOKEN");
  });

  it("refuses a common new password", async () => {
    const { email } = await t.signUp();
    await t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email, redirectTo: "/reset-password" },
    });
    const mail = await t.lastMailTo(email);
    const token = new URL(mail!.text.match(/http\S+reset-password\S+/)![0]).searchParams.get("token");
    const reset = await t.request("/api/auth/reset-password", {
      method: "POST",
      json: { token, newPassword: "iloveyou" },
    });
    expect(reset.status).toBe(400);
  });
});

describe("profile", () => {
  it("updates the three editable fields and keeps them", async () => {
    const { cookie } = await t.signUp();
    const res = await t.request("/api/profile", {
      method: "PATCH",
      cookie,
      json: { display_name: "Maya", motherhood_stage: "postpartum_0-6", bio: "Two kids, one dog." },
    });
    expect(res.status).toBe(200);
    const again = await (await t.request("/api/profile", { cookie })).json();
    expect(again).toMatchObject({
      display_name: "Maya",
      motherhood_stage: "postpartum_0-6",
      bio: "Two kids, one dog.",
    });
  });

  it.each([
    ["an unknown field", { user_id: "someone-else" }, "Unknown field: user_id."],
    [
      "an unknown stage",
      { motherhood_stage: "astronaut" },
      "motherhood_stage: Motherhood stage is not one we know.",
    ],
    ["an empty name", { display_name: "  " }, "display_name: Name is required."],
    ["a wrong type", { bio: 42 }, "bio"],
    ["an empty body", {}, "Nothing to update."],
  ])("refuses %s with a 400 and a clear message", async (_, json, message) => {
    const { cookie } = await t.signUp();
    const res = await t.request("/api/profile", { method: "PATCH", cookie, json });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe("invalid_input");
    expect(body.error.message).toContain(message);
  });

  it("answers malformed JSON with a 400", async () => {
    const { cookie } = await t.signUp();
    const res = await t.request("/api/profile", {
      method: "PATCH",
      cookie,
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBeTruthy();
  });

  it("is private: each user reads and writes only their own", async () => {
    const alice = await t.signUp({ name: "Alice" });
    const bob = await t.signUp({ name: "Bob" });
    await t.request("/api/profile", { method: "PATCH", cookie: bob.cookie, json: { bio: "Bob's bio" } });
    const aliceView = await (await t.request("/api/profile", { cookie: alice.cookie })).json();
    expect(aliceView.display_name).toBe("Alice");
    expect(aliceView.bio).toBeNull();
    // Naming another user's id anywhere does not reach their row.
    const bobId = (await (await t.request("/api/profile", { cookie: bob.cookie })).json()).user_id;
    const sneaky = await t.request(`/api/profile?user_id=${bobId}`, {
      method: "PATCH",
      cookie: alice.cookie,
      json: { bio: "hacked" },
    });
    expect(sneaky.status).toBe(200);
    const bobView = await (await t.request("/api/profile", { cookie: bob.cookie })).json();
    expect(bobView.bio).toBe("Bob's bio");
  });

  it("refuses a visitor with 401 and the spec's message", async () => {
    const res = await t.request("/api/profile", { method: "PATCH", json: { bio: "x" } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: "unauthorized", message: "Not authenticated" } });
  });
});

describe("subscription status", () => {
  it("says a user with no subscription row is not subscribed", async () => {
    const { cookie } = await t.signUp();
    const res = await t.request("/api/subscription", { cookie });
    expect(await res.json()).toEqual({ subscribed: false, subscription_tier: null, subscription_end: null });
  });

  it("needs a session", async () => {
    expect((await t.request("/api/subscription")).status).toBe(401);
  });
});

describe("newsletter", () => {
  it("stores a normalised email once and welcomes it once", async () => {
    const first = await t.request("/api/newsletter", {
      method: "POST",
      json: { email: "  News.Mum@Example.COM " },
    });
    expect(first.status).toBe(200);
    const again = await t.request("/api/newsletter", {
      method: "POST",
      json: { email: "news.mum@example.com" },
    });
    expect(again.status).toBe(200);
    const rows = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "news.mum@example.com"));
    expect(rows).toHaveLength(1);
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, "news.mum@example.com"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Welcome to the Bloom newsletter: please confirm your address");
  });

  it("refuses a bad email with a 400", async () => {
    const res = await t.request("/api/newsletter", { method: "POST", json: { email: "nope" } });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe("email: Please enter a valid email address.");
  });
});

describe("the API surface", () => {
  it("answers unknown API routes with a JSON 404", async () => {
    const res = await t.request("/api/nothing-here");
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe("not_found");
  });

  it("sends API answers a policy under which nothing loads, runs or frames them, and no page-only headers", async () => {
    for (const path of ["/api/health", "/api/nothing-here"]) {
      const res = await t.request(path);
      expect(res.headers.get("content-security-policy")).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      );
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
      expect(res.headers.get("cache-control")).toBe("no-store");
      for (const pageOnly of [
        "x-xss-protection",
        "permissions-policy",
        "cross-origin-opener-policy",
        "x-frame-options",
      ]) {
        expect([path, pageOnly, res.headers.get(pageOnly)]).toEqual([path, pageOnly, null]);
      }
    }
  });

  it("sends pages a Content-Security-Policy that allows only our own origin", async () => {
    // Outside /api (here the app's 404, as no client is built in this test app).
    const res = await t.request("/no-such-file.txt");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("permissions-policy")).toBe("camera=(self), microphone=(), geolocation=()");
  });

  it("sends the same house headers when Node serves the answers, errors included", async () => {
    // Served by Node, the headers go on Node's response (security.ts): the same as in-process.
    const house = (headers: Headers) =>
      [...headers].filter(([name]) => !["content-length", "date", "connection", "keep-alive"].includes(name));
    await servedByNode(t.app.fetch, async (origin) => {
      for (const path of ["/api/health", "/api/dashboard", "/api/nothing-here", "/no-such-file.txt"]) {
        const inProcess = await t.request(path);
        const overNode = await fetch(`${origin}${path}`);
        expect(overNode.status).toBe(inProcess.status);
        expect(house(overNode.headers)).toEqual(house(inProcess.headers));
        expect(overNode.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      }
    });
  });
});

describe("rate limits", () => {
  it("stops sign-in attempts from one address after ten a minute", async () => {
    const { email } = await t.signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.request("/api/auth/sign-in/email", {
        method: "POST",
        ip: "203.0.113.7",
        json: { email, password: `wrong-guess-${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it("stops password-reset requests from one address after five a minute", async () => {
    const { email } = await t.signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.request("/api/auth/request-password-reset", {
        method: "POST",
        ip: "203.0.113.8",
        json: { email, redirectTo: "/reset-password" },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("does not count reading her own session (every page load asks once), while other auth calls still count", async () => {
    const { cookie } = await t.signUp();
    // Over the auth endpoints' general limit (100 a minute from one address).
    const statuses = new Set<number>();
    for (let i = 0; i < 105; i++) {
      const res = await t.request("/api/auth/get-session", { cookie, ip: "203.0.113.9" });
      statuses.add(res.status);
      expect((await res.json()).user.email).toMatch(/@example\.com$/);
    }
    expect([...statuses]).toEqual([200]);
    const counted: number[] = [];
    for (let i = 0; i < 101; i++) {
      counted.push((await t.request("/api/auth/list-sessions", { cookie, ip: "203.0.113.9" })).status);
    }
    expect(counted.at(-1)).toBe(429);
  });
});

describe("general content (prefer not to say)", () => {
  it("keeps her choice to skip the journey picker, for her only", async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    const res = await t.request("/api/profile?tz=UTC", {
      method: "PATCH",
      cookie: alice.cookie,
      json: { motherhood_stage: "none", general_content: true },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ motherhood_stage: "none", general_content: true });
    expect((await (await t.request("/api/profile", { cookie: bob.cookie })).json()).general_content).toBe(
      false,
    );
    const bad = await t.request("/api/profile?tz=UTC", {
      method: "PATCH",
      cookie: alice.cookie,
      json: { general_content: "yes" },
    });
    expect(bad.status).toBe(400);
  });
});

describe("renaming herself", () => {
  it("carries her new name into the export at once, in the account and the profile", async () => {
    const { cookie } = await t.signUp({ name: "Maya Rivers", motherhood_stage: "toddler" });
    // Read once under the old name, so the session's cached copy of her account holds it.
    expect((await (await t.request("/api/account/export", { cookie })).json()).account.name).toBe(
      "Maya Rivers",
    );
    const renamed = await t.request("/api/profile", {
      method: "PATCH",
      cookie,
      json: { display_name: "Maya Stone" },
    });
    expect(renamed.status).toBe(200);

    const exported = await (await t.request("/api/account/export", { cookie })).json();
    expect(exported.account.name).toBe("Maya Stone");
    expect(exported.profile.display_name).toBe("Maya Stone");
    expect(JSON.stringify(exported)).not.toContain("Maya Rivers");
  });
});
