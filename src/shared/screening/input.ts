import { z } from "zod";
import { SCREENING_INSTRUMENTS } from "../../content/screening/instruments";
import { validAnswers } from "./scoring";

export const SCREENING_NOTE_MAX = 1000;

/** One answered questionnaire, as she sends it. The server scores it; she never sends a score. */
export const screeningResultInput = z
  .strictObject({
    instrument: z.enum(SCREENING_INSTRUMENTS),
    answers: z.array(z.number().int().min(0).max(3)),
    difficulty: z.number().int().min(0).max(3).nullable().optional(),
    note: z.string().trim().max(SCREENING_NOTE_MAX, "Keep your note under 1,000 characters.").optional(),
  })
  .refine((v) => validAnswers(v.instrument, v.answers), {
    message: "Answer every question.",
    path: ["answers"],
  });
export type ScreeningResultInput = z.infer<typeof screeningResultInput>;
