import { hc } from "hono/client";
import type { ApiRoutes } from "../../server/api-types";
import { unreachable } from "./api";

/**
 * The typed client over the server's routes: paths, parameters, query and JSON bodies are checked
 * against `src/server` at compile time, and answers carry the routes' own types. Types only cross
 * the layer line (`import type`), so no server code reaches the browser. Await its calls with
 * `call()` from ./api (docs/decisions/008-client-data-layer.md).
 */
export const client = hc<ApiRoutes>("/api", {
  fetch: (input: RequestInfo | URL, init?: RequestInit) =>
    fetch(input, { credentials: "same-origin", ...init }).catch(() => Promise.reject(unreachable())),
});
