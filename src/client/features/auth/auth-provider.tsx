import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import type { Profile, ProfilePatch, SubscriptionStatus } from "../../../shared/accounts";
import { messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";
import { authApi, type SessionUser } from "./auth-api";

export interface AuthState {
  user: SessionUser | null;
  profile: Profile | null;
  subscribed: boolean;
  subscription: SubscriptionStatus | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  /** True after this tab signed out or deleted the account: guards then go home, not to /login. */
  sessionEnded: boolean;
  login(email: string, password: string): Promise<void>;
  register(input: { name: string; email: string; password: string; motherhoodStage: string }): Promise<void>;
  logout(): Promise<void>;
  /** Saves the profile; `quiet` leaves the toasts to the caller (the journey picker has its own). */
  updateProfile(patch: ProfilePatch, opts?: { quiet?: boolean }): Promise<Profile>;
  refreshSubscription(): Promise<void>;
  /** Another route changed the profile (ending a pregnancy): show the profile it answered with. */
  profileChanged(profile: Profile): void;
  /** The account is gone (the server already ended the session): forget it here too. */
  forgetAccount(): void;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [profile, setProfile] = useState<Profile | null>(null);
  const [subscription, setSubscription] = useState<SubscriptionStatus | null>(null);
  const [isLoading, setLoading] = useState(true);
  const [sessionEnded, setSessionEnded] = useState(false);

  /** After a sign-in: the profile is needed to route, the subscription status is fetched alongside. */
  const loadAccount = useCallback(async () => {
    const [p, s] = await Promise.allSettled([authApi.profile(), authApi.subscription()]);
    if (p.status === "fulfilled") setProfile(p.value);
    else console.error("Could not load the profile", p.reason);
    if (s.status === "fulfilled") setSubscription(s.value);
    else console.error("Could not check the subscription", s.reason);
  }, []);

  const clear = useCallback(() => {
    setSessionEnded(true);
    setUser(null);
    setProfile(null);
    setSubscription(null);
  }, []);

  useEffect(() => {
    let cancelled = false;
    authApi
      .session()
      .then(async (session) => {
        if (cancelled) return;
        if (session?.user) {
          setUser(session.user);
          await loadAccount();
        }
      })
      .catch((error) => console.error("Could not restore the session", error))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [loadAccount]);

  const login = useCallback(
    async (email: string, password: string) => {
      try {
        const { user } = await authApi.signIn(email, password);
        setSessionEnded(false);
        setUser(user);
        await loadAccount();
        notify.success("Logged in successfully!");
      } catch (error) {
        notify.error(messageOf(error, "Login failed"));
        throw error;
      }
    },
    [loadAccount],
  );

  const register = useCallback(
    async (input: { name: string; email: string; password: string; motherhoodStage: string }) => {
      try {
        const { user } = await authApi.signUp(input);
        setSessionEnded(false);
        setUser(user);
        await loadAccount();
        notify.success("Registration successful! Please check your email to verify your account.");
      } catch (error) {
        notify.error(messageOf(error, "Registration failed"));
        throw error;
      }
    },
    [loadAccount],
  );

  const logout = useCallback(async () => {
    try {
      await authApi.signOut();
      clear();
      notify.success("Logged out successfully.");
    } catch (error) {
      notify.error("Error during logout");
      throw error;
    }
  }, [clear]);

  const updateProfile = useCallback(
    async (patch: ProfilePatch, opts: { quiet?: boolean } = {}) => {
      if (!user) {
        if (!opts.quiet) notify.error("Not authenticated");
        throw new Error("Not authenticated");
      }
      try {
        const updated = await authApi.updateProfile(patch);
        setProfile(updated);
        if (!opts.quiet) notify.success("Profile updated successfully.");
        return updated;
      } catch (error) {
        if (!opts.quiet) notify.error(messageOf(error, "Profile update failed"));
        throw error;
      }
    },
    [user],
  );

  const refreshSubscription = useCallback(async () => {
    setSubscription(await authApi.subscription());
  }, []);

  const forgetAccount = useCallback(() => clear(), [clear]);

  const value = useMemo<AuthState>(
    () => ({
      user,
      profile,
      subscription,
      subscribed: subscription?.subscribed ?? false,
      isAuthenticated: !!user,
      isLoading,
      sessionEnded,
      login,
      register,
      logout,
      updateProfile,
      refreshSubscription,
      profileChanged: setProfile,
      forgetAccount,
    }),
    [
      user,
      profile,
      subscription,
      isLoading,
      sessionEnded,
      login,
      register,
      logout,
      updateProfile,
      refreshSubscription,
      forgetAccount,
    ],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error("useAuth must be used inside <AuthProvider>");
  return state;
}
