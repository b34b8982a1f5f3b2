import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { NavLink } from "react-router";
import { useAuth } from "../../features/auth";
import { cn } from "../../lib/cn";
import { ButtonLink } from "../ui/button";
import { navLinks } from "./nav";

/** The side sheet that holds the navigation on small screens. */
export default function MobileMenu({ onClose }: { onClose: () => void }) {
  const { isAuthenticated } = useAuth();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-plum-900/40" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-6 bg-cream p-6 shadow-soft">
          <div className="flex items-center justify-between">
            <Dialog.Title className="font-display text-xl">Menu</Dialog.Title>
            <Dialog.Close className="inline-flex min-h-10 items-center gap-1 rounded-full px-3 text-sm text-plum-700 hover:bg-blush-50">
              <X className="size-4" aria-hidden="true" />
              Close
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
          <nav aria-label="Mobile">
            <ul className="space-y-1">
              {navLinks(isAuthenticated).map((l) => (
                <li key={l.to}>
                  <NavLink
                    to={l.to}
                    end={l.to === "/"}
                    onClick={onClose}
                    className={({ isActive }) =>
                      cn(
                        "block rounded-xl px-4 py-3 text-base font-medium",
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
          {!isAuthenticated && (
            <div className="mt-auto grid gap-2">
              <ButtonLink to="/login" variant="outline" onClick={onClose}>
                Log In
              </ButtonLink>
              <ButtonLink to="/register" onClick={onClose}>
                Sign Up
              </ButtonLink>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
