import type { toast as sonnerToast } from "sonner";

// One place for toasts, so the spec's wording and durations live together. The toast library
// loads with the first toast, which keeps it out of the JavaScript every first page pays for.

type Toast = typeof sonnerToast;
type Show = (toast: Toast) => void;

let hostReady: Promise<void> | undefined;
let requestHost: (() => void) | undefined;
let markReady: (() => void) | undefined;

/** Called once by <ToasterHost>: how to ask it to mount the toaster. */
export function registerToasterHost(request: () => void) {
  requestHost = request;
  if (hostReady) request(); // a toast came before the host mounted
}

/** Called by <ToasterHost> once the toaster is mounted and listening. */
export function toasterMounted() {
  markReady?.();
}

function show(fn: Show) {
  hostReady ??= new Promise<void>((resolve) => {
    markReady = resolve;
    requestHost?.();
  });
  void hostReady.then(() => import("sonner")).then((m) => fn(m.toast));
}

export const notify = {
  success: (title: string, description?: string, duration?: number) =>
    show((t) => t.success(title, { description, duration })),
  error: (title: string, description?: string, duration?: number) =>
    show((t) => t.error(title, { description, duration })),
  info: (title: string, description?: string, duration?: number) =>
    show((t) => t(title, { description, duration })),
  /** A quiet note that stays until she acts on it or closes it (a new version is ready). */
  action: (title: string, label: string, onClick: () => void) =>
    show((t) =>
      t(title, { duration: Number.POSITIVE_INFINITY, closeButton: true, action: { label, onClick } }),
    ),
};
