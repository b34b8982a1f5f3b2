/** Changing her password: better-auth's endpoint, which checks the current one. */
import { useMutation } from "@tanstack/react-query";
import { authApi } from "../auth";

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

export const changePassword = (input: PasswordChange) => authApi.changePassword(input);

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
