import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Radio } from "lucide-react";
import { describeLiveEvent, LIVE_ACTIVITY_COUNT, type LiveEvent, timeAgo } from "../../../shared/live";
import { Card } from "../../components/ui/card";
import { call } from "../../lib/api";
import { client } from "../../lib/client";
import { useLiveEvents } from "../../lib/live-events";
import { useNow } from "../../lib/use-now";

export const liveActivityKeys = {
  recent: () => ["community", "live", "recent"] as const,
};

export const fetchRecentActivity = () => call(client.community.events.recent.$get());

/** The community's latest events, kept current by the live stream (no refetch per event). */
export function useLiveActivity() {
  const qc = useQueryClient();
  const query = useQuery({ queryKey: liveActivityKeys.recent(), queryFn: fetchRecentActivity });
  const { connected } = useLiveEvents("community", {
    onEvent: (event) =>
      qc.setQueryData(liveActivityKeys.recent(), (old: { events: LiveEvent[] } | undefined) => {
        if (!describeLiveEvent(event)) return old;
        const events = [event, ...(old?.events ?? []).filter((e) => e.id !== event.id)];
        return { events: events.sort((a, b) => b.id - a.id).slice(0, LIVE_ACTIVITY_COUNT) };
      }),
  });
  return { ...query, connected };
}

/**
 * The live activity box (content.md §2, §4): the 3 latest real events of the community, newest
 * first, as they happen. Signed-in members only (the stream needs a session).
 */
export function LiveActivity() {
  const { data, isPending, isError, connected } = useLiveActivity();
  const now = useNow(true, 30_000); // "Just now" turns into "1 min ago" on its own
  const lines = (data?.events ?? [])
    .flatMap((event) => {
      const text = describeLiveEvent(event);
      return text ? [{ id: event.id, at: event.at, text }] : [];
    })
    .slice(0, LIVE_ACTIVITY_COUNT);

  return (
    <Card role="region" aria-labelledby="live-activity-heading">
      <div className="flex items-center justify-between gap-2">
        <h2 id="live-activity-heading" className="font-display text-lg text-plum-900">
          Live Activity
        </h2>
        <span
          className={`flex items-center gap-1.5 text-xs ${connected ? "text-sage-700" : "text-plum-500"}`}
          title={connected ? "Updates as it happens" : "Reconnecting"}
        >
          <Radio className="size-3.5" aria-hidden="true" />
          {connected ? "Live" : "Connecting…"}
        </span>
      </div>
      {isPending ? (
        <p className="mt-3 text-sm text-plum-500">Loading…</p>
      ) : isError ? (
        <p className="mt-3 text-sm text-plum-500">Live activity could not be loaded.</p>
      ) : lines.length === 0 ? (
        <p className="mt-3 text-sm text-plum-500">
          Nothing yet. New posts, replies and likes show up here as they happen.
        </p>
      ) : (
        <ul className="mt-3 space-y-2" aria-live="polite">
          {lines.map(({ id, at, text }) => (
            <li key={id} className="flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0 text-plum-700">{text}</span>
              <time className="shrink-0 text-xs text-plum-500" dateTime={at}>
                {timeAgo(at, now)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
