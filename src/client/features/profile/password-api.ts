/** Changing her password: better-auth's endpoint, which checks the current one. */
import { useMutation } from "@tanstack/react-query";
import { api } from "../../lib/api";

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

export function changePassword(input: PasswordChange) {
  // Every other session of hers ends with the change; this one stays signed in.
  return api<unknown>("/api/auth/change-password", {
    method: "POST",
    json: { ...input, revokeOtherSessions: true },
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
