import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { betterAuth } from "better-auth/minimal";
import {
  AGE_REQUIRED_MESSAGE,
  COMMON_PASSWORD_MESSAGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TERMS_REQUIRED_MESSAGE,
} from "../shared/accounts";
import { SIGNUP_STAGES } from "../shared/journeys";
import { quietWhenIdle } from "./auth-contexts";
import type { Config } from "./config";
import type { Db } from "./db/client";
import { accounts, profiles, rateLimits, sessions, users, verifications } from "./db/schema";
import type { Mailer } from "./mail/mailer";
import {
  existingAccountMail,
  passwordChangedMail,
  passwordResetMail,
  verificationMail,
} from "./mail/templates";
import { isCommonPassword } from "./passwords";

export const SIGN_IN_LIMIT = { window: 60, max: 10 };
export const PASSWORD_RESET_LIMIT = { window: 60, max: 5 };
/** Lifetime of the signed session cache cookie; ended sessions are remembered at least this long. */
export const SESSION_CACHE_SECONDS = 5 * 60;

export function createAuth(opts: { db: Db; config: Config; mailer: Mailer; now?: () => Date }) {
  const { db, config, mailer } = opts;
  const now = opts.now ?? (() => new Date());
  /**
   * Tells her that her password changed, and how to take the account back if it was not her. The
   * change itself has happened by then: a mail server that fails is logged (without her address),
   * not reported to her as a failed change.
   */
  const passwordChanged = async (user: { email: string; name: string }) => {
    const mail = passwordChangedMail(user.email, user.name, now(), `${config.baseUrl}/forgot-password`);
    await mailer.send(mail).catch((error: unknown) => {
      console.error(`password-changed mail not sent: ${(error as { code?: string }).code ?? "error"}`);
    });
  };
  const auth = betterAuth({
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
      // Sign-up answers alike for a new and a registered address (200, no session either way), so
      // it cannot tell anyone who has a Bloom account; the page signs her in next (decision 012).
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send(
          existingAccountMail(
            user.email,
            user.name,
            `${config.baseUrl}/login`,
            `${config.baseUrl}/forgot-password`,
          ),
        );
      },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      onPasswordReset: async ({ user }) => {
        await passwordChanged(user);
      },
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
      // A signed copy of the session in a cookie spares one database read per request; an ended
      // session's copy is refused at once by every instance (session-revocations.ts, decision 002).
      cookieCache: { enabled: true, maxAge: SESSION_CACHE_SECONDS },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100 * config.rateLimitFactor,
      customRules: {
        // Reading her own session is not counted: every page load asks for it once, and counting
        // it in the database cost a write per page load, most of the request's CPU on PGlite.
        "/get-session": false,
        "/sign-in/email": scaled(SIGN_IN_LIMIT, config.rateLimitFactor),
        "/request-password-reset": scaled(PASSWORD_RESET_LIMIT, config.rateLimitFactor),
        "/reset-password": scaled(PASSWORD_RESET_LIMIT, config.rateLimitFactor),
        // Guessing the current password through the change form is as slow as through sign-in.
        "/change-password": scaled(SIGN_IN_LIMIT, config.rateLimitFactor),
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
        // A body that is not an object ("x", [1], 3) names no field: refused here, before a check
        // or better-auth itself looks a field up in it (`"name" in "x"` threw, a 500).
        if (ctx.body !== undefined && !isPlainObject(ctx.body))
          badRequest("The request body must be a JSON object.");
        if (ctx.path === "/sign-up/email") checkSignUp(ctx.body);
        if (ctx.path === "/reset-password") checkNewPassword(ctx.body?.newPassword);
        if (ctx.path === "/update-user") checkProfileUpdate(ctx.body);
        if (ctx.path === "/change-password") {
          checkNewPassword(ctx.body?.newPassword);
          // A new password ends every other session: whoever else held her cookie is signed out.
          return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        // The profile's form changed it (a refusal is an APIError and changed nothing).
        const returned = ctx.context.returned as { user?: { email: string; name: string } } | undefined;
        if (ctx.path === "/change-password" && !isAPIError(returned) && returned?.user)
          await passwordChanged(returned.user);
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // The profile is born with the account, from what the user gave at sign-up.
          after: async (user, ctx) => {
            const stage =
              (ctx?.body as { motherhood_stage?: string } | undefined)?.motherhood_stage ?? "none";
            // Sign-up is refused without both (checkSignUp): this is when she gave them.
            const at = now();
            await db
              .insert(profiles)
              .values({
                userId: user.id,
                displayName: user.name,
                motherhoodStage: stage,
                termsAcceptedAt: at,
                ageConfirmedAt: at,
              })
              .onConflictDoNothing();
          },
        },
      },
    },
  });
  // Its request contexts are switched off between its calls (auth-contexts.ts), so the rest of
  // Bloom's requests run without a promise hook on every promise.
  return quietWhenIdle(auth);
}

export type Auth = ReturnType<typeof createAuth>;

const scaled = (rule: { window: number; max: number }, factor: number) => ({
  ...rule,
  max: rule.max * factor,
});

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function badRequest(message: string): never {
  throw new APIError("BAD_REQUEST", { message, code: "INVALID_INPUT" });
}

function checkSignUp(body: unknown) {
  const b = (body ?? {}) as Record<string, unknown>;
  checkName(b.name);
  // The spec's name, as on the profile. The old spelling is refused rather than dropped unnoticed.
  if (b.motherhoodStage !== undefined)
    badRequest("Unknown field: motherhoodStage (the stage is motherhood_stage).");
  if (
    b.motherhood_stage !== undefined &&
    !(SIGNUP_STAGES as readonly unknown[]).includes(b.motherhood_stage)
  ) {
    badRequest(`Motherhood stage must be one of ${SIGNUP_STAGES.join(", ")}.`);
  }
  checkNewPassword(b.password);
  // The terms require members to be 18 or older, and both documents bind her from sign-up on.
  if (b.terms_accepted !== true) badRequest(TERMS_REQUIRED_MESSAGE);
  if (b.age_confirmed !== true) badRequest(AGE_REQUIRED_MESSAGE);
}

/** update-user: the same name rule as sign-up; a picture only from an http(s) address. */
function checkProfileUpdate(body: unknown) {
  const b = (body ?? {}) as Record<string, unknown>;
  if ("name" in b) checkName(b.name);
  if (b.image !== undefined && b.image !== null) {
    if (
      typeof b.image !== "string" ||
      b.image.length > 2048 ||
      !/^https?:\/\//i.test(b.image) ||
      !URL.canParse(b.image)
    ) {
      badRequest("The picture must be an http(s) address of at most 2048 characters.");
    }
  }
}

function checkName(name: unknown) {
  if (typeof name !== "string" || !name.trim()) badRequest("Please enter your name.");
  if (name.length > 100) badRequest("Your name can be at most 100 characters.");
}

function checkNewPassword(password: unknown) {
  if (typeof password === "string" && isCommonPassword(password)) badRequest(COMMON_PASSWORD_MESSAGE);
}
