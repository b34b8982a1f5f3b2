import type { ProfilePatch } from "../../../shared/accounts";
import { type Answer, type ApiClient, api } from "../../lib/api";
import { userTimeZone } from "../../lib/time-zone";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

type Profile = ApiClient["profile"];

// Thin calls to better-auth's HTTP endpoints (not Hono routes, so typed here by hand); all the
// security lives on the server. The session provider runs on every page, `/` included, so even
// Bloom's own routes (profile, subscription) are called with the plain fetcher here, their answers
// typed from the routes (`Answer<...>`), which keeps the typed client off the first page
// (docs/decisions/008-client-data-layer.md).
export const authApi = {
  session: () => api<{ user: SessionUser } | null>("/api/auth/get-session"),
  signIn: (email: string, password: string) =>
    api<{ user: SessionUser }>("/api/auth/sign-in/email", { method: "POST", json: { email, password } }),
  signUp: ({
    motherhoodStage,
    ...input
  }: {
    name: string;
    email: string;
    password: string;
    motherhoodStage: string;
  }) =>
    api<{ user: SessionUser }>("/api/auth/sign-up/email", {
      method: "POST",
      json: { ...input, motherhood_stage: motherhoodStage, callbackURL: "/dashboard" },
    }),
  signOut: () => api<unknown>("/api/auth/sign-out", { method: "POST", json: {} }),
  requestPasswordReset: (email: string) =>
    api<unknown>("/api/auth/request-password-reset", {
      method: "POST",
      json: { email, redirectTo: "/reset-password" },
    }),
  resetPassword: (token: string, newPassword: string) =>
    api<unknown>("/api/auth/reset-password", { method: "POST", json: { token, newPassword } }),
  profile: () => api<Answer<Profile["$get"]>>("/api/profile"),
  // Her dates are checked against today in her own time zone.
  updateProfile: (patch: ProfilePatch) =>
    api<Answer<Profile["$patch"]>>(`/api/profile?tz=${encodeURIComponent(userTimeZone)}`, {
      method: "PATCH",
      json: patch,
    }),
  subscription: () => api<Answer<ApiClient["subscription"]["$get"]>>("/api/subscription"),
};
