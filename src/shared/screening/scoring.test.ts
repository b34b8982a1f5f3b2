import { describe, expect, it } from "vitest";
import { readSafety } from "../safety";
import { checkInFinding, phq2OpensPhq9, scoreScreening, validAnswers } from "./scoring";

/** Answers of `count` items adding up to `total` (filled from the first item). */
function answersFor(count: number, total: number): number[] {
  const answers = Array(count).fill(0);
  let left = total;
  for (let i = 0; i < count && left > 0; i++) {
    answers[i] = Math.min(3, left);
    left -= answers[i];
  }
  return answers;
}

const PHQ9_EXPECTED = (total: number) =>
  total >= 20
    ? "severe"
    : total >= 15
      ? "moderatelySevere"
      : total >= 10
        ? "moderate"
        : total >= 5
          ? "mild"
          : "minimal";
const GAD7_EXPECTED = (total: number) =>
  total >= 15 ? "severe" : total >= 10 ? "moderate" : total >= 5 ? "mild" : "minimal";

describe("scoring", () => {
  it("bands every PHQ-9 total at 5, 10, 15 and 20", () => {
    for (let total = 0; total <= 27; total++) {
      const s = scoreScreening("phq9", answersFor(9, total));
      expect(s.score).toBe(total);
      expect(s.maxScore).toBe(27);
      expect(s.band, `total ${total}`).toBe(PHQ9_EXPECTED(total));
    }
  });

  it("bands every GAD-7 total at 5, 10 and 15", () => {
    for (let total = 0; total <= 21; total++) {
      const s = scoreScreening("gad7", answersFor(7, total));
      expect(s.score).toBe(total);
      expect(s.band, `total ${total}`).toBe(GAD7_EXPECTED(total));
    }
  });

  it("opens the PHQ-9 for a PHQ-2 of 3 or more, and only then", () => {
    for (let a = 0; a <= 3; a++)
      for (let b = 0; b <= 3; b++) {
        expect(phq2OpensPhq9([a, b])).toBe(a + b >= 3);
        expect(scoreScreening("phq2", [a, b]).band).toBe(a + b >= 3 ? "positive" : "negative");
      }
  });

  it("gives the next step of each band, and 'today' whenever item 9 is above zero", () => {
    expect(scoreScreening("phq9", answersFor(9, 3)).next).toBe("routine");
    expect(scoreScreening("phq9", answersFor(9, 7)).next).toBe("nextVisit");
    expect(scoreScreening("phq9", answersFor(9, 12)).next).toBe("soon");
    expect(scoreScreening("phq9", answersFor(9, 16)).next).toBe("today");
    expect(scoreScreening("gad7", answersFor(7, 21)).next).toBe("today");
    const lowWithItem9 = [0, 0, 0, 0, 0, 0, 0, 0, 1];
    expect(scoreScreening("phq9", lowWithItem9)).toMatchObject({
      band: "minimal",
      next: "today",
      selfHarmAnswer: true,
    });
  });

  it("refuses incomplete or out-of-range answers", () => {
    expect(validAnswers("phq9", [0, 0])).toBe(false);
    expect(validAnswers("gad7", [0, 0, 0, 0, 0, 0, 4])).toBe(false);
    expect(validAnswers("phq2", [1.5, 0])).toBe(false);
    expect(() => scoreScreening("phq9", [1])).toThrow(RangeError);
  });
});

describe("item-9 routing through the safety module", () => {
  it("sends every one of the 4^9 PHQ-9 answer sets with item 9 above zero to the crisis card, and no other", () => {
    const answers = Array(9).fill(0);
    let routed = 0;
    let wrong = 0;
    for (let code = 0; code < 4 ** 9; code++) {
      let rest = code;
      for (let i = 0; i < 9; i++) {
        answers[i] = rest % 4;
        rest = Math.floor(rest / 4);
      }
      const finding = checkInFinding("phq9", answers);
      const crisis =
        finding?.selfHarm === true && finding.signs.some((s) => s.id === "thoughts-of-self-harm");
      if (crisis) routed++;
      if (crisis !== answers[8] > 0 || (answers[8] === 0 && finding !== null)) wrong++;
    }
    expect(wrong).toBe(0);
    expect(routed).toBe(3 * 4 ** 8);
  });

  it("routes item 9 at zero only when the reader finds a sign in her note", () => {
    const calm = [3, 3, 3, 3, 3, 3, 3, 3, 0];
    expect(
      checkInFinding("phq9", calm, readSafety("Tired but coping, the baby sleeps better now.").finding),
    ).toBeNull();
    const note = readSafety("I keep thinking everyone would be better off without me", {
      journey: "postpartum",
    });
    expect(note.finding?.selfHarm).toBe(true);
    expect(checkInFinding("phq9", calm, note.finding)?.selfHarm).toBe(true);
  });

  it("never routes a PHQ-2 or GAD-7 on its answers alone", () => {
    expect(checkInFinding("phq2", [3, 3])).toBeNull();
    expect(checkInFinding("gad7", [3, 3, 3, 3, 3, 3, 3])).toBeNull();
  });
});
