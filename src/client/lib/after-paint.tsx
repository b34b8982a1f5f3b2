import { type ReactNode, startTransition, useEffect, useState } from "react";

/**
 * Whether the browser has painted `count` times since this component mounted (false on the first
 * render). A long page draws its top first and the rest in renders of their own, one part per
 * paint, so no single task holds the main thread while she is already reading (and could be
 * tapping) what is on screen. The paints are counted outside React: one render when the count is
 * reached, not one per paint.
 */
export function usePainted(count: number): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let seen = 0;
    const next = () => {
      // The frame's callback runs before its paint; a task queued from it runs after.
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => {
          seen += 1;
          if (seen >= count) startTransition(() => setPainted(true));
          else next();
        });
      });
    };
    next();
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted, count]);
  return painted;
}

/**
 * Its children, mounted once the browser has painted `after` times since this mounted (once by
 * default): parts of a page, each drawn in a render of its own, without rendering the page again.
 */
export function AfterPaint({
  after = 1,
  children,
  placeholder = null,
}: {
  after?: number;
  children: ReactNode;
  placeholder?: ReactNode;
}) {
  return usePainted(after) ? children : placeholder;
}
