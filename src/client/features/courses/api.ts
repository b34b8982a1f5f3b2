/** Courses: a fetcher, a query key and a hook for each call (see src/server/features/courses). */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PauseReason } from "../../../shared/courses";
import { ApiError, call, withQuery } from "../../lib/api";
import { client } from "../../lib/client";
import { userTimeZone as tz } from "../../lib/time-zone";

const course = client.courses[":id"];
const on = (id: string) => withQuery({ param: { id } }, { tz });

export const courseKeys = {
  all: () => ["courses"] as const,
  list: () => ["courses", "list"] as const,
  detail: (id: string) => ["courses", "detail", id] as const,
  day: (id: string, week: number, day: number) => ["courses", "day", id, week, day] as const,
};

export const fetchCourses = () => call(client.courses.$get(withQuery({}, { tz })));
export const fetchCourse = (id: string) => call(course.$get(on(id)));
export const fetchCourseDay = (id: string, week: number, day: number) =>
  call(
    course.days[":week"][":day"].$get(
      withQuery({ param: { id, week: String(week), day: String(day) } }, { tz }),
    ),
  );

export const enrollInCourse = (id: string) => call(course.enroll.$post(on(id)));
export const startCourseDay = (
  id: string,
  input: { week: number; day: number; checkin?: { signs: string[]; note?: string } },
) => call(course.start.$post({ ...on(id), json: input }));
/**
 * One key per completion attempt, sent again on a retry of the same attempt. `minutes`: the part
 * of the day she did, when she marks it done before every exercise is.
 */
export const completeCourseDay = (
  id: string,
  input: { week: number; day: number; key: string; minutes?: number },
) =>
  call(
    course.complete.$post(
      {
        ...on(id),
        json: {
          week: input.week,
          day: input.day,
          ...(input.minutes !== undefined && { minutes: input.minutes }),
        },
      },
      { headers: { "Idempotency-Key": input.key } },
    ),
  );
export const pauseCourse = (id: string, reason: PauseReason) =>
  call(course.pause.$post({ ...on(id), json: { reason } }));
export const resumeCourse = (id: string) => call(course.resume.$post(on(id)));
export const repeatCourseWeek = (id: string) => call(course["repeat-week"].$post(on(id)));

export function useCourses() {
  return useQuery({ queryKey: courseKeys.list(), queryFn: fetchCourses });
}

export function useCourse(id: string) {
  return useQuery({
    queryKey: courseKeys.detail(id),
    queryFn: () => fetchCourse(id),
    // An unknown course is an answer ("Course Not Found"), not a failure worth retrying.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

export function useCourseDay(id: string, week: number, day: number, enabled = true) {
  return useQuery({
    queryKey: courseKeys.day(id, week, day),
    queryFn: () => fetchCourseDay(id, week, day),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Every change to her progress refreshes the courses; a completed day also her wellness figures. */
function useRefresh() {
  const client = useQueryClient();
  return (alsoWellness = false) => {
    void client.invalidateQueries({ queryKey: courseKeys.all() });
    if (alsoWellness) {
      void client.invalidateQueries({ queryKey: ["wellness"] });
    }
  };
}

export function useEnroll() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: enrollInCourse, onSuccess: () => refresh() });
}

export function useStartDay(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: Parameters<typeof startCourseDay>[1]) => startCourseDay(id, input),
    onSuccess: () => refresh(),
  });
}

export function useCompleteDay(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: Parameters<typeof completeCourseDay>[1]) => completeCourseDay(id, input),
    onSuccess: () => refresh(true),
  });
}

export function usePauseCourse(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (reason: PauseReason) => pauseCourse(id, reason),
    onSuccess: () => refresh(),
  });
}

export function useResumeCourse(id: string) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: () => resumeCourse(id), onSuccess: () => refresh() });
}

export function useRepeatWeek(id: string) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: () => repeatCourseWeek(id), onSuccess: () => refresh() });
}
