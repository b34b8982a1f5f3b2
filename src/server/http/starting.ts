import { Hono } from "hono";
import type { Config } from "../config";
import { SHARED_PAGE_PREFIX } from "../features/data-transfer/prefix";
import { mountClient } from "./client-pages";
import { handleError } from "./errors";
import { hasSessionCookie, publicFrame } from "./page-frames";
import { securityHeaders } from "./security";

export type Handler = (request: Request, env: unknown) => Response | Promise<Response>;

/** How long a request that needs the database may wait for it while the instance starts. */
export const START_WAIT_MS = 30_000;

/** What the proxy's checks read: while starting they answer at once, and say so. */
const PROBES = new Set(["/api/ready", "/api/health"]);

const starting = () =>
  new Response(
    JSON.stringify({ error: { code: "starting", message: "Bloom is starting; try again in a moment." } }),
    { status: 503, headers: { "content-type": "application/json", "retry-after": "1" } },
  );

/**
 * How an instance answers from the moment its port opens until its database is open and migrated
 * and the whole app (`whole`) is there (`main.ts`):
 * - a visitor's pages and the app's files at once, as the whole app would answer them: they need
 *   no database (a visitor's only frame is the home page's, the same for everyone);
 * - the readiness and health checks at once with a 503, so a proxy keeps the instance out of
 *   rotation until it is ready;
 * - everything else (the API, a member's pages, a shared link's page) once the whole app is
 *   there: the request waits, up to `waitMs`, then gets a 503 that says Bloom is starting.
 * A single instance that has just started thus shows its home page while PGlite opens, and her
 * first request for data is answered as soon as the database is, instead of failing.
 */
export function whileStarting(
  config: Pick<Config, "clientDir" | "production" | "storyVideoUrl">,
  whole: Promise<Handler>,
  waitMs = START_WAIT_MS,
): Handler {
  const early = new Hono();
  early.use(securityHeaders(config));
  mountClient(
    early,
    config.clientDir,
    (_c, next) => next(),
    (_c, frames, pathname) => publicFrame(frames, pathname),
  );
  early.onError(handleError);
  return (request, env) => {
    const { pathname } = new URL(request.url);
    if (PROBES.has(pathname)) return starting();
    if (visitorsPage(request, pathname)) return early.fetch(request, env);
    return waitFor(whole, waitMs).then((app) => (app ? app(request, env) : starting()));
  };
}

/** A GET for a page or file of the app, by someone without a session cookie. */
function visitorsPage(request: Request, pathname: string): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  if (under("/api") || under(SHARED_PAGE_PREFIX)) return false;
  return !hasSessionCookie(request.headers.get("cookie") ?? undefined);
}

/** `promise`'s value, or null if it takes longer than `ms`. */
function waitFor<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
