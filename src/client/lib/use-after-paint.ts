import { startTransition, useEffect, useState } from "react";

/**
 * False on a component's first render, true once the browser has painted it. A long page draws
 * its top first and the rest in a render of its own, so no single task holds the main thread
 * while she is already reading (and could be tapping) what is on screen.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame's callback runs before its paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
