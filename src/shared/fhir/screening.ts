import { INSTRUMENT_TEXT } from "../../content/screening/instruments";
import type { ScreeningResult as SavedCheckIn } from "../screening/types";
import type { ScreeningResult } from "./bundle";

/**
 * LOINC's panels for the questionnaires, as canonical Questionnaire URLs (LOINC serves its panels
 * as FHIR Questionnaires at http://loinc.org/q/<code>). The EPDS panel is used only when an
 * operator licensed it (its wording is not in Bloom).
 */
export const QUESTIONNAIRE_URLS: Record<SavedCheckIn["instrument"], string> = {
  phq2: "http://loinc.org/q/55757-9",
  phq9: "http://loinc.org/q/44249-1",
  gad7: "http://loinc.org/q/69737-5",
  epds: "http://loinc.org/q/71354-5",
};

/**
 * Her saved check-ins as the Bundle's questionnaires, oldest first: one item per question, its
 * number as the link id and its score (0 to 3) as the answer. Her notes stay out.
 */
export function screeningQuestionnaires(results: readonly SavedCheckIn[]): ScreeningResult[] {
  return [...results]
    .sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0))
    .map((r) => ({
      questionnaire: QUESTIONNAIRE_URLS[r.instrument],
      completedAt: r.createdAt,
      items: r.answers.map((answer, i) => ({
        linkId: String(i + 1),
        text: r.instrument === "epds" ? `EPDS item ${i + 1}` : INSTRUMENT_TEXT[r.instrument].items[i]!,
        answer,
      })),
    }));
}
