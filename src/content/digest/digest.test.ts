import { describe, expect, it } from "vitest";
import { CONTENT_STAGES } from "../journeys";
import { WELLNESS_GUIDE_SLUGS } from "../pages/wellness-guides";
import { findRecipe } from "../recipes";
import { findWorkout } from "../workouts";
import {
  moveTemplateSchema,
  TEN_MINUTE_MOVES,
  TIP_CATEGORIES,
  TIP_TRIGGERS,
  WELLNESS_TIPS,
  wellnessTipSchema,
} from "./index";

/** The page a tip's link opens, looked up in the catalogue it names. */
function target(link: string) {
  const [, section, name = ""] = link.split("/");
  if (section === "workouts") return { section, found: findWorkout(name) };
  if (section === "recipes") return { section, found: findRecipe(name) };
  return { section, found: (WELLNESS_GUIDE_SLUGS as readonly string[]).includes(name) ? name : undefined };
}

describe("the wellness tip catalogue", () => {
  it.each(WELLNESS_TIPS.map((t) => [t.id, t] as const))("%s passes the schema", (_id, tip) => {
    const result = wellnessTipSchema.safeParse(tip);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it.each(TEN_MINUTE_MOVES.map((t) => [t.stages.join(", "), t] as const))(
    "passes the schema for the ten-minute workout template (%s)",
    (_stages, template) => {
      const result = moveTemplateSchema.safeParse(template);
      expect(result.success ? [] : result.error.issues).toEqual([]);
    },
  );

  it("writes the ten-minute workout once for every stage, under one id", () => {
    const stages = TEN_MINUTE_MOVES.flatMap((t) => t.stages);
    expect([...stages].sort()).toEqual([...CONTENT_STAGES].sort());
    expect(new Set(TEN_MINUTE_MOVES.map((t) => t.id)).size).toBe(1);
  });

  it("has unique ids, the template's included", () => {
    const ids = [...WELLNESS_TIPS.map((t) => t.id), TEN_MINUTE_MOVES[0]!.id];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("links every tip to a workout, recipe or guide that exists in Bloom", () => {
    const broken = WELLNESS_TIPS.filter((t) => !target(t.link).found).map((t) => `${t.id} → ${t.link}`);
    expect(broken).toEqual([]);
  });

  it("links workout tips to workouts and never a workout tip to something else", () => {
    for (const tip of WELLNESS_TIPS.filter((t) => t.category === "workout")) {
      expect(target(tip.link).section, tip.id).toBe("workouts");
    }
  });

  it("only links a tip to workouts and recipes written for every journey the tip is for", () => {
    const mismatched = WELLNESS_TIPS.filter((tip) => {
      const { found } = target(tip.link);
      if (!found || typeof found === "string") return false;
      return !tip.journeys.every((j) => (found.journeys as readonly string[]).includes(j));
    }).map((t) => t.id);
    expect(mismatched).toEqual([]);
  });

  it("has everyday tips in every category and tips for every trigger", () => {
    for (const category of TIP_CATEGORIES) {
      expect(
        WELLNESS_TIPS.filter((t) => t.category === category && !t.trigger).length,
        category,
      ).toBeGreaterThan(3);
    }
    for (const trigger of TIP_TRIGGERS) {
      expect(
        WELLNESS_TIPS.some((t) => t.trigger === trigger),
        trigger,
      ).toBe(true);
    }
  });

  it("rejects a triggered tip filed under another category", () => {
    const sleepTip = WELLNESS_TIPS.find((t) => t.trigger === "short-sleep")!;
    expect(wellnessTipSchema.safeParse({ ...sleepTip, category: "nutrition" }).success).toBe(false);
  });

  it("rejects links outside Bloom's workouts, recipes and guides", () => {
    const tip = WELLNESS_TIPS[0]!;
    for (const link of ["https://example.com/x", "/community", "/workouts/", "/recipes/Bad Slug"]) {
      expect(wellnessTipSchema.safeParse({ ...tip, link }).success, link).toBe(false);
    }
  });
});
