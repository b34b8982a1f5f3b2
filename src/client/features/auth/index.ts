/** The auth feature's public face: the provider the shell mounts and the hook other features read. */
export { AuthProvider, type AuthState, useAuth } from "./auth-provider";
