import { readFile } from "node:fs/promises";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { isClientRoute, routeTitle } from "../../shared/client-routes";
import { escapeHtml, type PageFrames } from "../../shared/page-frames";
import type { AppEnv } from "./context";
import { handleError } from "./errors";
import { type Frame, markVisitor, readPageFrames, withFrame } from "./page-frames";
import { htmlForPath } from "./route-preloads";

/** The frame for a page request: a member's own (`member-frames.ts`), or a visitor's (`publicFrame`). */
export type FrameOf = (
  c: Context<AppEnv>,
  frames: PageFrames,
  pathname: string,
) => Frame | null | Promise<Frame | null>;

/**
 * The built client on `app`: its files, and the app's HTML for every page with the page's frame
 * drawn in. The whole app mounts it after the API (`app.ts`); a starting instance mounts it alone,
 * with visitors' frames only, before its database is open (`starting.ts`).
 */
export function mountClient(
  app: Hono,
  clientDir: string,
  withDeps: MiddlewareHandler<AppEnv>,
  frameOf: FrameOf,
) {
  const root = path.relative(process.cwd(), clientDir) || ".";
  // The built files compress well; API answers are small and stay uncompressed. The build keeps a
  // brotli and a gzip copy of each script and style (scripts/build.mjs), sent as they are; what has
  // none (the HTML, filled in per request) is compressed here.
  const compressFiles = compress();
  app.use("*", (c, next) => (c.req.path.startsWith("/api/") ? next() : compressFiles(c, next)));
  app.use(
    "/assets/*",
    serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
    }),
  );
  // The app's HTML for a page: its chunks announced, and its frame drawn in (src/shared/page-frames.ts).
  // Its status says whether the app has a page there (the page itself shows Not Found either way).
  let htmlFor: ((pathname: string) => string) | undefined;
  let frames: PageFrames | null | undefined;
  const page = new Hono<AppEnv>().use(withDeps).get("*", async (c) => {
    htmlFor ??= htmlForPath(clientDir, await readFile(path.join(clientDir, "index.html"), "utf8"));
    frames ??= readPageFrames(clientDir);
    // Without its frame the page still works: a failure here (the database away) costs only that.
    const frame = frames
      ? await Promise.resolve()
          .then(() => frameOf(c, frames!, c.req.path))
          .catch((error: unknown) => {
            // The code alone: a query's error carries her values (see the error log's rule).
            console.error(
              `page frame for ${c.req.path} not drawn: ${(error as { code?: string }).code ?? "error"}`,
            );
            return null;
          })
      : null;
    // A frame drawn for her is hers alone: no shared cache keeps it.
    c.header("Cache-Control", frame?.kind === "member" ? "private, no-cache" : "no-cache");
    c.header("Vary", "Cookie");
    // The tab's title is the page's from the first byte (the app keeps it up to date afterwards).
    const html = htmlFor(c.req.path).replace(
      /<title>[^<]*<\/title>/,
      () => `<title>${escapeHtml(routeTitle(c.req.path))}</title>`,
    );
    return c.html(
      markVisitor(withFrame(html, frame), c.req.header("cookie")),
      isClientRoute(c.req.path) ? 200 : 404,
    );
  });
  page.onError(handleError);
  // `/` before the static files (which would answer it with the bare index.html), the rest after.
  app.get("/", (c) => page.fetch(c.req.raw, c.env));
  app.use("*", serveStatic({ root, precompressed: true }));
  app.get("*", (c) => page.fetch(c.req.raw, c.env));
}
