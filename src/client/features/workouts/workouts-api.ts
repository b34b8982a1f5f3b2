/** The workout calls: recording a finished session (favourites live in features/favorites). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { WorkoutSessionInput } from "../../../shared/wellness-input";
import { call } from "../../lib/api";
import { client } from "../../lib/client";
import { wellnessKeys } from "../wellness";

export const workoutKeys = {
  // A session changes the dashboard, the wellness summary and the digest: all under ["wellness"].
  affected: () => wellnessKeys.all,
};

export const recordWorkoutSession = (input: WorkoutSessionInput) =>
  call(client.workouts.sessions.$post({ json: input }));

/** Records a finished workout; everything computed from her activity is refetched. */
export function useRecordWorkoutSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: recordWorkoutSession,
    onSuccess: () => qc.invalidateQueries({ queryKey: workoutKeys.affected() }),
  });
}
