import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { type LicensedScreen, licensedScreen } from "../shared/screening/licensed";

/**
 * The whole environment Bloom reads, in one schema: every variable is listed here and in the
 * README's configuration table, and nothing else in the server reads `process.env`. An empty value
 * counts as unset, so `DATABASE_URL=` means "use PGlite".
 */
const optional = z.string().trim().optional();
const flag = z.enum(["0", "1", "true", "false"]).optional();
const priceId = z.string().trim().startsWith("price_", "must be a Stripe price id (price_...)").optional();

export const envSchema = z.object({
  NODE_ENV: optional,
  PORT: z.coerce
    .number({ error: "must be a port number from 0 to 65535" })
    .int()
    .min(0)
    .max(65535, "must be a port number from 0 to 65535")
    .default(3000),
  HOST: optional,
  DATA_DIR: z.string().default("./data"),
  CLIENT_DIR: z.string().default("./dist/client"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" }).optional(),
  BASE_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  TRUSTED_ORIGINS: optional,
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  TRUST_PROXY: flag,
  RATE_LIMIT_FACTOR: z.coerce.number().min(1, "must be 1 or more").default(1),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  MAIL_FROM: z.string().default("Bloom <hello@bloom.local>"),
  SUPPORT_EMAIL: z.email().default("support@bloom.local"),
  // Web Push (reminders): the VAPID key pair; generated once into DATA_DIR when unset.
  VAPID_PUBLIC_KEY: optional,
  VAPID_PRIVATE_KEY: optional,
  STORY_VIDEO_URL: z
    .string()
    .refine((v) => v.startsWith("/") || URL.canParse(v), "must be a path on this site or an http(s) URL")
    .optional(),
  S3_BUCKET: optional,
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  FOOD_RECOGNIZER: z.enum(["detector", "classifier", "vision"]).default("detector"),
  FOOD_MODEL_DIR: optional,
  VISION_API_URL: z.url().optional(),
  VISION_API_KEY: optional,
  VISION_MODEL: z.string().default("gpt-4o-mini"),
  COACH_API_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  COACH_API_KEY: optional,
  COACH_MODEL: z.string().default("gpt-4o-mini"),
  LICENSED_SCREEN_FILE: optional,
  STRIPE_SECRET_KEY: z.string().trim().startsWith("sk_", "must be a Stripe secret key (sk_...)").optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .startsWith("whsec_", "must be a webhook signing secret (whsec_...)")
    .optional(),
  STRIPE_PRICE_ID: priceId,
  STRIPE_PRICE_ID_MONTHLY: priceId,
  STRIPE_PRICE_ID_ANNUAL: priceId,
  STRIPE_PRICE_ID_LIFETIME: priceId,
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  LOCAL_CHECKOUT: flag,
  ADMIN_EMAILS: z
    .string()
    .transform((v) =>
      v
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email({ error: "must be a comma-separated list of email addresses" })))
    .optional(),
});

/** Everything the server reads from its environment, with the embedded defaults filled in. */
export interface Config {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  baseUrl: string;
  /** Extra origins allowed to send cookie-carrying requests (the Vite dev server in development). */
  trustedOrigins: string[];
  /** TRUST_PROXY: a reverse proxy in front sets X-Forwarded-For; otherwise the socket's address counts. */
  trustProxy: boolean;
  databaseUrl: string | undefined;
  authSecret: string;
  /** Where the built SPA lives; the server serves it with a history fallback. */
  clientDir: string;
  /** Multiplies every rate limit; end-to-end runs raise it because every test comes from 127.0.0.1. */
  rateLimitFactor: number;
  /**
   * SHUTDOWN_DRAIN_MS: after SIGTERM, how long the instance keeps serving while its readiness
   * answers 503, so a proxy's health check takes it out of rotation before it stops accepting.
   */
  shutdownDrainMs: number;
  mail: {
    smtpUrl: string | undefined;
    from: string;
  };
  supportEmail: string;
  /** Web Push's VAPID keys from the environment; unset → generated once into DATA_DIR (reminders). */
  vapidKeys?: { publicKey: string; privateKey: string };
  /** A video for the home page's story dialog (same origin, or its origin is allowed by the CSP). */
  storyVideoUrl: string | null;
  /** Private files (progress and food photos). S3_BUCKET set → S3-compatible; unset → DATA_DIR/files. */
  storage: {
    bucket: string | undefined;
    endpoint: string | undefined;
    region: string | undefined;
    accessKeyId: string | undefined;
    secretAccessKey: string | undefined;
  };
  /** Food calorie checker: which recogniser runs. */
  food: {
    /** FOOD_RECOGNIZER: the on-device COCO detector (default), a TF.js classifier directory, or a vision API. */
    recognizer: "detector" | "classifier" | "vision";
    /** FOOD_MODEL_DIR: model.json + weights + labels.txt/labels.json for the classifier. */
    modelDir: string | undefined;
    /** VISION_API_URL (OpenAI-compatible base URL or full chat/completions URL), VISION_API_KEY, VISION_MODEL. */
    vision: { url: string | undefined; apiKey: string | undefined; model: string };
  };
  /**
   * Wellness coach: COACH_API_URL names an OpenAI-compatible chat endpoint (base URL or full
   * …/chat/completions) that writes free-form answers from the matched knowledge entries. Unset →
   * the knowledge base answers on its own (the default).
   */
  coach: { url: string | undefined; apiKey: string | undefined; model: string };
  /**
   * A screening questionnaire Bloom may not ship (the EPDS), from LICENSED_SCREEN_FILE: an operator
   * who holds its permission supplies the wording (src/shared/screening/licensed.ts); null without.
   */
  licensedScreen: LicensedScreen | null;
  /**
   * Premium Access checkout. STRIPE_SECRET_KEY set → Stripe Checkout, its customer portal and its
   * signed webhook (STRIPE_WEBHOOK_SECRET then required). Unset → the local test checkout, which
   * charges nothing; it is off in production unless LOCAL_CHECKOUT=1.
   */
  billing: {
    provider: "stripe" | "local" | "none";
    stripe?: {
      secretKey: string;
      webhookSecret: string;
      /**
       * STRIPE_PRICE_ID_MONTHLY (or the older STRIPE_PRICE_ID), _ANNUAL and _LIFETIME: a recurring
       * monthly, a recurring yearly and a one-time price; unset → that plan's price from
       * src/content/premium.ts is described inline (price_data).
       */
      priceIds: { monthly?: string; annual?: string; lifetime?: string };
      /** STRIPE_API_URL: another Stripe API origin (stripe-mock, a test's loopback fake). */
      apiUrl: string | undefined;
    };
  };
  /** ADMIN_EMAILS: members who moderate the community (lower-cased); more are named with `npm run moderator`. */
  adminEmails: string[];
}

type Env = Record<string, string | undefined>;

const isOn = (value: string | undefined) => value === "1" || value === "true";

/** Parses the environment; throws one error that lists every variable that is wrong. */
export function loadConfig(env: Env = process.env): Config {
  const known = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => [key, env[key] === "" ? undefined : env[key]]),
  );
  const parsed = envSchema.safeParse(known);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Bloom's configuration is not valid:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  const dataDir = path.resolve(e.DATA_DIR);
  const authSecret = e.AUTH_SECRET ?? (production ? missing("AUTH_SECRET") : localSecret(dataDir));
  return {
    production,
    port: e.PORT,
    host: e.HOST ?? (production ? "0.0.0.0" : "127.0.0.1"),
    dataDir,
    baseUrl: (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    trustedOrigins: (e.TRUSTED_ORIGINS ?? (production ? "" : "http://localhost:5173"))
      .split(",")
      .map((o) => o.trim().replace(/\/$/, ""))
      .filter(Boolean),
    trustProxy: isOn(e.TRUST_PROXY),
    databaseUrl: e.DATABASE_URL,
    authSecret,
    clientDir: path.resolve(e.CLIENT_DIR),
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    supportEmail: e.SUPPORT_EMAIL,
    ...(e.VAPID_PUBLIC_KEY &&
      e.VAPID_PRIVATE_KEY && {
        vapidKeys: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY },
      }),
    storyVideoUrl: e.STORY_VIDEO_URL ?? null,
    storage: {
      bucket: e.S3_BUCKET,
      endpoint: e.S3_ENDPOINT,
      region: e.S3_REGION,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    },
    food: {
      recognizer: e.FOOD_RECOGNIZER,
      modelDir: e.FOOD_MODEL_DIR ? path.resolve(e.FOOD_MODEL_DIR) : undefined,
      vision: { url: e.VISION_API_URL, apiKey: e.VISION_API_KEY, model: e.VISION_MODEL },
    },
    coach: { url: e.COACH_API_URL, apiKey: e.COACH_API_KEY, model: e.COACH_MODEL },
    licensedScreen: e.LICENSED_SCREEN_FILE ? readLicensedScreen(e.LICENSED_SCREEN_FILE) : null,
    billing: e.STRIPE_SECRET_KEY
      ? {
          provider: "stripe",
          stripe: {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret:
              e.STRIPE_WEBHOOK_SECRET ?? missingBeside("STRIPE_WEBHOOK_SECRET", "STRIPE_SECRET_KEY"),
            priceIds: {
              monthly: e.STRIPE_PRICE_ID_MONTHLY ?? e.STRIPE_PRICE_ID,
              annual: e.STRIPE_PRICE_ID_ANNUAL,
              lifetime: e.STRIPE_PRICE_ID_LIFETIME,
            },
            apiUrl: e.STRIPE_API_URL,
          },
        }
      : {
          provider:
            e.LOCAL_CHECKOUT !== undefined
              ? isOn(e.LOCAL_CHECKOUT)
                ? "local"
                : "none"
              : production
                ? "none"
                : "local",
        },
    adminEmails: e.ADMIN_EMAILS ?? [],
  };
}

/** The operator's licensed questionnaire, checked at start-up: a wrong file stops the server. */
function readLicensedScreen(file: string): LicensedScreen {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path.resolve(file), "utf8"));
  } catch {
    throw new Error(
      "Bloom's configuration is not valid:\n  LICENSED_SCREEN_FILE: must name a readable JSON file",
    );
  }
  const parsed = licensedScreen.safeParse(json);
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join(".") ?? "";
    throw new Error(
      `Bloom's configuration is not valid:\n  LICENSED_SCREEN_FILE: not a questionnaire Bloom can show (${where || "its shape"})`,
    );
  }
  return parsed.data;
}

function missingBeside(name: string, other: string): never {
  throw new Error(`Bloom's configuration is not valid:\n  ${name}: must be set when ${other} is`);
}

function missing(name: string): never {
  throw new Error(`Bloom's configuration is not valid:\n  ${name}: must be set in production`);
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
