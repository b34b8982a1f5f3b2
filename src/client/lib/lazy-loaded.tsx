import { type ComponentType, type JSX, lazy, useState } from "react";

/** A lazy component that can start loading early, and renders at once when its code is here. */
export type LazyLoaded<P> = ((props: P) => JSX.Element) & {
  /** Starts loading its chunk (once; again after a failure). */
  preload(): Promise<unknown>;
};

/**
 * Like React's `lazy`, but once the chunk has arrived (preloaded, or rendered before) it renders
 * the component straight away. React's own lazy suspends at its first render however early its
 * chunk arrived: the page commits the Suspense fallback, then shows the part in a commit of its
 * own, and parts whose chunks arrive together all show in one long task. Preloaded, a part is
 * drawn in the render that mounts it.
 */
export function lazyLoaded<P extends object>(load: () => Promise<ComponentType<P>>): LazyLoaded<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function LazyLoadedComponent(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the component itself would remount
    // the part and lose what she had typed in it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(LazyLoadedComponent, { preload });
}
