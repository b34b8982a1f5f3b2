import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Everything the server reads from its environment, with the embedded defaults filled in. */
export interface Config {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  baseUrl: string;
  /** Extra origins allowed to send cookie-carrying requests (the Vite dev server in development). */
  trustedOrigins: string[];
  databaseUrl: string | undefined;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  /** A video for the home page's story dialog (same origin, or its origin is allowed by the CSP). */
  storyVideoUrl: string | null;
  /** Multiplies every auth rate limit; end-to-end runs raise it because every test comes from 127.0.0.1. */
  rateLimitFactor: number;
  /** Where the built SPA lives; the server serves it with a history fallback. */
  clientDir: string;
  /** Food calorie checker: which recogniser runs, and where photos are stored. */
  food: {
    /** FOOD_RECOGNIZER: the on-device COCO detector (default), a TF.js classifier directory, or a vision API. */
    recognizer: "detector" | "classifier" | "vision";
    /** FOOD_MODEL_DIR: model.json + weights + labels.txt/labels.json for the classifier. */
    modelDir: string | undefined;
    /** VISION_API_URL (OpenAI-compatible base URL or full chat/completions URL), VISION_API_KEY, VISION_MODEL. */
    vision: { url: string | undefined; apiKey: string | undefined; model: string };
    /** S3_BUCKET set → S3-compatible object storage; unset → local disk under DATA_DIR/files. */
    storage: {
      bucket: string | undefined;
      endpoint: string | undefined;
      region: string | undefined;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
    };
  };
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const production = env.NODE_ENV === "production";
  const port = parsePort(env.PORT ?? "3000");
  const dataDir = path.resolve(env.DATA_DIR ?? "./data");
  const baseUrl = (env.BASE_URL ?? `http://localhost:${port}`).replace(/\/$/, "");
  const authSecret = env.AUTH_SECRET ?? (production ? missing("AUTH_SECRET") : localSecret(dataDir));
  return {
    production,
    port,
    host: env.HOST ?? (production ? "0.0.0.0" : "127.0.0.1"),
    dataDir,
    baseUrl,
    trustedOrigins: (env.TRUSTED_ORIGINS ?? (production ? "" : "http://localhost:5173"))
      .split(",")
      .map((o) => o.trim())
      .filter(Boolean),
    databaseUrl: env.DATABASE_URL || undefined,
    authSecret,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? "Bloom <hello@bloom.local>",
    supportEmail: env.SUPPORT_EMAIL ?? "support@bloom.local",
    storyVideoUrl: env.STORY_VIDEO_URL || null,
    rateLimitFactor: Math.max(1, Number(env.RATE_LIMIT_FACTOR ?? 1) || 1),
    clientDir: path.resolve(env.CLIENT_DIR ?? "./dist/client"),
    food: {
      recognizer: parseRecognizer(env.FOOD_RECOGNIZER),
      modelDir: env.FOOD_MODEL_DIR ? path.resolve(env.FOOD_MODEL_DIR) : undefined,
      vision: {
        url: env.VISION_API_URL || undefined,
        apiKey: env.VISION_API_KEY || undefined,
        model: env.VISION_MODEL || "gpt-4o-mini",
      },
      storage: {
        bucket: env.S3_BUCKET || undefined,
        endpoint: env.S3_ENDPOINT || undefined,
        region: env.S3_REGION || undefined,
        accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
      },
    },
  };
}

function parseRecognizer(value: string | undefined): Config["food"]["recognizer"] {
  const v = (value || "detector").trim();
  if (v === "detector" || v === "classifier" || v === "vision") return v;
  throw new Error(`FOOD_RECOGNIZER must be detector, classifier or vision, got "${value}"`);
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${value}"`);
  return port;
}

function missing(name: string): never {
  throw new Error(`${name} must be set in production`);
}

/** Outside production the signing secret is generated once and kept beside the embedded database. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
