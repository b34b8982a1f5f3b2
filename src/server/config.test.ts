import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config";

const dataDir = mkdtempSync(path.join(tmpdir(), "bloom-config-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("loadConfig", () => {
  it("runs on one machine with nothing set", () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      production: false,
      port: 3000,
      host: "127.0.0.1",
      baseUrl: "http://localhost:3000",
      trustedOrigins: ["http://localhost:5173"],
      trustProxy: false,
      databaseUrl: undefined,
      rateLimitFactor: 1,
      storage: { bucket: undefined },
      food: { recognizer: "detector" },
    });
    // The signing secret is generated once and read back on the next start.
    expect(readFileSync(path.join(dataDir, "auth-secret"), "utf8")).toBe(config.authSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(config.authSecret);
  });

  it("treats an empty variable as unset", () => {
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: "", PORT: "", S3_BUCKET: "" });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.port).toBe(3000);
    expect(config.storage.bucket).toBeUndefined();
  });

  it("reads storage, the proxy setting and the origins from their own variables", () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      S3_BUCKET: "photos",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      TRUST_PROXY: "1",
      TRUSTED_ORIGINS: "https://a.example, https://b.example/",
      BASE_URL: "https://bloom.example/",
    });
    expect(config.storage).toMatchObject({ bucket: "photos", endpoint: "http://127.0.0.1:9000" });
    expect(config.trustProxy).toBe(true);
    expect(config.trustedOrigins).toEqual(["https://a.example", "https://b.example"]);
    expect(config.baseUrl).toBe("https://bloom.example");
  });

  it("names every variable that is wrong, at once", () => {
    const attempt = () =>
      loadConfig({
        DATA_DIR: dataDir,
        PORT: "http",
        FOOD_RECOGNIZER: "oracle",
        DATABASE_URL: "mysql://db",
        TRUST_PROXY: "yes please",
      });
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/FOOD_RECOGNIZER/);
    expect(attempt).toThrow(/DATABASE_URL/);
    expect(attempt).toThrow(/TRUST_PROXY/);
  });

  it("requires a signing secret in production", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, NODE_ENV: "production" })).toThrow(/AUTH_SECRET/);
    const config = loadConfig({
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      AUTH_SECRET: "a-production-secret-of-at-least-32-chars",
    });
    expect(config).toMatchObject({ production: true, host: "0.0.0.0", trustedOrigins: [] });
  });

  it("sells Premium through the local test checkout unless Stripe's keys are set, and never for free in production", () => {
    expect(loadConfig({ DATA_DIR: dataDir }).billing).toEqual({ provider: "local" });
    expect(
      loadConfig({ DATA_DIR: dataDir, NODE_ENV: "production", AUTH_SECRET: "x".repeat(32) }).billing,
    ).toEqual({ provider: "none" });
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        NODE_ENV: "production",
        AUTH_SECRET: "x".repeat(32),
        LOCAL_CHECKOUT: "1",
      }).billing,
    ).toEqual({ provider: "local" });
    expect(
      loadConfig({ DATA_DIR: dataDir, STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1" })
        .billing,
    ).toEqual({
      provider: "stripe",
      stripe: {
        secretKey: "sk_test_1",
        webhookSecret: "whsec_1",
        priceIds: { monthly: undefined, annual: undefined, lifetime: undefined },
        apiUrl: undefined,
      },
    });
    // Each plan's Stripe price, and the older single monthly variable still read as the monthly one.
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        STRIPE_SECRET_KEY: "sk_test_1",
        STRIPE_WEBHOOK_SECRET: "whsec_1",
        STRIPE_PRICE_ID: "price_m",
        STRIPE_PRICE_ID_ANNUAL: "price_a",
        STRIPE_PRICE_ID_LIFETIME: "price_l",
      }).billing,
    ).toMatchObject({ stripe: { priceIds: { monthly: "price_m", annual: "price_a", lifetime: "price_l" } } });
    expect(() => loadConfig({ DATA_DIR: dataDir, STRIPE_SECRET_KEY: "sk_test_1" })).toThrow(
      /STRIPE_WEBHOOK_SECRET: must be set when STRIPE_SECRET_KEY is/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, STRIPE_SECRET_KEY: "pk_live_1" })).toThrow(
      /STRIPE_SECRET_KEY/,
    );
  });
});
