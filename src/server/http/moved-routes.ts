/**
 * API addresses that moved, and where to. Hono's fastest router (RegExpRouter) refuses a route
 * table where, for one method, a path segment is a parameter in one route and a fixed word in
 * another (`POST /kicks/:id/kick` beside `POST /kicks/recorded`); one such pair made every request
 * fall back to the slower trie router. So those routes moved (the browser's client with them),
 * and a request to an old address (a tab opened before an update) is answered as the new address
 * would answer it. Only a request that no route answered looks here: the others pay nothing.
 */
const MOVED: { method: string; from: RegExp; to: string }[] = [
  // Kick-counting sessions are addressed as contraction sessions are: under `sessions/`.
  {
    method: "POST",
    from: /^\/api\/pregnancy\/kicks\/([^/]+)\/(kick|stop)$/,
    to: "/api/pregnancy/kicks/sessions/$1/$2",
  },
  { method: "DELETE", from: /^\/api\/pregnancy\/kicks\/([^/]+)$/, to: "/api/pregnancy/kicks/sessions/$1" },
  // One timed contraction, beside `sessions/` (a session of them).
  {
    method: "DELETE",
    from: /^\/api\/pregnancy\/contractions\/([^/]+)$/,
    to: "/api/pregnancy/contractions/entries/$1",
  },
  // Every recipe's nutrition, beside `/recipes/:slug/nutrition` (one recipe's).
  { method: "GET", from: /^\/api\/recipes\/nutrition$/, to: "/api/recipe-nutrition" },
];

/** The new path of a request to a moved address (same method), or undefined. */
export function movedPath(method: string, path: string): string | undefined {
  for (const moved of MOVED) {
    if (moved.method === method && moved.from.test(path)) return path.replace(moved.from, moved.to);
  }
  return undefined;
}
