import { useEffect, useState } from "react";
import type { detectRedFlags } from "../../shared/safety";

type Reader = typeof detectRedFlags;
let loaded: Reader | null = null;
let loading: Promise<Reader> | null = null;

function load(): Promise<Reader> {
  loading ??= import("../../shared/safety/reader").then((m) => {
    loaded = m.detectRedFlags;
    return loaded;
  });
  return loading;
}

/**
 * The red-flag reader for a page that reads her words as she looks at them, or null until it has
 * loaded. Its weights are the biggest part of the safety module, so a page loads them in a chunk
 * of their own after it has drawn, not in its first bytes. What she saves is read by the server
 * either way (routes answer `safety` with the saved record).
 */
export function useSafetyReader(): Reader | null {
  const [reader, setReader] = useState<Reader | null>(() => loaded);
  useEffect(() => {
    if (reader) return;
    let live = true;
    load().then((r) => live && setReader(() => r));
    return () => {
      live = false;
    };
  }, [reader]);
  return reader;
}
