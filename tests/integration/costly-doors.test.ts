import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

const dataUrl = (bytes: Uint8Array, type: string) =>
  `data:${type};base64,${Buffer.from(bytes).toString("base64")}`;

describe("costly doors", () => {
  it("refuses a tiny JPEG that claims 6000×4000 without decoding it", async () => {
    const big = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: "#c84" } })
      .jpeg({ quality: 50 })
      .toBuffer();
    const claim = new Uint8Array(big.subarray(0, 600)); // the header with its dimensions, then nothing
    const started = performance.now();
    const res = await t.request("/api/food/analyze", {
      method: "POST",
      json: { image: dataUrl(claim, "image/jpeg") },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("corrupt_image");
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("refuses a JSON body over 1 MB on an ordinary route with 413 before reading it", async () => {
    const { cookie } = await t.signUp();
    const res = await t.request("/api/wellness/moods", {
      method: "POST",
      cookie,
      json: { mood_score: 5, energy_level: 5, stress_level: 5, note: "x".repeat(1_100_000) },
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe("too_large");
  });

  it("refuses a photo upload over its limit with 413", async () => {
    const res = await t.request("/api/food/analyze", {
      method: "POST",
      json: { image: `data:image/jpeg;base64,${"A".repeat(16 * 1024 * 1024)}` },
    });
    expect(res.status).toBe(413);
  });
});
