/**
 * Postpartum education and the late-pregnancy preparation list: the shapes of Bloom's content.
 *
 * - A postpartum topic (spec: id, category, title, description, importance high or medium, week)
 *   has exactly three modules: a lesson, then a checklist (or a video, only when Bloom has a real
 *   video to show), then a reflection. `week` is the week after the birth the topic matters most.
 * - A prep item (spec: id, title, description, category, importance high, medium or low, week) is
 *   one thing to get ready in late pregnancy; `week` is the week of pregnancy it is best done by.
 */
import { z } from "zod";
import { sourcesSchema } from "../sources-schema";
import { EDUCATION_CATEGORIES, MODULE_TYPES } from "./categories";

export * from "./categories";

const kebab = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lowercase words joined by hyphens");
const text = (max: number) => z.string().trim().min(3).max(max);

export const educationModuleSchema = z
  .strictObject({
    id: kebab,
    type: z.enum(MODULE_TYPES),
    title: text(80),
    /** The module's text: paragraphs separated by a blank line. */
    content: text(2400),
    /** Checklist entries, or the questions a reflection asks her to think about. */
    items: z.array(text(300)).max(10).optional(),
    /** Minutes it takes, roughly. */
    duration: z.int().min(1).max(30).optional(),
    /** A video module plays a real file served by Bloom; none may promise a video that isn't there. */
    videoUrl: z.string().startsWith("/").optional(),
  })
  .refine((m) => (m.type === "video") === (m.videoUrl !== undefined), {
    message: "a video module, and only a video module, has a videoUrl",
    path: ["videoUrl"],
  })
  .refine((m) => (m.type !== "checklist" && m.type !== "reflection") || (m.items?.length ?? 0) >= 2, {
    message: "checklists and reflections list at least two items",
    path: ["items"],
  });
export type EducationModuleContent = z.infer<typeof educationModuleSchema>;

export const postpartumTopicSchema = z
  .strictObject({
    id: kebab,
    category: z.enum(EDUCATION_CATEGORIES),
    title: text(70),
    description: text(240),
    importance: z.enum(["high", "medium"]),
    /** Weeks after the birth (0 = the first week). */
    week: z.int().min(0).max(52),
    modules: z.array(educationModuleSchema).length(3),
    /**
     * The topic is about caring for a baby. After a pregnancy loss only the topics about her own
     * body's recovery are offered, unless she turns pregnancy content back on.
     */
    aboutBaby: z.boolean(),
    sources: sourcesSchema,
  })
  .refine(
    (t) =>
      t.modules[0]?.type === "lesson" &&
      (t.modules[1]?.type === "checklist" || t.modules[1]?.type === "video") &&
      t.modules[2]?.type === "reflection",
    {
      message: "modules are a lesson, a checklist or video, and a reflection, in that order",
      path: ["modules"],
    },
  );
export type PostpartumTopicContent = z.infer<typeof postpartumTopicSchema>;

export const PREP_IMPORTANCE = ["high", "medium", "low"] as const;

export const prepItemSchema = z.strictObject({
  id: kebab,
  title: text(70),
  description: text(400),
  category: z.enum(EDUCATION_CATEGORIES),
  importance: z.enum(PREP_IMPORTANCE),
  /** The week of pregnancy to have it done by. */
  week: z.int().min(4).max(40),
  sources: sourcesSchema,
});
export type PrepItemContent = z.infer<typeof prepItemSchema>;
