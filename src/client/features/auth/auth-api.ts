import type { Profile, ProfilePatch, SubscriptionStatus } from "../../../shared/accounts";
import { api } from "../../lib/api";
import { userTimeZone } from "../../lib/time-zone";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

// Thin calls to better-auth's HTTP endpoints; all the security lives on the server.
export const authApi = {
  session: () => api<{ user: SessionUser } | null>("/api/auth/get-session"),
  signIn: (email: string, password: string) =>
    api<{ user: SessionUser }>("/api/auth/sign-in/email", { method: "POST", json: { email, password } }),
  signUp: (input: { name: string; email: string; password: string; motherhoodStage: string }) =>
    api<{ user: SessionUser }>("/api/auth/sign-up/email", {
      method: "POST",
      json: { ...input, callbackURL: "/dashboard" },
    }),
  signOut: () => api<unknown>("/api/auth/sign-out", { method: "POST", json: {} }),
  requestPasswordReset: (email: string) =>
    api<unknown>("/api/auth/request-password-reset", {
      method: "POST",
      json: { email, redirectTo: "/reset-password" },
    }),
  resetPassword: (token: string, newPassword: string) =>
    api<unknown>("/api/auth/reset-password", { method: "POST", json: { token, newPassword } }),
  profile: () => api<Profile>("/api/profile"),
  // Her dates are checked against today in her own time zone.
  updateProfile: (patch: ProfilePatch) =>
    api<Profile>(`/api/profile?tz=${encodeURIComponent(userTimeZone)}`, { method: "PATCH", json: patch }),
  subscription: () => api<SubscriptionStatus>("/api/subscription"),
};
