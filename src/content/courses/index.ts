/** Bloom's courses: the catalogue, its schema and the days built from it. */
import { COURSES } from "./catalogue";
import type { Course } from "./schema";

export * from "./build";
export { COURSES } from "./catalogue";
export * from "./schema";

const BY_ID = new Map(COURSES.map((c) => [c.id, c]));

export function findCourse(id: string): Course | undefined {
  return BY_ID.get(id);
}
