import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * Behind a proxy (TRUST_PROXY=1), sign-in attempts are counted per address the proxy appended last
 * to X-Forwarded-For, whatever the client put before it. (better-auth alone gives up on a header
 * listing several addresses and puts every such client in one bucket: one guesser then locked
 * everyone out of sign-in.)
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "1" } });
});
afterAll(() => t.close());

const attempt = (forwardedFor: string) =>
  t.request("/api/auth/sign-in/email", {
    method: "POST",
    ip: forwardedFor, // sent as X-Forwarded-For
    json: { email: "nobody@example.com", password: "not-her-password-1" },
  });

describe("sign-in limits behind a proxy", () => {
  it("refuse the guesser's eleventh attempt and leave another client alone", async () => {
    for (let i = 0; i < 10; i++) {
      // A claimed address that changes every time does not earn a fresh budget.
      expect((await attempt(`192.0.2.${i}, 203.0.113.50`)).status).toBe(401);
    }
    expect((await attempt("192.0.2.99, 203.0.113.50")).status).toBe(429);
    // Another member behind the same proxy, claiming the same first address as the guesser.
    expect((await attempt("192.0.2.1, 203.0.113.51")).status).toBe(401);
  });
});
