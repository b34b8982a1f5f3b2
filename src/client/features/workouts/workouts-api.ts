/** The workout calls: recording a session (favourites live in features/favorites). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { WorkoutSessionInput } from "../../../shared/wellness-input";
import { call } from "../../lib/api";
import { client } from "../../lib/client";
import { saveOrQueue } from "../../lib/offline/queue";
import { wellnessKeys } from "../wellness";

export const workoutKeys = {
  // A session changes the dashboard, the wellness summary, the digest and her points: all under
  // ["wellness"].
  affected: () => wellnessKeys.all,
};

/**
 * Records a session once per `key` (a retry, or a save sent again as she leaves, is answered with
 * the first save). `keepalive` lets the request finish after the page is gone.
 */
export const recordWorkoutSession = (input: WorkoutSessionInput, key: string, keepalive = false) =>
  call(
    client.workouts.sessions.$post(
      { json: input },
      { headers: { "Idempotency-Key": key }, ...(keepalive && { init: { keepalive: true } }) },
    ),
  );

/** Records a finished (or ended) workout; everything computed from her activity is refetched. */
export function useRecordWorkoutSession() {
  const qc = useQueryClient();
  return useMutation({
    // Through her offline queue, with the player's key: without a connection the session waits on
    // the phone and is sent once when she is back online.
    mutationFn: ({ input, key }: { input: WorkoutSessionInput; key: string }) =>
      saveOrQueue<Awaited<ReturnType<typeof recordWorkoutSession>>>({
        key,
        kind: "workout",
        label: `Workout: ${input.workout_type}`,
        method: "POST",
        path: "/api/workouts/sessions",
        body: input,
      }),
    networkMode: "always",
    onSuccess: () => qc.invalidateQueries({ queryKey: workoutKeys.affected() }),
  });
}

/** Saves as she leaves (the player closing, the tab going away): kept alive, refetched after. */
export function useSaveOnLeave() {
  const qc = useQueryClient();
  return useCallback(
    async (input: WorkoutSessionInput, key: string) => {
      const saved = await recordWorkoutSession(input, key, true);
      void qc.invalidateQueries({ queryKey: workoutKeys.affected() });
      return saved;
    },
    [qc],
  );
}
