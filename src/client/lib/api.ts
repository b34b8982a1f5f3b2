import type { ClientResponse, hc, InferResponseType } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { ApiRoutes } from "../../server/api-types";

/**
 * An API answer that was not OK: the HTTP status, the server's message and its stable `code`
 * (`{ error: { code, message } }`). The UI decides on `code` or `status`, never on the message's
 * wording; the message is only shown (docs/decisions/008-client-data-layer.md).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** A network failure (offline, the server unreachable): status 0. */
export const unreachable = () =>
  new ApiError(0, "Could not reach Bloom. Please check your connection.", "network");

async function bodyOf(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A non-OK answer as an ApiError, with the server's status, code and message. */
export async function errorOf(res: Response): Promise<ApiError> {
  const b = (await bodyOf(res)) as {
    error?: { message?: string; code?: string };
    message?: string;
    code?: string;
  } | null;
  // Our routes answer `{ error: { code, message } }`; better-auth's endpoints `{ code, message }`.
  return new ApiError(res.status, b?.error?.message ?? b?.message ?? "", b?.error?.code ?? b?.code);
}

/**
 * A call's arguments plus query parameters the route reads without a validator (her time zone,
 * servings), which its types therefore do not list: `$post(withQuery({ json }, { tz }))`.
 */
export function withQuery<A extends object>(args: A, query: Record<string, string>): A {
  return { ...args, query };
}

/** The typed client's type (the client itself is in ./client, so importing this costs nothing). */
export type ApiClient = ReturnType<typeof hc<ApiRoutes>>;

/**
 * What a route answers when it succeeds, from its own types: `Answer<ApiClient["profile"]["$get"]>`.
 * For the session provider's two account reads, which run on `/` without the typed client
 * (features/auth/auth-api.ts, docs/decisions/008-client-data-layer.md).
 */
export type Answer<F> = F extends (...args: never[]) => unknown ? InferResponseType<F, 200> : never;

type OkBody<T, S> = S extends SuccessStatusCode ? T : never;
/** What a typed call answers when it succeeds. */
export type Ok<R> = R extends ClientResponse<infer T, infer S, infer _F> ? OkBody<T, S> : never;

/**
 * Awaits a typed call (`call(client.digest.$get({ query }))`): its JSON when OK (null for an empty
 * answer), else an ApiError with the server's status, code and message.
 */
export async function call<R extends ClientResponse<unknown, number, string>>(
  request: Promise<R>,
): Promise<Ok<R>> {
  const res = (await request) as unknown as Response;
  if (!res.ok) throw await errorOf(res);
  return (await bodyOf(res)) as Ok<R>;
}

/** Awaits a typed call whose answer is a file: the Response itself when OK, else an ApiError. */
export async function callForFile(
  request: Promise<ClientResponse<unknown, number, string>>,
): Promise<Response> {
  const res = (await request) as unknown as Response;
  if (!res.ok) throw await errorOf(res);
  return res;
}

/** An OK answer's JSON (null for an empty one). */
export const jsonOf = bodyOf;

/** The error's own message (the server's words), else the fallback the spec gives for that situation. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
