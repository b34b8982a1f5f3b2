import type { ProfilePatch } from "../../../shared/accounts";
import { type Answer, type ApiClient, errorOf, jsonOf, unreachable } from "../../lib/api";
import { userTimeZone } from "../../lib/time-zone";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  /** When she joined (an ISO instant): her first day is greeted "Welcome", not "Welcome back". */
  createdAt?: string;
}

type Profile = ApiClient["profile"];

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  motherhoodStage: string;
  /** She accepted the terms of service and the privacy policy. */
  termsAccepted: boolean;
  /** She confirmed she is 18 or older. */
  ageConfirmed: boolean;
}

/**
 * The one plain fetcher left in the browser, for this file only (docs/decisions/008): better-auth's
 * endpoints are one catch-all handler, not Hono routes, so they have no route types for the typed
 * client, and better-auth's own client would add about 12 KB gzip to `/` (measured with esbuild,
 * against a 100 KB budget). Errors are the same ApiError, with better-auth's `code`.
 */
async function authFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
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
    throw unreachable();
  }
  if (!res.ok) throw await errorOf(res);
  return (await jsonOf(res)) as T;
}

// Thin calls to better-auth's HTTP endpoints, typed here by hand; all the security lives on the
// server. The session provider runs on every page, `/` included, so the two account reads it makes
// after a sign-in (profile, subscription) use this fetcher too, their answers typed from Bloom's
// routes (`Answer<...>`): the typed client is 2 KB gzip that `/` cannot carry
// (docs/decisions/008-client-data-layer.md).
export const authApi = {
  session: () => authFetch<{ user: SessionUser } | null>("/api/auth/get-session"),
  signIn: (email: string, password: string) =>
    authFetch<{ user: SessionUser }>("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password },
    }),
  signUp: ({ motherhoodStage, termsAccepted, ageConfirmed, ...input }: SignUpInput) =>
    authFetch<{ user: SessionUser }>("/api/auth/sign-up/email", {
      method: "POST",
      json: {
        ...input,
        motherhood_stage: motherhoodStage,
        terms_accepted: termsAccepted,
        age_confirmed: ageConfirmed,
        callbackURL: "/dashboard",
      },
    }),
  signOut: () => authFetch<unknown>("/api/auth/sign-out", { method: "POST", json: {} }),
  requestPasswordReset: (email: string) =>
    authFetch<unknown>("/api/auth/request-password-reset", {
      method: "POST",
      json: { email, redirectTo: "/reset-password" },
    }),
  resetPassword: (token: string, newPassword: string) =>
    authFetch<unknown>("/api/auth/reset-password", { method: "POST", json: { token, newPassword } }),
  profile: () => authFetch<Answer<Profile["$get"]>>("/api/profile"),
  // Her dates are checked against today in her own time zone.
  updateProfile: (patch: ProfilePatch) =>
    authFetch<Answer<Profile["$patch"]>>(`/api/profile?tz=${encodeURIComponent(userTimeZone)}`, {
      method: "PATCH",
      json: patch,
    }),
  subscription: () => authFetch<Answer<ApiClient["subscription"]["$get"]>>("/api/subscription"),
  /** Every other session of hers ends with the change; this one stays signed in. */
  changePassword: (input: { currentPassword: string; newPassword: string }) =>
    authFetch<unknown>("/api/auth/change-password", {
      method: "POST",
      json: { ...input, revokeOtherSessions: true },
    }),
};
