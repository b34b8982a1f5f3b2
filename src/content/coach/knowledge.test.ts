import { describe, expect, it } from "vitest";
import { JOURNEY_IDS } from "../journeys";
import { WELLNESS_GUIDE_SLUGS, WELLNESS_GUIDES } from "../pages/wellness-guides";
import { findRecipe } from "../recipes";
import { findWorkout } from "../workouts";
import { COACH_SPECIALTIES, COACHES, GENERIC_CHIPS, STAGE_CHIPS } from "./coaches";
import { COACH_CATEGORIES, KNOWLEDGE, type KnowledgeEntry, knowledgeEntrySchema } from "./index";

const text = (e: KnowledgeEntry) =>
  [
    e.response.explanation,
    ...e.response.recommendations,
    ...e.response.modifications,
    e.response.warning ?? "",
  ].join(" ");
/** The journey of a catalogue stage ("postpartum-0-6") or of a journey id ("postpartum"). */
const journeyOf = (stage: string) => JOURNEY_IDS.find((j) => stage === j || stage.startsWith(`${j}-`));
const journeysOf = (e: KnowledgeEntry) => new Set(e.stages.map((s) => journeyOf(s)));

describe("coach knowledge base: shape", () => {
  it("has at least 80 entries with unique ids", () => {
    expect(KNOWLEDGE.length).toBeGreaterThanOrEqual(80);
    expect(new Set(KNOWLEDGE.map((e) => e.id)).size).toBe(KNOWLEDGE.length);
  });

  it.each(KNOWLEDGE.map((e) => [e.id, e] as const))("%s passes the schema", (_id, entry) => {
    const result = knowledgeEntrySchema.safeParse(entry);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it("covers the four journeys and the spec's five categories, each more than once", () => {
    for (const journey of ["ttc", "pregnant", "postpartum", "toddler"]) {
      const count = KNOWLEDGE.filter((e) => journeysOf(e).has(journey as never)).length;
      expect(count, journey).toBeGreaterThanOrEqual(15);
    }
    for (const category of COACH_CATEGORIES) {
      expect(KNOWLEDGE.filter((e) => e.category === category).length, category).toBeGreaterThanOrEqual(8);
    }
  });
});

describe("coach knowledge base: every link opens a real Bloom page", () => {
  const links = KNOWLEDGE.flatMap((e) => e.response.programs.map((p) => [e.id, p.href, p.label, e] as const));

  it.each(links)("%s → %s", (_id, href, label, entry) => {
    const [, kind, slug = ""] = href.split("/");
    if (kind === "workouts") {
      const workout = findWorkout(slug);
      expect(workout?.title).toBe(label);
      // A workout offered in an answer must be meant for a journey the answer is for.
      expect(workout?.journeys.some((j) => journeysOf(entry).has(j))).toBe(true);
    } else if (kind === "recipes") {
      expect(findRecipe(slug)?.title).toBe(label);
    } else {
      expect(kind).toBe("wellness");
      expect(WELLNESS_GUIDE_SLUGS).toContain(slug);
      expect(WELLNESS_GUIDES.find((g) => g.slug === slug)?.title).toBe(label);
    }
  });
});

describe("coach knowledge base: the spec's figures", () => {
  const entry = (id: string) => KNOWLEDGE.find((e) => e.id === id)!;

  it("diastasis recti in up to 60 % of mothers after birth", () => {
    expect(text(entry("postpartum-diastasis-recti"))).toMatch(/up to 60 %/i);
  });
  it("baby blues in up to 80 %", () => {
    expect(text(entry("postpartum-baby-blues"))).toMatch(/up to 80 %/i);
  });
  it("postpartum depression in 10 to 20 %", () => {
    expect(text(entry("postpartum-depression"))).toMatch(/10 to 20 %/);
  });
  it("caffeine at 200 mg a day or less in pregnancy", () => {
    expect(text(entry("pregnancy-caffeine"))).toMatch(/200 mg a day or less/);
  });
  it("folic acid 400 to 800 mcg", () => {
    expect(text(entry("pregnancy-folate"))).toMatch(/400 to 800 mcg/);
    expect(text(entry("ttc-fertility-nutrition"))).toMatch(/400 to 800 mcg/);
  });

  it("every answer about self-harm or low mood points to 988", () => {
    for (const e of KNOWLEDGE.filter((k) => /harm(ing)? yourself/.test(k.response.warning ?? ""))) {
      expect(e.response.warning, e.id).toMatch(/988/);
    }
  });
});

/**
 * UK spellings and words that must not appear in what she reads. Bloom writes in US English; the
 * sources an entry cites keep their own titles ("Piles (haemorrhoids) in pregnancy"), and the
 * matcher still understands a mother who writes the UK way (src/shared/coach/text.ts).
 */
const UK_SPELLINGS =
  /\b(fibres?|labour\w*|yoghurts?|caesar[ei]ans?|haem\w*|anaem\w*|oedema|oestrogen|foet\w*|paediatr\w*|gynaecolog\w*|diarrhoea|practis(e|es|ed|ing)|centres?|litres?|colour\w*|flavour\w*|favourit\w*|behaviour\w*|neighbour\w*|counsell\w*|\w*recognis\w*|organis\w*|prioritis\w*|apologis\w*|mumm(y|ies)|mums?|nappy|nappies|prams?|tinned|wholegrains?|wholemeal|savoury|moulds?|travelling|burnt|programmes?)\b/gi;

/** Everything she reads of an entry: its title and its answer (not the sources it cites). */
const displayed = (e: KnowledgeEntry) => [
  e.title,
  e.response.explanation,
  ...e.response.recommendations,
  ...e.response.programs.map((p) => p.label),
  ...e.response.modifications,
  ...(e.response.warning ? [e.response.warning] : []),
];

describe("coach knowledge base: US spelling in what she reads", () => {
  it.each(KNOWLEDGE.map((e) => [e.id, e] as const))("%s", (_id, entry) => {
    const found = displayed(entry).flatMap((t) =>
      (t.match(UK_SPELLINGS) ?? []).map((w) => `${w} in "${t.slice(0, 60)}"`),
    );
    expect(found).toEqual([]);
  });

  it("the chips and coaches too", () => {
    const texts = [
      ...Object.values(STAGE_CHIPS).flat(),
      ...GENERIC_CHIPS,
      ...COACHES.flatMap((c) => Object.values(c).filter((v): v is string => typeof v === "string")),
    ];
    expect(texts.flatMap((t) => t.match(UK_SPELLINGS) ?? [])).toEqual([]);
  });

  it("catches the UK spellings it lists, and leaves the US ones and cited titles alone", () => {
    const uk =
      "Fibre, yoghurt and labour after a caesarean; anaemia, oedema, haemorrhoids; practise at the centre.";
    expect(uk.match(UK_SPELLINGS)).toHaveLength(9);
    expect(
      "Fiber, yogurt and labor after a cesarean; anemia, edema, hemorrhoids; practice at the center.".match(
        UK_SPELLINGS,
      ),
    ).toBeNull();
    // Cited titles keep their UK spelling, and the check above never reads them.
    const cited = KNOWLEDGE.flatMap((e) => e.sources.map((s) => s.title)).filter((t) =>
      t.match(UK_SPELLINGS),
    );
    expect(cited).toContain("Piles (haemorrhoids) in pregnancy");
  });
});

describe("coaches and chips", () => {
  it("has one online coach for each of the spec's four specialties", () => {
    expect(COACHES.map((c) => c.specialty).sort()).toEqual([...COACH_SPECIALTIES].sort());
    expect(COACHES.every((c) => c.isOnline && c.name.length > 0)).toBe(true);
  });

  it("has four chips for ttc, pregnant and postpartum, and four generic ones", () => {
    for (const chips of Object.values(STAGE_CHIPS)) expect(chips).toHaveLength(4);
    expect(GENERIC_CHIPS).toHaveLength(4);
  });
});
