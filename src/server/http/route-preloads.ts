import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The app's HTML for a path, with the chunks of that path's page announced in its head
 * (`<link rel="modulepreload">`, from `route-preloads.json`, which the client build writes): the
 * browser fetches a signed-in page's code together with the app's script, not after it has run.
 * Paths without an entry (and builds without the file) get the HTML unchanged.
 */
export function htmlForPath(clientDir: string, indexHtml: string): (pathname: string) => string {
  const file = path.join(clientDir, "route-preloads.json");
  if (!existsSync(file)) return () => indexHtml;
  const preloads = JSON.parse(readFileSync(file, "utf8")) as Record<string, string[]>;
  const routes = Object.entries(preloads).map(([route, files]) => {
    const source = route
      .split("/")
      .map((part) => (part.startsWith(":") ? "[^/]+" : part))
      .join("/");
    const links = files.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`).join("");
    return { pattern: new RegExp(`^${source}/?$`), html: indexHtml.replace("</head>", `${links}</head>`) };
  });
  return (pathname) => routes.find((r) => r.pattern.test(pathname))?.html ?? indexHtml;
}
