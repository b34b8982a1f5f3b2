import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodError } from "zod";

/** The one error shape of the API: `{ error: { code, message } }`. */
export function errorBody(code: string, message: string) {
  return { error: { code, message } };
}

export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(status, { message });
  }
}

export const notFound = (message = "Not found.") => new ApiError(404, "not_found", message);
export const badRequest = (message: string) => new ApiError(400, "invalid_input", message);

/** The first problem of a failed validation, said the way a person reads it. */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "The request is not valid.";
  if (issue.code === "unrecognized_keys") return `Unknown field: ${issue.keys.join(", ")}.`;
  const where = issue.path.length ? `${issue.path.join(".")}: ` : "";
  return `${where}${issue.message}`;
}

/** Hook for zValidator: bad input is a 400 in the API's shape, never a 500. */
export function validationHook(result: { success: boolean; error?: unknown }, c: Context) {
  if (!result.success) {
    return c.json(errorBody("invalid_input", describeZodError(result.error as ZodError)), 400);
  }
}

/** The SQLSTATE of a database error (pg and PGlite set `code`; Drizzle wraps them in `cause`). */
export function sqlState(err: unknown): string | undefined {
  for (
    let e = err, hops = 0;
    e && typeof e === "object" && hops < 5;
    e = (e as { cause?: unknown }).cause, hops++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * A database refusal caused by the values sent rather than by the server: a 4xx. The input gate and
 * the shared schemas stop these classes first; this is the net under them, so a value that slips
 * through is still the client's 400, never a 500.
 */
function refusedByDatabase(state: string): ApiError | null {
  // Class 22: data exceptions (out-of-range numbers and dates, NUL in text, bad encodings).
  if (state.startsWith("22"))
    return new ApiError(400, "invalid_input", "A value in the request cannot be stored.");
  if (state === "23514") return new ApiError(400, "invalid_input", "A value in the request is not allowed.");
  if (state === "23503") return new ApiError(409, "conflict", "Something this refers to no longer exists.");
  if (state === "23505") return new ApiError(409, "conflict", "That already exists.");
  if (state === "54001") return new ApiError(400, "invalid_input", "The request is nested too deeply.");
  return null;
}

/**
 * One line per unexpected error: where it happened and what kind it was, never the data. Database
 * errors are reduced to their SQLSTATE (their messages and Drizzle's quote the query's parameters:
 * her notes, her dates).
 */
export function logError(c: Context, err: Error, status: number) {
  const state = sqlState(err);
  const route = `${c.req.method} ${c.req.routePath ?? c.req.path}`;
  const what = state ? `database error ${state}` : `${err.name}: ${err.message}`;
  const where = state ? "" : `\n${(err.stack ?? "").split("\n").slice(1, 6).join("\n")}`;
  console.error(`[${status}] ${route}: ${what}${where}`);
}

export function handleError(err: Error, c: Context) {
  if (err instanceof ApiError) return c.json(errorBody(err.code, err.message), err.status);
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const code = status === 401 ? "unauthorized" : status < 500 ? "bad_request" : "server_error";
    return c.json(errorBody(code, err.message || "The request could not be handled."), status);
  }
  const state = sqlState(err);
  const refused = state ? refusedByDatabase(state) : null;
  if (refused) {
    logError(c, err, refused.status);
    return c.json(errorBody(refused.code, refused.message), refused.status);
  }
  logError(c, err, 500);
  return c.json(errorBody("server_error", "Something went wrong. Please try again."), 500);
}
