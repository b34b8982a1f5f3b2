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

export function handleError(err: Error, c: Context) {
  if (err instanceof ApiError) return c.json(errorBody(err.code, err.message), err.status);
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const code = status === 401 ? "unauthorized" : status < 500 ? "bad_request" : "server_error";
    return c.json(errorBody(code, err.message || "The request could not be handled."), status);
  }
  console.error(err);
  return c.json(errorBody("server_error", "Something went wrong. Please try again."), 500);
}
