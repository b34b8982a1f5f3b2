import { describe, expect, it } from "vitest";
import { scoreScreening } from "../screening/scoring";
import type { ScreeningResult } from "../screening/types";
import { screeningQuestionnaires } from "./screening";

const saved = (instrument: "phq9" | "gad7", answers: number[], createdAt: string): ScreeningResult => {
  const s = scoreScreening(instrument, answers);
  return {
    id: createdAt,
    instrument,
    answers,
    difficulty: null,
    score: s.score,
    maxScore: s.maxScore,
    band: s.band,
    bandLabel: s.bandLabel,
    bandWords: s.bandWords,
    next: s.next,
    note: "her private note",
    moment: null,
    takenOn: createdAt.slice(0, 10),
    createdAt,
  };
};

describe("her check-ins as the FHIR Bundle's questionnaires", () => {
  it("go oldest first, one item per question with its score, and without her note", () => {
    const newestFirst = [
      saved("gad7", [3, 2, 1, 0, 0, 0, 0], "2026-11-20T08:00:00.000Z"),
      saved("phq9", [0, 1, 0, 0, 0, 0, 0, 0, 2], "2026-11-06T08:00:00.000Z"),
    ];
    const out = screeningQuestionnaires(newestFirst);
    expect(out.map((q) => q.questionnaire)).toEqual([
      "http://loinc.org/q/44249-1",
      "http://loinc.org/q/69737-5",
    ]);
    expect(out[0]!.completedAt).toBe("2026-11-06T08:00:00.000Z");
    expect(out[0]!.items).toHaveLength(9);
    expect(out[0]!.items[8]).toEqual({
      linkId: "9",
      text: "Thoughts that you would be better off dead or of hurting yourself in some way",
      answer: 2,
    });
    expect(JSON.stringify(out)).not.toContain("her private note");
  });
});
