/**
 * The HTTP boundary for component tests: `fetch` answers from a table of routes, and every request
 * is recorded (method, path, query, JSON body or form). Nothing of Bloom's own code is replaced:
 * the components, hooks, typed client and query cache all run as in the browser.
 */
import type { InferResponseType } from "hono/client";
import { vi } from "vitest";
import type { Profile } from "../../shared/accounts";
import type { ApiClient } from "../lib/api";

export interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  json: unknown;
  form: FormData | null;
}

export interface Answer {
  status?: number;
  body?: unknown;
}

type Handler = (req: Sent) => Answer | Promise<Answer>;

/** An error as our routes send it. */
export const apiError = (status: number, code: string, message: string): Answer => ({
  status,
  body: { error: { code, message } },
});

export function fakeServer(routes: Record<string, Handler>) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input), "http://bloom.test");
    const method = (init.method ?? "GET").toUpperCase();
    const body = init.body;
    const req: Sent = {
      method,
      path: url.pathname,
      query: url.searchParams,
      json: typeof body === "string" ? JSON.parse(body) : null,
      form: body instanceof FormData ? body : null,
    };
    sent.push(req);
    const handler = routes[`${method} ${url.pathname}`];
    const answer = handler
      ? await handler(req)
      : apiError(404, "not_found", `No fake for ${method} ${url.pathname}`);
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetch);
  return {
    sent,
    /** The requests sent to one route, e.g. `to("POST /api/wellness/moods")`. */
    to: (key: string) => sent.filter((r) => `${r.method} ${r.path}` === key),
  };
}

export type ProfileAnswer = InferResponseType<ApiClient["profile"]["$get"], 200>;

/** A signed-in mother as the server describes her (better-auth's session, our profile). */
export function signedIn(profile: Partial<Profile> = {}): Record<string, Handler> {
  const full: ProfileAnswer = {
    user_id: "u1",
    display_name: "Maya",
    motherhood_stage: "pregnant",
    bio: null,
    units: "metric",
    birth_year: null,
    ttc_since: null,
    due_date: null,
    last_period_start: null,
    baby_birth_date: null,
    cycle_length: null,
    period_length: null,
    luteal_length: null,
    pregnancy_ended_on: null,
    ...profile,
  } as ProfileAnswer;
  return {
    "GET /api/auth/get-session": () => ({
      body: { user: { id: "u1", email: "maya@example.com", name: "Maya Rivers", emailVerified: true } },
    }),
    "GET /api/profile": () => ({ body: full }),
    "GET /api/subscription": () => ({
      body: { subscribed: false, subscription_tier: null, subscription_end: null },
    }),
  };
}

/** A visitor: no session. */
export const visitor: Record<string, Handler> = {
  "GET /api/auth/get-session": () => ({ body: null }),
};
