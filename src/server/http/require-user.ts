import type { IncomingMessage } from "node:http";
import { getCookieCache } from "better-auth/cookies";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv, SessionUser } from "./context";
import { ApiError } from "./errors";
import type { SessionRevocations } from "./session-revocations";

/**
 * Verified cache cookies, so a busy client's repeated requests skip the HMAC check (see decision
 * 002), with the session token they name and the user as the routes see her.
 */
const verified = new Map<string, { sessionData: string; token: string; user: SessionUser; until: number }>();
const MAX_VERIFIED = 10_000;
const MEMO_MS = 60_000;

const SPACE = 32;
const TAB = 9;
const SEMICOLON = 59;

/**
 * The value of the first cookie called `name` (given with its "="), found where a cookie starts:
 * at the beginning or after a ";" and spaces. Scanned in place: her requests carry a long cache
 * cookie, and splitting the header into trimmed parts copied it on every request.
 */
function cookieValue(cookies: string, name: string): string | undefined {
  for (let at = cookies.indexOf(name); at !== -1; at = cookies.indexOf(name, at + 1)) {
    let before = at - 1;
    while (before >= 0 && (cookies.charCodeAt(before) === SPACE || cookies.charCodeAt(before) === TAB))
      before--;
    if (before >= 0 && cookies.charCodeAt(before) !== SEMICOLON) continue;
    const end = cookies.indexOf(";", at);
    return cookies.slice(at + name.length, end === -1 ? cookies.length : end).trimEnd();
  }
  return undefined;
}

/** The session token of a signed `session_token` cookie (`token.signature`, %-encoded), unverified. */
function tokenOf(signedToken: string): string {
  try {
    return decodeURIComponent(signedToken).split(".")[0]!;
  } catch {
    return signedToken;
  }
}

/** When the cache cookie itself stops being valid (its signed payload carries the time). */
function cacheExpiry(sessionData: string): number {
  try {
    const payload = JSON.parse(Buffer.from(decodeURIComponent(sessionData), "base64url").toString());
    return typeof payload.expiresAt === "number" ? payload.expiresAt : 0;
  } catch {
    return 0;
  }
}

/**
 * Her user from the memo of verified cache cookies alone, without waiting on anything (a busy
 * client's requests end here, with no promise of their own): the same pair of cookies, verified
 * less than a minute ago and not past the cache's signed expiry, of a session not ended since.
 */
function rememberedUser(
  cookies: string | undefined,
  secure: boolean,
  revocations: SessionRevocations,
): SessionUser | undefined {
  if (!cookies) return undefined;
  const prefix = secure ? "__Secure-better-auth." : "better-auth.";
  const signedToken = cookieValue(cookies, `${prefix}session_token=`);
  const memo = signedToken ? verified.get(signedToken) : undefined;
  if (!memo || memo.until <= Date.now()) return undefined;
  // An ended session's cache is never trusted; nor any cache while revocations are not heard.
  if (!revocations.live || revocations.isRevoked(memo.token)) return undefined;
  return cookieValue(cookies, `${prefix}session_data=`) === memo.sessionData ? memo.user : undefined;
}

/**
 * The signed cookie cache, checked here without a trip through better-auth's endpoint pipeline:
 * a valid, unexpired `session_data` whose session token matches the `session_token` cookie. The
 * cache lives five minutes (see auth.ts), after which better-auth reads the database again.
 */
async function cachedUser(
  cookies: string | undefined,
  secret: string,
  secure: boolean,
  revocations: SessionRevocations,
): Promise<SessionUser | null> {
  if (!cookies) return null;
  const prefix = secure ? "__Secure-better-auth." : "better-auth.";
  const sessionData = cookieValue(cookies, `${prefix}session_data=`);
  const signedToken = cookieValue(cookies, `${prefix}session_token=`);
  if (!sessionData || !signedToken) return null;

  // Keyed by the short signed token, the long cache cookie compared as it is (no string of both
  // built and hashed on every request): the same pair of cookies, checked once a minute at most.
  const key = signedToken;
  const token = tokenOf(signedToken);
  // An ended session's cache is never trusted; nor any cache while revocations are not heard.
  if (!revocations.live || revocations.isRevoked(token)) return null;
  const now = Date.now();

  let user: SessionUser;
  try {
    const cached = (await getCookieCache(new Headers({ cookie: cookies }), {
      secret,
      isSecure: secure,
    })) as { session?: { token?: string }; user?: SessionUser } | null;
    if (!cached?.session?.token || !cached.user || token !== cached.session.token) return null;
    user = asSessionUser(cached.user);
  } catch {
    return null; // a malformed cookie (not base64, not JSON, bad %-escapes) is no session
  }

  if (verified.size >= MAX_VERIFIED) verified.clear();
  verified.set(key, { sessionData, token, user, until: Math.min(cacheExpiry(sessionData), now + MEMO_MS) });
  return user;
}

/** What the routes see of her: read-only, since one object serves her requests for up to a minute. */
function asSessionUser({ id, email, name, emailVerified }: SessionUser): SessionUser {
  return Object.freeze({ id, email, name, emailVerified });
}

/**
 * The session token her cookies name (unverified: read it only after requireUser accepted them),
 * so a long-lived response such as a live event stream can end when that session does.
 */
export function sessionTokenOf(c: Context<AppEnv>): string | undefined {
  const prefix = c.get("config").production ? "__Secure-better-auth." : "better-auth.";
  const signed = cookieValue(c.req.header("cookie") ?? "", `${prefix}session_token=`);
  return signed ? tokenOf(signed) : undefined;
}

/** Her session cookies: straight from Node's request when served by @hono/node-server. */
function cookiesOf(c: Context<AppEnv>): string | undefined {
  // Building a Fetch Headers object from every incoming header costs more than the rest of the check.
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming ? incoming.headers.cookie : c.req.header("cookie");
}

/** The user of the session cookies, or null (no cookies, a forged or ended session). */
export function sessionUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const cookies = cookiesOf(c);
  const remembered = rememberedUser(cookies, c.get("config").production, c.get("revocations"));
  return remembered ? Promise.resolve(remembered) : verifiedUser(c, cookies);
}

/**
 * The user of cookies the memo did not know: the signed cache checked afresh, or the database when
 * the cache is missing, expired, forged or belongs to an ended session.
 */
async function verifiedUser(c: Context<AppEnv>, cookies: string | undefined): Promise<SessionUser | null> {
  const config = c.get("config");
  const user = await cachedUser(cookies, config.authSecret, config.production, c.get("revocations"));
  if (user) return user;
  const session = await c.get("auth").api.getSession({
    headers: c.req.raw.headers,
    query: { disableCookieCache: true },
  });
  return session?.user ? asSessionUser(session.user) : null;
}

/** The signed-in user, from the session cookies only; a route never takes a user id from the request. */
export const requireUser: MiddlewareHandler<AppEnv> = (c, next) => {
  // Not an async function: a remembered session passes straight on, without a promise of its own.
  const cookies = cookiesOf(c);
  const remembered = rememberedUser(cookies, c.get("config").production, c.get("revocations"));
  if (remembered) {
    c.set("user", remembered);
    return next();
  }
  return verifiedUser(c, cookies).then((user) => {
    if (!user) throw new ApiError(401, "unauthorized", "Not authenticated");
    c.set("user", user);
    return next();
  });
};
