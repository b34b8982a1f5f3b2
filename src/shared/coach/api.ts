/**
 * The coach's API contract: POST /api/coach/reply. Camel case, like the spec's Coach and Chat
 * message. Nothing she sends is stored.
 */
import { z } from "zod";
import { COACH_CATEGORIES } from "../../content/coach/schema";
import { sourceSchema } from "../../content/sources-schema";
import { PROFILE_STAGE_VALUES } from "../journeys";
import { safetyFinding } from "../safety";

export const COACH_MESSAGE_MAX_LENGTH = 1000;

export const coachReplyInput = z.strictObject({
  message: z
    .string()
    .trim()
    .min(1, "Type a message first.")
    .max(COACH_MESSAGE_MAX_LENGTH, `Keep your message under ${COACH_MESSAGE_MAX_LENGTH} characters.`),
  /** Her profile's motherhood_stage, for ranking answers and reading warning signs; visitors send none. */
  stage: z
    .enum(PROFILE_STAGE_VALUES as [string, ...string[]], { error: "Motherhood stage is not one we know." })
    .nullable()
    .optional(),
});
export type CoachReplyInput = z.infer<typeof coachReplyInput>;

const programLink = z.strictObject({ label: z.string(), href: z.string() });

/** A knowledge entry's response, as the dialog shows it. */
export const coachAnswer = z.strictObject({
  entryId: z.string(),
  title: z.string(),
  category: z.enum(COACH_CATEGORIES),
  explanation: z.string(),
  recommendations: z.array(z.string()),
  programs: z.array(programLink),
  modifications: z.array(z.string()),
  warning: z.string().optional(),
  sources: z.array(sourceSchema),
});
export type CoachAnswer = z.infer<typeof coachAnswer>;

export const coachReply = z.discriminatedUnion("kind", [
  /** A warning sign or thoughts of self-harm: what to do now, and nothing else. */
  z.strictObject({ kind: z.literal("urgent"), content: z.string(), safety: safetyFinding }),
  /**
   * An answer from the knowledge base. `generated` when a configured language model wrote
   * `content` from the matched entries; `answer` is then the entry it drew on most.
   */
  z.strictObject({
    kind: z.literal("answer"),
    content: z.string(),
    answer: coachAnswer,
    generated: z.boolean(),
    /** Her message also sounds like a health worry: when to call her provider or 911, under the answer. */
    safetyNet: z.string().optional(),
  }),
  /**
   * A health worry the knowledge base has no entry for: when to call her provider, when 911 or
   * 988, and an offer to say more, with topics.
   */
  z.strictObject({ kind: z.literal("check"), content: z.string(), topics: z.array(z.string()) }),
  /** Spec §5's vague message: she is asked for more detail, with topics to pick from. */
  z.strictObject({ kind: z.literal("vague"), content: z.string(), topics: z.array(z.string()) }),
  /** Nothing in the knowledge base fits well: it says so and offers topics instead of guessing. */
  z.strictObject({ kind: z.literal("unsure"), content: z.string(), topics: z.array(z.string()) }),
]);
export type CoachReply = z.infer<typeof coachReply>;
