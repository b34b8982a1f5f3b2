import { getCookieCache } from "better-auth/cookies";
import { createMiddleware } from "hono/factory";
import type { AppEnv, SessionUser } from "./context";
import { ApiError } from "./errors";

/**
 * The signed cookie cache, checked here without a trip through better-auth's endpoint pipeline:
 * a valid, unexpired `session_data` whose session token matches the `session_token` cookie. The
 * cache lives five minutes (see auth.ts), after which better-auth reads the database again.
 */
async function cachedUser(headers: Headers, secret: string, secure: boolean): Promise<SessionUser | null> {
  const cookies = headers.get("cookie");
  if (!cookies) return null;
  const cached = (await getCookieCache(headers, { secret, isSecure: secure })) as {
    session?: { token?: string };
    user?: SessionUser;
  } | null;
  const token = cached?.session?.token;
  if (!token || !cached.user) return null;
  const name = `${secure ? "__Secure-" : ""}better-auth.session_token=`;
  const signed = cookies
    .split(";")
    .map((c) => c.trim())
    .find((c) => c.startsWith(name))
    ?.slice(name.length);
  if (!signed || decodeURIComponent(signed).split(".")[0] !== token) return null;
  return cached.user;
}

/** The signed-in user, from the session cookies only; a route never takes a user id from the request. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const { config, auth } = c.var;
  const headers = c.req.raw.headers;
  let user = await cachedUser(headers, config.authSecret, config.production);
  if (!user) {
    const session = await auth.api.getSession({ headers });
    user = session?.user ?? null;
  }
  if (!user) throw new ApiError(401, "unauthorized", "Not authenticated");
  const { id, email, name, emailVerified } = user;
  c.set("user", { id, email, name, emailVerified });
  await next();
});
