/**
 * Today's Wellness Digest: the shape of a wellness tip in Bloom's catalogue.
 *
 * A tip is one small thing to do today (the spec's Wellness tip: category, title, description,
 * action, benefit), linked to a real Bloom page: a workout (`/workouts/{slug}`), a recipe
 * (`/recipes/{slug}`) or a wellness guide (`/wellness/{guide}`). The content test checks every link
 * against the catalogues. Which tips she sees is decided by the rules in `src/shared/digest`.
 */
import { z } from "zod";
import { CONTENT_STAGES, type ContentStage, JOURNEY_IDS, type JourneyId } from "../journeys";
import { sourcesSchema } from "../sources-schema";

export const TIP_CATEGORIES = ["workout", "nutrition", "hydration", "mindfulness", "sleep"] as const;
export type TipCategory = (typeof TIP_CATEGORIES)[number];

/**
 * What in her own logs makes a tip the right one today. A tip without a trigger is an everyday tip,
 * shown in rotation. (No workout this week is answered from the workout catalogue itself: see
 * TEN_MINUTE_MOVES.)
 */
export const TIP_TRIGGERS = [
  "broken-sleep",
  "short-sleep",
  "low-hydration",
  "low-mood",
  "high-stress",
  "low-energy",
] as const;
export type TipTrigger = (typeof TIP_TRIGGERS)[number];

/** The category a triggered tip must belong to. */
export const TRIGGER_CATEGORY: Record<TipTrigger, TipCategory> = {
  "broken-sleep": "sleep",
  "short-sleep": "sleep",
  "low-hydration": "hydration",
  "low-mood": "mindfulness",
  "high-stress": "mindfulness",
  "low-energy": "nutrition",
};

/** A link inside Bloom: a workout, a recipe or one of the wellness guides. */
export const TIP_LINK = /^\/(workouts|recipes|wellness)\/[a-z0-9]+(-[a-z0-9]+)*$/;

/** "postpartum-0-6" → "postpartum". */
const journeyOfContentStage = (stage: ContentStage) => stage.split("-")[0] as JourneyId;

const text = (max: number) => z.string().trim().min(3).max(max);
const kebab = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lowercase words joined by hyphens");

export const wellnessTipSchema = z
  .strictObject({
    id: kebab,
    category: z.enum(TIP_CATEGORIES),
    title: text(60),
    description: text(320),
    action: text(140),
    benefit: text(200),
    link: z.string().regex(TIP_LINK, "a /workouts/, /recipes/ or /wellness/ link"),
    /** The journeys the tip is written for. */
    journeys: z.array(z.enum(JOURNEY_IDS)).min(1),
    /**
     * The stages the tip is written for (its words must fit each one); each belongs to one of its
     * journeys, and each journey has at least one.
     */
    stages: z.array(z.enum(CONTENT_STAGES)).min(1),
    trigger: z.enum(TIP_TRIGGERS).optional(),
    /**
     * The tip speaks of a baby or a bump (feeds, naps, the stroller). After a pregnancy loss such tips
     * are not offered unless she turns pregnancy content back on.
     */
    aboutBaby: z.literal(true).optional(),
    sources: sourcesSchema,
  })
  .refine((t) => !t.trigger || TRIGGER_CATEGORY[t.trigger] === t.category, {
    message: "a triggered tip belongs to its trigger's category",
    path: ["trigger"],
  })
  .refine(
    (t) =>
      t.stages.every((s) => t.journeys.includes(journeyOfContentStage(s))) &&
      t.journeys.every((j) => t.stages.some((s) => journeyOfContentStage(s) === j)),
    { message: "the stages and the journeys agree", path: ["stages"] },
  );
export type WellnessTipContent = z.infer<typeof wellnessTipSchema>;

/**
 * The tip offered when she has no workout logged this week. Its link and the `{workout}` and
 * `{minutes}` in its action are filled with a short workout from the catalogue that fits her stage.
 */
export const moveTemplateSchema = z.strictObject({
  id: kebab,
  /** The stages whose words these are; every stage has exactly one "Ten minutes counts". */
  stages: z.array(z.enum(CONTENT_STAGES)).min(1),
  category: z.literal("workout"),
  title: text(60),
  description: text(320),
  action: text(140).refine((a) => a.includes("{workout}") && a.includes("{minutes}"), {
    message: "the action names the workout and its minutes",
  }),
  benefit: text(200),
  sources: sourcesSchema,
});
export type MoveTemplate = z.infer<typeof moveTemplateSchema>;
