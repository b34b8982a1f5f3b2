/** An API answer that was not OK, with the server's message when it gave one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * JSON fetch against Bloom's own API. Errors come back as ApiError carrying the server's message
 * (`{ error: { message } }` from our routes, `{ message }` from the auth endpoints).
 */
export async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set("content-type", "application/json");
  let res: Response;
  try {
    res = await fetch(path, {
      credentials: "same-origin",
      ...rest,
      headers,
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
  } catch {
    throw new ApiError(0, "Could not reach Bloom. Please check your connection.");
  }
  const text = await res.text();
  const body = text ? safeJson(text) : null;
  if (!res.ok) {
    const b = body as { error?: { message?: string; code?: string }; message?: string; code?: string } | null;
    throw new ApiError(res.status, b?.error?.message ?? b?.message ?? "", b?.error?.code ?? b?.code);
  }
  return body as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The error's own message, else the fallback the spec gives for that situation. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
