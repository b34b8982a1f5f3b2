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
  /** Where the built SPA lives; the server serves it with a history fallback. */
  clientDir: string;
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
    clientDir: path.resolve(env.CLIENT_DIR ?? "./dist/client"),
  };
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
