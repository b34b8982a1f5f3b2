/** The auth feature's public face: the provider the shell mounts and the hook other features read. */

export { authApi } from "./auth-api";
export { AuthProvider, type AuthState, startSession, useAuth } from "./auth-provider";
