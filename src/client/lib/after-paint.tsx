import { type ReactNode, startTransition, useEffect, useState } from "react";

/**
 * How many times the browser has painted this component since it mounted, counting up to `count`
 * (0 on the first render). A long page draws its top first and the rest in renders of their own,
 * one part per paint, so no single task holds the main thread while she is already reading (and
 * could be tapping) what is on screen.
 */
export function usePaintsSince(count: number): number {
  const [painted, setPainted] = useState(0);
  useEffect(() => {
    if (painted >= count) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame's callback runs before its paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted((n) => n + 1)));
    });
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
  return usePaintsSince(after) >= after ? children : placeholder;
}
