import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";
import { errorBody } from "./errors";

/**
 * One gate for what no route can store or compute with, in front of every API route, so a whole
 * class of bad input is a 400 here instead of a 500 somewhere deep (a NUL byte PostgreSQL refuses
 * in text and jsonb, a JSON document deep enough to overflow the stack when it is serialised, a
 * number a `real` column cannot hold):
 *
 * - the URL (path and query) must not carry a NUL (`%00`);
 * - a JSON body (any body that is not a form) is parsed once, here: at most MAX_JSON_DEPTH levels
 *   of arrays and objects, no NUL in any string or key, every number within ±MAX_JSON_NUMBER and
 *   not vanishingly small (0 < |x| < MIN_JSON_MAGNITUDE). Routes and validators then read the
 *   parsed value through `c.req.json()` as before;
 * - text fields of a form upload (multipart or urlencoded) must not carry a NUL.
 *
 * A body declared as JSON that does not parse is a 400 here; an undeclared one that is not JSON (a
 * CSV upload) is left to the route. Size limits run
 * before this gate (createApp), so nothing here reads an unbounded body.
 */
export const MAX_JSON_DEPTH = 32;
/** Larger than any amount a person enters (and than 2^53, past which integers lose precision). */
export const MAX_JSON_NUMBER = 1e15;
/** Below this no amount means anything, and PostgreSQL's `real` underflows (1e-309 did). */
export const MIN_JSON_MAGNITUDE = 1e-30;

const NUL_IN_URL = /%00|\0/i;
const JSON_TYPE = /^application\/([\w.-]+\+)?json$/;

type Problem = string | null;

export const guardInput: MiddlewareHandler<AppEnv> = (c, next) => {
  if (NUL_IN_URL.test(c.req.url))
    return Promise.resolve(refuse(c, "The address contains a NUL character (%00)."));
  const method = c.req.method;
  // A read passes straight on (this is not an async function: no promise of its own for a GET).
  if (method === "GET" || method === "HEAD" || method === "OPTIONS" || !c.req.raw.body) return next();
  return guardBody(c, next);
};

/** The body's part of the gate: forms and JSON, read once. */
const guardBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  const method = c.req.method;

  const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "multipart/form-data" || type === "application/x-www-form-urlencoded") {
    let form: Record<string, unknown>;
    try {
      // Read once as bytes (Hono keeps them for the route's own parseBody) and give the raw
      // request its body back: better-auth and the body limits read c.req.raw, and a Request
      // rebuilt from a used body throws (a form posted to /api/auth/* answered 500).
      const bytes = await c.req.arrayBuffer();
      c.req.raw = new Request(c.req.raw, { body: bytes });
      form = await c.req.parseBody({ all: true });
    } catch {
      return next(); // unreadable: the route says so
    }
    for (const value of Object.values(form).flat()) {
      if (typeof value === "string" && value.includes("\0")) {
        return refuse(c, "Text cannot contain the NUL character (\\u0000).");
      }
    }
    return next();
  }

  // The food analysis reads its JSON (a photo of up to ~14 MB as a data URL) in a worker thread,
  // keeping only `image`, whose bytes are then checked as an image: parsing it here would hold the
  // event loop for every other request (features/food/upload-reader.ts).
  if (method === "POST" && c.req.path === "/api/food/analyze") return next();
  const bytes = await c.req.arrayBuffer();
  const text = new TextDecoder().decode(bytes);
  // The raw request gets its body back for what reads it itself (better-auth, a route's own body
  // limit): from the bytes, a copy, not from the text, which would be encoded all over again.
  c.req.raw = new Request(c.req.raw, { body: bytes });
  if (text.trim() === "") return next();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    if (JSON_TYPE.test(type)) return refuse(c, "The request body is not valid JSON.");
    return next(); // another kind of body (a CSV upload): the route reads it
  }
  const problem = inspect(parsed, 0);
  if (problem) return refuse(c, problem);
  // Routes and validators read the value checked here instead of parsing the text again.
  c.req.json = <T>() => Promise.resolve(parsed as T);
  return next();
};

function refuse(c: Parameters<MiddlewareHandler>[0], message: string) {
  return c.json(errorBody("invalid_input", message), 400);
}

/** The first thing in a JSON value no route can take, or null. Recursion stops at the depth cap. */
function inspect(value: unknown, depth: number): Problem {
  if (typeof value === "string") {
    return value.includes("\0") ? "Text cannot contain the NUL character (\\u0000)." : null;
  }
  if (typeof value === "number") {
    const size = Math.abs(value);
    if (size > MAX_JSON_NUMBER) return `Numbers must be between -${MAX_JSON_NUMBER} and ${MAX_JSON_NUMBER}.`;
    if (size !== 0 && size < MIN_JSON_MAGNITUDE) return "A number is too close to zero to be stored.";
    return null;
  }
  if (value === null || typeof value !== "object") return null;
  if (depth >= MAX_JSON_DEPTH) return `The request is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = inspect(item, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes("\0")) return "Text cannot contain the NUL character (\\u0000).";
    const problem = inspect(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}
