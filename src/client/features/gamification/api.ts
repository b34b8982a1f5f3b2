/** Her points, level, streak, achievements and weekly goals: fetcher, query key and hook. */
import { useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api";
import { client } from "../../lib/client";
import { userTimeZone as tz } from "../../lib/time-zone";

// Under the wellness prefix on purpose: every wellness save (a mood, a workout) invalidates
// ["wellness"], and her points and goals are counted from exactly those records.
export const gamificationKeys = {
  progress: () => ["wellness", "gamification"] as const,
};

export const fetchProgress = () => call(client.gamification.$get({ query: { tz } }));

export function useGamification() {
  return useQuery({ queryKey: gamificationKeys.progress(), queryFn: fetchProgress });
}
