import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { LIVE_RESET_EVENT, type LiveEvent } from "../../shared/live";

/**
 * Live events of one topic (`/api/<topic>/events`, Server-Sent Events). One EventSource per topic
 * per page, shared by every component that listens (the server caps streams per member). The
 * browser reconnects on its own and sends `Last-Event-ID`, so nothing is missed across a dropped
 * connection; a `reset` (too much missed) refetches the topic's queries.
 */
type Listener = (event: LiveEvent) => void;

interface Source {
  es: EventSource;
  listeners: Set<Listener>;
  resets: Set<() => void>;
  status: Set<(open: boolean) => void>;
}

const sources = new Map<string, Source>();

function subscribe(topic: string, onEvent: Listener, onReset: () => void, onStatus: (open: boolean) => void) {
  let source = sources.get(topic);
  if (!source) {
    const es = new EventSource(`/api/${encodeURIComponent(topic)}/events`, { withCredentials: true });
    const created: Source = { es, listeners: new Set(), resets: new Set(), status: new Set() };
    es.onmessage = (m) => {
      let event: LiveEvent;
      try {
        event = JSON.parse(m.data) as LiveEvent;
      } catch {
        return;
      }
      for (const l of created.listeners) l(event);
    };
    es.addEventListener(LIVE_RESET_EVENT, () => {
      for (const r of created.resets) r();
    });
    es.onopen = () => {
      for (const s of created.status) s(true);
    };
    // A refused stream (signed out, too many open) is CLOSED and not retried; a dropped one is.
    es.onerror = () => {
      for (const s of created.status) s(false);
    };
    sources.set(topic, created);
    source = created;
  }
  const s = source;
  s.listeners.add(onEvent);
  s.resets.add(onReset);
  s.status.add(onStatus);
  if (s.es.readyState === EventSource.OPEN) onStatus(true);
  return () => {
    s.listeners.delete(onEvent);
    s.resets.delete(onReset);
    s.status.delete(onStatus);
    if (s.listeners.size === 0) {
      s.es.close();
      sources.delete(topic);
    }
  };
}

/**
 * Listens to a topic's live events while the component is mounted. By default every event marks
 * the topic's queries (keys starting with `[topic]`) stale, a quarter second after the last one, so
 * what is on screen refetches; `invalidate: false` leaves the cache to `onEvent`.
 * Returns whether the stream is open.
 */
export function useLiveEvents(
  topic: string,
  opts: { onEvent?: (event: LiveEvent) => void; invalidate?: boolean } = {},
): { connected: boolean } {
  const qc = useQueryClient();
  const [connected, setConnected] = useState(false);
  const onEvent = useRef(opts.onEvent);
  onEvent.current = opts.onEvent;
  const invalidate = opts.invalidate ?? true;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refetch = () => {
      clearTimeout(timer);
      timer = setTimeout(() => qc.invalidateQueries({ queryKey: [topic] }), 250);
    };
    const unsubscribe = subscribe(
      topic,
      (event) => {
        onEvent.current?.(event);
        if (invalidate) refetch();
      },
      () => qc.invalidateQueries({ queryKey: [topic] }),
      setConnected,
    );
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [qc, topic, invalidate]);

  return { connected };
}
