import { Component, type ReactNode } from "react";

/**
 * A page Bloom could not load (its chunk failed: offline, or a deploy replaced it) or could not
 * show (a render error). Vite and the browsers word a failed chunk differently; all of them say
 * "import" or "module" in a TypeError.
 */
export function isChunkError(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === "ChunkLoadError" ||
      /dynamically imported module|importing a module script|module script failed|preload css/i.test(
        error.message,
      ))
  );
}

interface Props {
  children: ReactNode;
  /** Called once when something below throws (the route helper starts a fresh import here). */
  onError?(error: unknown): void;
  /** The button's action; without it the boundary just renders its children again. */
  onRetry?(): void;
  /** A change (the path) clears a caught error: another page may well work. */
  resetKey?: unknown;
  /** The root boundary fills the screen; a route's sits between the header and the footer. */
  variant?: "root" | "route";
}

interface State {
  error: unknown;
  failed: boolean;
}

/** Nothing blanks the app: what throws below shows a friendly message with a way to try again. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error("A page failed to show", error);
    this.props.onError?.(error);
  }

  override componentDidUpdate(prev: Props) {
    if (this.state.failed && prev.resetKey !== this.props.resetKey)
      this.setState({ error: null, failed: false });
  }

  retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null, failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    const chunk = isChunkError(this.state.error);
    const root = this.props.variant === "root";
    return (
      <div
        role="alert"
        className={`mx-auto flex max-w-md flex-col items-center px-4 text-center ${root ? "min-h-dvh justify-center py-16" : "min-h-[60vh] py-20"}`}
      >
        <h1 className="text-2xl">{chunk ? "This page could not be loaded" : "Something went wrong"}</h1>
        <p className="mt-2 text-plum-500">
          {chunk ? "Please check your connection and try again." : "Something went wrong. Please try again."}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            onClick={this.retry}
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-blush-600 px-5 text-sm font-medium text-white hover:bg-blush-700"
          >
            Try again
          </button>
          {/* A deploy renames the chunks: a fresh page load finds the new ones. */}
          <a
            href={root ? "/" : window.location.href}
            className="inline-flex min-h-11 items-center justify-center rounded-full border border-blush-200 bg-white px-5 text-sm font-medium text-blush-700 hover:bg-blush-50"
          >
            {root ? "Back to Home" : "Reload the page"}
          </a>
        </div>
      </div>
    );
  }
}
