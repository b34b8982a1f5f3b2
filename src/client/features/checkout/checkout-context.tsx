import { createContext, lazy, type ReactNode, Suspense, useContext, useMemo, useState } from "react";

const CheckoutDialog = lazy(() => import("./checkout-dialog"));

interface CheckoutState {
  isOpen: boolean;
  open(): void;
  close(): void;
}

const CheckoutContext = createContext<CheckoutState | null>(null);

/** The Premium Access checkout, mounted once for the whole app and opened from anywhere. */
export function CheckoutProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const value = useMemo(() => ({ isOpen, open: () => setOpen(true), close: () => setOpen(false) }), [isOpen]);
  return (
    <CheckoutContext.Provider value={value}>
      {children}
      {isOpen && (
        <Suspense fallback={null}>
          <CheckoutDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </CheckoutContext.Provider>
  );
}

export function useCheckout(): CheckoutState {
  const state = useContext(CheckoutContext);
  if (!state) throw new Error("useCheckout must be used inside <CheckoutProvider>");
  return state;
}
