import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let now = new Date("2026-03-02T10:00:00Z");

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
});
afterAll(() => t.close());

const subscribe = (email: string, ip: string) =>
  t.request("/api/newsletter", { method: "POST", json: { email }, ip });

describe("the shared rate limiter", () => {
  it("refuses a client's sixth newsletter sign-up in 15 minutes with 429 RATE_LIMITED and Retry-After", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await subscribe(`reader-${i}@example.com`, "10.9.0.1")).status).toBe(200);
    }
    const refused = await subscribe("reader-6@example.com", "10.9.0.1");
    expect(refused.status).toBe(429);
    const body = await refused.json();
    expect(body.error.code).toBe("RATE_LIMITED");
    expect(body.error.message).toMatch(/Too many requests/);
    // 10:00:00 is the start of a 15-minute window: 900 s to go.
    expect(refused.headers.get("retry-after")).toBe("900");
    // Nothing was mailed for the refused request.
    expect(await t.lastMailTo("reader-6@example.com")).toBeUndefined();
  });

  it("counts each client apart", async () => {
    expect((await subscribe("other-reader@example.com", "10.9.0.2")).status).toBe(200);
  });

  it("opens again when the window ends", async () => {
    now = new Date("2026-03-02T10:15:00Z");
    expect((await subscribe("reader-7@example.com", "10.9.0.1")).status).toBe(200);
  });

  it("limits a signed-in user across addresses, and leaves her other self alone", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const analyze = (cookie: string, ip: string) =>
      t.request("/api/food/analyze", { method: "POST", json: {}, cookie, ip });
    // Twenty attempts from twenty addresses (each a 400: no photo), then the user's limit.
    for (let i = 0; i < 20; i++) expect((await analyze(a.cookie, `10.8.0.${i}`)).status).toBe(400);
    const refused = await analyze(a.cookie, "10.8.1.1");
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe("RATE_LIMITED");
    // Another user from a new address is not held back by her budget.
    expect((await analyze(b.cookie, "10.8.1.2")).status).toBe(400);
  });

  it("limits a visitor per address on the food analysis", async () => {
    const analyze = () => t.request("/api/food/analyze", { method: "POST", json: {}, ip: "10.7.0.1" });
    for (let i = 0; i < 20; i++) expect((await analyze()).status).toBe(400);
    expect((await analyze()).status).toBe(429);
  });
});
