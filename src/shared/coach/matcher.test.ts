import { afterAll, describe, expect, it } from "vitest";
import { KNOWLEDGE } from "../../content/coach";
import { GENERIC_CHIPS, STAGE_CHIPS } from "../../content/coach/coaches";
import {
  HELD_OUT_QUESTIONS,
  LABELLED_QUESTIONS,
  type LabelledQuestion,
  UNANSWERABLE,
} from "./labelled-questions";
import { createKnowledgeMatcher, stageFit } from "./matcher";
import { words } from "./text";

const matcher = createKnowledgeMatcher(KNOWLEDGE);
const answer = (question: string, stage: string | null = null) =>
  matcher.match(question, stage).find((m) => m.confident)?.entry.id ?? null;
const hits = (set: readonly LabelledQuestion[]) => set.filter(([q, stage, id]) => answer(q, stage) === id);
const entry = (id: string) => KNOWLEDGE.find((e) => e.id === id)!;
const figures: string[] = [];

describe("matching her questions to the knowledge base", () => {
  it("answers at least 95 % of the labelled questions with the right entry", () => {
    const right = hits(LABELLED_QUESTIONS);
    const missed = LABELLED_QUESTIONS.filter((q) => !right.includes(q));
    figures.push(`${right.length} of ${LABELLED_QUESTIONS.length} tuned-on questions`);
    expect(missed.length / LABELLED_QUESTIONS.length, JSON.stringify(missed)).toBeLessThanOrEqual(0.05);
  });

  it("answers at least 85 % of the held-out questions it was never tuned on", () => {
    const right = hits(HELD_OUT_QUESTIONS).length;
    figures.push(`${right} of ${HELD_OUT_QUESTIONS.length} held-out questions`);
    expect(right / HELD_OUT_QUESTIONS.length).toBeGreaterThanOrEqual(0.85);
  });

  it.each(UNANSWERABLE)("is not sure about %j", (question) => {
    expect(answer(question)).toBeNull();
  });

  it("counts the off-topic and nonsense questions it is not sure about", () => {
    const unsure = UNANSWERABLE.filter((q) => answer(q) === null).length;
    figures.push(`${unsure} of ${UNANSWERABLE.length} off-topic or nonsense questions get "not sure"`);
    expect(unsure).toBe(UNANSWERABLE.length);
  });

  it("answers every entry's own example questions, nearly always with that entry", () => {
    const own = KNOWLEDGE.flatMap((e) => e.phrasings.map((p) => [p, e.id] as const));
    const right = own.filter(([p, id]) => answer(p) === id).length;
    expect(right / own.length).toBeGreaterThanOrEqual(0.95);
  });

  it("understands lay words: tummy gap, peeing when sneezing, throwing up", () => {
    expect(answer("there's a gap in my tummy", "postpartum_3-6m")).toBe("postpartum-diastasis-recti");
    expect(answer("i pee when i sneeze", "postpartum_6-12")).toBe("postpartum-pelvic-floor");
    expect(answer("throwing up every morning", "pregnant_trimester_1")).toBe("pregnancy-morning-sickness");
  });

  it("tolerates typos", () => {
    expect(answer("diastisis recti excercises", "postpartum_6-12")).toBe("postpartum-diastasis-recti");
    expect(answer("heartbrun at nigth", "pregnant_trimester_3")).toBe("pregnancy-heartburn");
    expect(answer("hemorroids after birth", "postpartum_0-6")).toBe("postpartum-hemorrhoids");
  });

  it("ranks the answer for her stage: the same question, three stages, three answers", () => {
    const question = "how much coffee can i drink";
    expect(answer(question, "pregnant_trimester_2")).toBe("pregnancy-caffeine");
    expect(answer(question, "postpartum_3-6m")).toBe("postpartum-caffeine-alcohol");
    expect(answer(question, "ttc_4-6")).toBe("ttc-caffeine-alcohol");
  });

  it("answers what she asked, for her stage (first-week walk, issue 26)", () => {
    expect(answer("How can I tell when I'm ovulating?", "ttc_6-12")).toBe("ttc-fertile-window");
    expect(answer("does it hurt when you ovulate", "ttc")).toBe("ttc-ovulation-pain");
    expect(answer("can I lie on my back at 24 weeks?", "pregnant_trimester_2")).toBe(
      "pregnancy-lying-on-back",
    );
    expect(answer("is it bad to sleep on my back at 30 weeks", "pregnant_trimester_3")).toBe(
      "pregnancy-sleep",
    );
    expect(answer("no time to exercise, what can I do in 10 minutes?", "toddler_1-2")).toBe(
      "toddler-mom-workouts",
    );
    expect(answer("no time to exercise, what can I do in 10 minutes?", "pregnant_trimester_2")).toBe(
      "pregnancy-exercise-safety",
    );
    // Three weeks after birth, not the toddler years' workouts.
    expect(answer("no time to exercise, what can I do in 10 minutes?", "postpartum_0-6")).toBe(
      "postpartum-return-to-exercise",
    );
    expect(stageFit(entry("toddler-mom-workouts"), "postpartum_0-6")).toBeLessThan(1);
  });

  it("weighs her exact stage above her journey, and her journey above another", () => {
    const early = entry("postpartum-bleeding"); // postpartum-0-6 only
    expect(stageFit(early, "postpartum_0-6")).toBeGreaterThan(stageFit(early, "postpartum"));
    expect(stageFit(early, "postpartum")).toBeGreaterThan(stageFit(early, "pregnant"));
    expect(stageFit(early, null)).toBe(stageFit(early, "none"));
  });

  it("answers every suggestion chip for the journeys that show it", () => {
    for (const [journey, chips] of Object.entries(STAGE_CHIPS)) {
      for (const chip of chips) {
        const id = answer(chip, journey);
        expect(id, chip).not.toBeNull();
        expect(
          entry(id!).stages.some((s) => s.startsWith(journey)),
          `${chip} → ${id}`,
        ).toBe(true);
      }
    }
    for (const chip of GENERIC_CHIPS) {
      for (const stage of [null, "ttc", "pregnant_trimester_2", "postpartum_0-6", "toddler_2-3"]) {
        expect(answer(chip, stage), `${chip} (${stage})`).not.toBeNull();
      }
    }
  });

  it("finds nothing in an empty or punctuation-only message", () => {
    expect(matcher.match("", null)).toEqual([]);
    expect(matcher.match("?!...", "pregnant")).toEqual([]);
  });
});

/**
 * Bloom answers in US spelling, and a mother who writes in UK spelling is understood the same:
 * [her UK wording, the same question in US spelling, her stage, the entry both land on].
 */
const UK_AND_US: readonly [string, string, string, string][] = [
  ["can I eat yoghurt", "can I eat yogurt", "pregnant_trimester_2", "general-healthy-eating"],
  ["after my caesarean", "after my cesarean", "postpartum_0-6", "postpartum-c-section-recovery"],
  [
    "what can I do after my caesarian",
    "what can I do after my cesarean",
    "postpartum_0-6",
    "postpartum-c-section-recovery",
  ],
  [
    "how much fibre for constipation",
    "how much fiber for constipation",
    "pregnant_trimester_2",
    "pregnancy-constipation",
  ],
  [
    "how do I get my body ready for labour",
    "how do I get my body ready for labor",
    "pregnant_trimester_3",
    "pregnancy-third-trimester-movement",
  ],
  [
    "am I in labour or is it braxton hicks",
    "am I in labor or is it braxton hicks",
    "pregnant_trimester_3",
    "pregnancy-braxton-hicks",
  ],
  ["haemorrhoids after birth", "hemorrhoids after birth", "postpartum_0-6", "postpartum-hemorrhoids"],
  ["anaemia in pregnancy", "anemia in pregnancy", "pregnant_trimester_2", "pregnancy-iron"],
  [
    "low haemoglobin while pregnant",
    "low hemoglobin while pregnant",
    "pregnant_trimester_2",
    "pregnancy-iron",
  ],
  ["oedema in my ankles", "edema in my ankles", "pregnant_trimester_3", "pregnancy-swelling"],
  [
    "how do I practise mindfulness",
    "how do I practice mindfulness",
    "postpartum_3-6m",
    "general-mindfulness",
  ],
  [
    "quick snacks with yoghurt for my toddler",
    "quick snacks with yogurt for my toddler",
    "toddler_1-2",
    "toddler-healthy-snacks",
  ],
];

describe("UK and US spellings", () => {
  it("reads UK spellings as the US words the knowledge base uses", () => {
    expect(words("Yoghurt, fibre and wholegrains after my Caesarean")).toEqual(
      words("yogurt, fiber and whole grains after my cesarean"),
    );
    expect(words("labour anaemia oedema haemorrhoids practise centre")).toEqual([
      "labor",
      "anemia",
      "edema",
      "hemorrhoids",
      "practice",
      "center",
    ]);
  });

  it.each(UK_AND_US)("%j lands where %j does (%s)", (uk, us, stage, id) => {
    expect(answer(us, stage)).toBe(id);
    expect(answer(uk, stage)).toBe(id);
  });

  it("scores a UK question exactly as its US twin", () => {
    for (const [uk, us, stage] of UK_AND_US) {
      expect(matcher.match(uk, stage).map((m) => [m.entry.id, m.score])).toEqual(
        matcher.match(us, stage).map((m) => [m.entry.id, m.score]),
      );
    }
  });
});

afterAll(() => {
  // The figures the README quotes: `npx vitest run src/shared/coach/matcher.test.ts`.
  console.log(`Coach labelled questions\n  ${figures.join("\n  ")}`);
});
