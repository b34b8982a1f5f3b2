import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";
import { errorBody } from "./errors";

/**
 * Cross-site request forgery, refused the way better-auth refuses it for its own endpoints: a
 * request that changes something (any method but GET, HEAD, OPTIONS) and carries cookies must come
 * from BASE_URL or one of TRUSTED_ORIGINS. SameSite=Lax already stops other sites; this also stops
 * another port or subdomain of the same site. Browsers send `Origin` on every such request; a
 * client without cookies (a script, a webhook) has no session to abuse and is let through.
 * `/api/auth/*` is checked here too: better-auth checks callback URLs but let a foreign page sign
 * her out.
 */
export function originCheck(allowed: string[]): MiddlewareHandler<AppEnv> {
  const trusted = new Set(allowed.map((o) => o.replace(/\/$/, "").toLowerCase()));
  // Not an async function: a read passes straight on, without a promise of its own.
  return (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD" || method === "OPTIONS") return next();
    const origin = c.req.header("origin") ?? refererOrigin(c.req.header("referer"));
    if (!origin && !c.req.header("cookie")) return next();
    if (origin && trusted.has(origin.toLowerCase())) return next();
    return Promise.resolve(
      c.json(
        errorBody("invalid_origin", "This request did not come from Bloom's own pages, so it was refused."),
        403,
      ),
    );
  };
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer || !URL.canParse(referer)) return undefined;
  return new URL(referer).origin;
}
