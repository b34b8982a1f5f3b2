import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import type { Profile, ProfilePatch, SubscriptionStatus } from "../../../shared/accounts";
import { ApiError, messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";
import { forgetDevice, rememberAccount, rememberedAccount } from "../../lib/offline/device";
import { authApi, type SessionUser, type SignUpInput } from "./auth-api";

/** After a sign-up whose sign-in failed: the address had an account already, and its owner has mail. */
export const ALREADY_REGISTERED_MESSAGE =
  "Please check your email: we've sent this address a message about signing in or resetting the password.";

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
  register(input: SignUpInput): Promise<void>;
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

interface Account {
  user: SessionUser | null;
  profile: Profile | null;
  subscription: SubscriptionStatus | null;
}

/** Her profile and subscription status, asked together; a part that fails stays empty (and is logged). */
function readAccount(): () => Promise<Omit<Account, "user">> {
  const answers = Promise.allSettled([authApi.profile(), authApi.subscription()]);
  return async () => {
    const [p, s] = await answers;
    if (p.status === "rejected") console.error("Could not load the profile", p.reason);
    if (s.status === "rejected") console.error("Could not check the subscription", s.reason);
    return {
      profile: p.status === "fulfilled" ? p.value : null,
      subscription: s.status === "fulfilled" ? s.value : null,
    };
  };
}

/**
 * The session and, if there is one, her account. With `together` the three requests leave at
 * once: on a signed-in page she is almost always signed in, and asking for the profile only after
 * the session answered cost a round trip before the page could render. (Without a session the
 * two extra answers are 401s, and unused.)
 */
async function readSession(together: boolean): Promise<Account> {
  const session: Promise<Awaited<ReturnType<typeof authApi.session>> | typeof OFFLINE> = authApi
    .session()
    .catch((error: unknown) => {
      // No connection: the account this phone was last signed in to opens her last-synced pages
      // (the server still decides everything once it answers again).
      if (error instanceof ApiError && error.status === 0) return OFFLINE;
      throw error;
    });
  const early = together ? readAccount() : undefined;
  const s = await session;
  if (s === OFFLINE) {
    void early?.();
    const remembered = rememberedAccount();
    return remembered ?? { user: null, profile: null, subscription: null };
  }
  if (!s?.user) return { user: null, profile: null, subscription: null };
  return { user: s.user, ...(await (early ?? readAccount())()) };
}

const OFFLINE = "offline" as const;

let started: Promise<Account> | undefined;
/** The early answer once it has arrived: a provider that mounts after it starts with it, not a spinner. */
let settled: Account | undefined;
/** The early answer came with the page (see `accountInPage`): better-auth is asked once she is reading. */
let fromPage = false;

/** How long after the app's first render a session that came with the page is confirmed (when idle). */
const CONFIRM_AFTER_MS = 3000;

/**
 * Her account as the server put it into her signed-in page's HTML (server/http/member-frames.ts:
 * drawn for this very request, after checking her session), or null. Read once: the element goes.
 */
function accountInPage(): Account | null {
  const element = document.getElementById("bloom-account");
  if (!element) return null;
  element.remove();
  try {
    const account = JSON.parse(element.textContent ?? "") as Account;
    return account.user && account.profile ? account : null;
  } catch {
    return null;
  }
}

/**
 * Starts reading the session before React's first render (main.tsx calls it with the first URL).
 * The provider takes this answer instead of asking again; `signedInPage` sends the profile and
 * subscription requests along with the session's. Resolves when the answer is in (never rejects).
 */
export function startSession(signedInPage: boolean): Promise<void> {
  const inPage = signedInPage ? accountInPage() : null;
  if (inPage) {
    settled = inPage;
    started = Promise.resolve(inPage);
    fromPage = true;
    return Promise.resolve();
  }
  const session = readSession(signedInPage);
  started = session;
  // The provider reports failures; this copy must not count as unhandled meanwhile.
  return session.then(
    (account) => {
      if (started === session) settled = account;
    },
    () => {},
  );
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [early] = useState(() => settled);
  const [user, setUser] = useState<SessionUser | null>(early?.user ?? null);
  const [profile, setProfile] = useState<Profile | null>(early?.profile ?? null);
  const [subscription, setSubscription] = useState<SubscriptionStatus | null>(early?.subscription ?? null);
  const [isLoading, setLoading] = useState(!early);
  const [sessionEnded, setSessionEnded] = useState(false);
  const [confirmLater] = useState(() => early !== undefined && fromPage);

  // An account that came with the page is confirmed with better-auth once she is reading it: that
  // read keeps her session alive (better-auth extends it as it is used) and renews its signed cache
  // cookie, as the request the page no longer makes at load did. A session ended meanwhile ends here.
  useEffect(() => {
    if (!confirmLater) return;
    let cancelled = false;
    let idle: number | undefined;
    const confirm = () => {
      authApi.session().then(
        (session) => {
          if (cancelled || session?.user) return;
          setUser(null);
          setProfile(null);
          setSubscription(null);
        },
        // Offline or the server away: she keeps the page she has; the next load asks again.
        () => {},
      );
    };
    const timer = setTimeout(() => {
      if (typeof requestIdleCallback === "function") idle = requestIdleCallback(confirm, { timeout: 5000 });
      else confirm();
    }, CONFIRM_AFTER_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [confirmLater]);

  /** After a sign-in: the profile is needed to route, the subscription status is fetched alongside. */
  const loadAccount = useCallback(async () => {
    const account = await readAccount()();
    if (account.profile) setProfile(account.profile);
    if (account.subscription) setSubscription(account.subscription);
  }, []);

  // The phone remembers her account while she is signed in, for opening Bloom without a signal.
  useEffect(() => {
    if (user && profile) rememberAccount({ user, profile, subscription });
  }, [user, profile, subscription]);

  const clear = useCallback(() => {
    // Her queue, her last-synced pages and the remembered account leave the phone with her.
    void forgetDevice(user?.id);
    setSessionEnded(true);
    setUser(null);
    setProfile(null);
    setSubscription(null);
  }, [user?.id]);

  useEffect(() => {
    if (early) {
      // She is known already: the state started from the early answer, which is used up now.
      started = settled = undefined;
      fromPage = false;
      return;
    }
    let cancelled = false;
    const session = started ?? readSession(false);
    started = settled = undefined;
    session
      .then((account) => {
        if (cancelled || !account.user) return;
        setUser(account.user);
        setProfile(account.profile);
        setSubscription(account.subscription);
      })
      .catch((error) => console.error("Could not restore the session", error))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [early]);

  /**
   * Signing in and signing up end alike: she is the user, her account is read, a toast says so. A
   * failure is thrown to the form, which says it once, beside its button (no toast as well: on a
   * phone it covered the button).
   */
  const enter = useCallback(
    async (answer: () => Promise<{ user: SessionUser }>, done: string) => {
      const { user } = await answer();
      setSessionEnded(false);
      setUser(user);
      await loadAccount();
      notify.success(done);
    },
    [loadAccount],
  );

  const login = useCallback(
    (email: string, password: string) =>
      enter(() => authApi.signIn(email, password), "Logged in successfully!"),
    [enter],
  );

  const register = useCallback(
    (input: SignUpInput) =>
      enter(async () => {
        // Sign-up opens no session and answers alike when the address already has an account
        // (decision 012); she is signed in with what she just chose.
        await authApi.signUp(input);
        return authApi.signIn(input.email, input.password).catch((error: unknown) => {
          // The address was registered before, with another password: its owner has been mailed.
          if (error instanceof ApiError && error.status === 401)
            throw new ApiError(401, ALREADY_REGISTERED_MESSAGE, "already_registered");
          throw error;
        });
      }, "Registration successful! Please check your email to verify your account."),
    [enter],
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
