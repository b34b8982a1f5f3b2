import type { ServerResponse } from "node:http";
import type { MiddlewareHandler } from "hono";
import type { Config } from "../config";
import { BOOT_SCRIPT_HASH } from "./page-frames";

/**
 * Headers for every response. Everything Bloom loads comes from its own origin: no CDNs,
 * fonts, scripts or trackers. Inline styles are allowed because the toast and dialog
 * libraries set them; of inline scripts, only the page frames' loader, by its hash.
 * (The same headers, names and values, as Hono's `secureHeaders` gave with these options.)
 */
export function houseHeaders(config: Pick<Config, "production" | "storyVideoUrl">): [string, string][] {
  const { production } = config;
  // A story video hosted elsewhere is the one outside origin the page may load.
  const videoOrigin = config.storyVideoUrl?.startsWith("http") ? new URL(config.storyVideoUrl).origin : null;
  const csp: [string, string[]][] = [
    ["default-src", ["'self'"]],
    // The one inline script: the page frames' loader (page-frames.ts), by its hash.
    ["script-src", ["'self'", `'${BOOT_SCRIPT_HASH}'`]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:"]],
    ["media-src", ["'self'", "blob:", ...(videoOrigin ? [videoOrigin] : [])]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
    ...(production ? [["upgrade-insecure-requests", []] as [string, string[]]] : []),
  ];
  return [
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Origin-Agent-Cluster", "?1"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ...(production
      ? [["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as [string, string]]
      : []),
    ["X-Content-Type-Options", "nosniff"],
    ["X-DNS-Prefetch-Control", "off"],
    ["X-Download-Options", "noopen"],
    ["X-Frame-Options", "SAMEORIGIN"],
    ["X-Permitted-Cross-Domain-Policies", "none"],
    ["X-XSS-Protection", "0"],
    ["Content-Security-Policy", csp.map(([name, values]) => [name, ...values].join(" ")).join("; ")],
    ["Permissions-Policy", "camera=(self), microphone=(), geolocation=()"],
  ];
}

/** The house headers an API answer keeps as they are. */
const API_KEEPS = new Set([
  "Cross-Origin-Resource-Policy",
  "Strict-Transport-Security",
  "X-Content-Type-Options",
]);

/**
 * The headers of an API answer (every path under `/api/`: JSON, her photos, the odd one-button
 * page). They are never the app's document, so the page headers' document-only parts (the app's
 * script and style rules, the XSS filter, DNS prefetching, download options, opener policy, agent
 * cluster, permissions) mean nothing there. What does is kept: no sniffing a type, no reading from
 * another origin, and if one is ever opened as a page, nothing it may load or run and no frame to
 * hold it (inline styles only, which the browser's own viewer of an image she opens in a tab sets
 * on its page: without them her photo sits unstyled in a corner); HSTS in production. Eight of
 * the page's thirteen headers dropped from every API answer: about 1 KB less to write and for the
 * browser to read, and 8-10 % more dashboard answers a second (decision 022).
 * And no cache keeps an answer (`no-store`): what comes back is her moods, her cycle, her notes,
 * which no browser disk or proxy on the way should hold. Nothing in Bloom reads an API answer from
 * a cache (the service worker passes `/api/` by, and no answer carries a validator), so this costs
 * nothing; an answer that may be kept says so itself (her photos: private, for an hour).
 */
export function apiHeaders(config: Pick<Config, "production" | "storyVideoUrl">): [string, string][] {
  return [
    ...houseHeaders(config).filter(([name]) => API_KEEPS.has(name)),
    ["Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'"],
    ["Cache-Control", "no-store"],
  ];
}

/**
 * Sets the house headers on every response (an API answer gets `apiHeaders`); a header a route
 * sets itself is kept (the shared page's stricter `Referrer-Policy: no-referrer`, the unsubscribe
 * page's own policy).
 * While `closing()` holds (an instance draining before a shutdown), each answer also closes its
 * connection, so a proxy reusing kept-alive connections stops sending here.
 *
 * Served by Node (@hono/node-server), they go on Node's response before the route runs, and Node
 * merges them with the route's own when it writes the head: the route's answer stays a plain
 * object of headers all the way to the socket. Setting them on `c.res.headers` afterwards, as
 * Hono's `secureHeaders` does, turned every answer into a Fetch `Headers` (built, 13 validated
 * sets, then copied back into an object), about a tenth of the dashboard API's CPU per request.
 * That path passes straight on (no promise or closure of its own for every request).
 * Requests handled in-process (`app.request` in tests) get the same headers after the route.
 */
export function securityHeaders(
  config: Pick<Config, "production" | "storyVideoUrl">,
  closing: () => boolean = () => false,
): MiddlewareHandler {
  const pages = houseHeaders(config);
  const api = apiHeaders(config);
  return (c, next) => {
    const headers = c.req.path.startsWith("/api/") ? api : pages;
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (outgoing && typeof outgoing.setHeader === "function") {
      for (const [name, value] of headers) outgoing.setHeader(name, value);
      if (closing()) outgoing.setHeader("Connection", "close");
      return next();
    }
    return next().then(() => {
      const own = c.res.headers;
      for (const [name, value] of headers) if (!own.has(name)) own.set(name, value);
      if (closing()) own.set("Connection", "close");
    });
  };
}
