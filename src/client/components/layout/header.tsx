import { Menu } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { NavLink } from "react-router";
import { initialsOf } from "../../../shared/greeting";
import { useAuth } from "../../features/auth";
import { cn } from "../../lib/cn";
import { ButtonLink } from "../ui/button";
import { Brand } from "./brand";
import { navLinks } from "./nav";

// Menus load on first use, so a visitor's first page carries none of their code.
const MobileMenu = lazy(() => import("./mobile-menu"));
const UserMenu = lazy(() => import("./user-menu"));

export function Header() {
  const { user, profile, isAuthenticated } = useAuth();
  return <HeaderBar initials={isAuthenticated ? initialsOf(profile?.display_name, user?.email) : null} />;
}

/**
 * The header as she sees it: her avatar's initials when signed in (null for a visitor). The server's
 * first HTML of a signed-in page draws this same bar (see src/client/frames.tsx).
 */
export function HeaderBar({ initials }: { initials: string | null }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [accountOpen, setAccountOpen] = useState(false);

  return (
    <header className="site-header sticky top-0 z-40 border-b border-line bg-cream/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Brand />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navLinks(initials !== null).map((l) => (
              <li key={l.to}>
                <NavLink
                  to={l.to}
                  end={l.to === "/"}
                  className={({ isActive }) =>
                    cn(
                      "rounded-full px-3 py-2 text-sm font-medium",
                      isActive ? "bg-blush-100 text-blush-800" : "text-plum-700 hover:bg-blush-50",
                    )
                  }
                >
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {initials !== null ? (
            <Suspense fallback={<AvatarButton initials={initials} onClick={() => setAccountOpen(true)} />}>
              {accountOpen ? (
                <UserMenu initials={initials} defaultOpen onOpenChange={setAccountOpen} />
              ) : (
                <AvatarButton initials={initials} onClick={() => setAccountOpen(true)} />
              )}
            </Suspense>
          ) : (
            <div className="hidden items-center gap-2 sm:flex">
              <ButtonLink to="/login" variant="ghost" size="sm">
                Log In
              </ButtonLink>
              <ButtonLink to="/register" size="sm">
                Sign Up
              </ButtonLink>
            </div>
          )}
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full text-plum-700 hover:bg-blush-50 lg:hidden"
            aria-label="Open menu"
            aria-haspopup="dialog"
            onClick={() => setMenuOpen(true)}
          >
            <Menu className="size-6" aria-hidden="true" />
          </button>
        </div>
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}

function AvatarButton({ initials, onClick }: { initials: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label="Account menu"
      aria-haspopup="menu"
      className="flex size-10 items-center justify-center rounded-full bg-blush-600 text-sm font-semibold text-white"
    >
      {initials}
    </button>
  );
}
