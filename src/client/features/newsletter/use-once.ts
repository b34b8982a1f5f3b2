import { useEffect, useRef } from "react";

/**
 * Runs `action` once when the page opens (React's development double render included): the
 * confirmation link works only once, so a second call would undo what the first said.
 */
export function useOnce(action: () => void) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    action();
  });
}
