import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { COMMON_PASSWORD_MESSAGE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../shared/accounts";
import { SIGNUP_STAGES } from "../shared/journeys";
import type { Config } from "./config";
import type { Db } from "./db/client";
import { accounts, profiles, rateLimits, sessions, users, verifications } from "./db/schema";
import type { Mailer } from "./mail/mailer";
import { passwordResetMail, verificationMail } from "./mail/templates";
import { isCommonPassword } from "./passwords";

export const SIGN_IN_LIMIT = { window: 60, max: 10 };
export const PASSWORD_RESET_LIMIT = { window: 60, max: 5 };

export function createAuth(opts: { db: Db; config: Config; mailer: Mailer }) {
  const { db, config, mailer } = opts;
  return betterAuth({
    appName: "Bloom",
    baseURL: config.baseUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: [config.baseUrl, ...config.trustedOrigins],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        const url = `${config.baseUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send(passwordResetMail(user.email, user.name, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verificationMail(user.email, user.name, url));
      },
    },
    session: {
      // A signed copy of the session in a cookie spares one database read per request;
      // a revoked session is honoured by other instances within this many seconds.
      cookieCache: { enabled: true, maxAge: 5 * 60 },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100 * config.rateLimitFactor,
      customRules: {
        "/sign-in/email": scaled(SIGN_IN_LIMIT, config.rateLimitFactor),
        "/request-password-reset": scaled(PASSWORD_RESET_LIMIT, config.rateLimitFactor),
        "/reset-password": scaled(PASSWORD_RESET_LIMIT, config.rateLimitFactor),
        "/sign-up/email": scaled({ window: 60, max: 10 }, config.rateLimitFactor),
        // Each call mails her a link: a few a minute is plenty for a lost mail.
        "/send-verification-email": scaled({ window: 60, max: 3 }, config.rateLimitFactor),
      },
    },
    advanced: {
      useSecureCookies: config.production,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: config.production },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-up/email") checkSignUp(ctx.body);
        if (ctx.path === "/reset-password") checkNewPassword(ctx.body?.newPassword);
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // The profile is born with the account, from what the user gave at sign-up.
          after: async (user, ctx) => {
            const stage = (ctx?.body as { motherhoodStage?: string } | undefined)?.motherhoodStage ?? "none";
            await db
              .insert(profiles)
              .values({ userId: user.id, displayName: user.name, motherhoodStage: stage })
              .onConflictDoNothing();
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

const scaled = (rule: { window: number; max: number }, factor: number) => ({
  ...rule,
  max: rule.max * factor,
});

function badRequest(message: string): never {
  throw new APIError("BAD_REQUEST", { message, code: "INVALID_INPUT" });
}

function checkSignUp(body: unknown) {
  const b = (body ?? {}) as Record<string, unknown>;
  if (typeof b.name !== "string" || !b.name.trim()) badRequest("Please enter your name.");
  if (b.name.length > 100) badRequest("Your name can be at most 100 characters.");
  if (b.motherhoodStage !== undefined && !(SIGNUP_STAGES as readonly unknown[]).includes(b.motherhoodStage)) {
    badRequest(`Motherhood stage must be one of ${SIGNUP_STAGES.join(", ")}.`);
  }
  checkNewPassword(b.password);
}

function checkNewPassword(password: unknown) {
  if (typeof password === "string" && isCommonPassword(password)) badRequest(COMMON_PASSWORD_MESSAGE);
}
