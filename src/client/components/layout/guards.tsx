import { type ReactNode, useEffect, useRef } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { journeyOf } from "../../../shared/journeys";
import { useAuth } from "../../features/auth";
import { Spinner } from "../ui/spinner";

/**
 * The spec's developer bypass: `?bypass=1` (or 0) is remembered as `dev_bypass` and skips the two
 * client guards. It exists only in development builds (the check is compiled out of production),
 * and the server never trusts it: every API route checks the session itself.
 */
function useDevBypass(): boolean {
  const { search } = useLocation();
  if (!import.meta.env.DEV) return false;
  const param = new URLSearchParams(search).get("bypass");
  if (param === "1" || param === "0") localStorage.setItem("dev_bypass", param);
  return localStorage.getItem("dev_bypass") === "1";
}

/** Signed-in routes: a spinner while the session loads, else to /login remembering where we were. */
export function RequireAuth() {
  const { isAuthenticated, isLoading, sessionEnded } = useAuth();
  const location = useLocation();
  const bypass = useDevBypass();
  if (bypass) return <Outlet />;
  if (isLoading) return <Spinner />;
  // Signing out (or deleting the account) from a signed-in page leads home, not to the login form.
  if (!isAuthenticated && sessionEnded) return <Navigate to="/" replace />;
  if (!isAuthenticated) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  return <Outlet />;
}

/**
 * The second guard: a signed-in user who has not chosen a journey yet (stage "none" or missing)
 * picks one first. /profile and /course/{id} sit outside it.
 */
export function RequireJourney() {
  const { profile, isLoading } = useAuth();
  const location = useLocation();
  const bypass = useDevBypass();
  if (bypass) return <Outlet />;
  if (isLoading) return <Spinner />;
  // "Prefer not to say" is an answer: after she skips the picker, general content, no more asking.
  if (!journeyOf(profile?.motherhood_stage) && !profile?.general_content) {
    return <Navigate to="/onboarding" replace state={{ from: location.pathname + location.search }} />;
  }
  return <Outlet />;
}

/** Content for subscribers; for everyone else the fallback if one is given, else the content itself. */
export function SubscriberOnly({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const { subscribed } = useAuth();
  if (subscribed) return <>{children}</>;
  return <>{fallback ?? children}</>;
}

/**
 * A new page starts at its top. Not the first one: the browser placed her there itself, and asking
 * again would cost a layout while the first page is being drawn.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname === first.current) return;
    first.current = "";
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
