import { describe, expect, it } from "vitest";
import { PLAN_LIST } from "../premium";
import { ABOUT } from "./about";
import { FAQ } from "./faq";
import { HOME } from "./home";
import { PRIVACY } from "./privacy";
import { TERMS } from "./terms";
import type { Article } from "./types";
import { SUPPORT_EMAIL_TOKEN } from "./types";
import { WELLNESS_GUIDE_SLUGS, WELLNESS_GUIDES } from "./wellness-guides";

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ARTICLES: Article[] = [TERMS, PRIVACY, ABOUT, ...WELLNESS_GUIDES];
const ALL_CONTENT = { FAQ, TERMS, PRIVACY, ABOUT, HOME, WELLNESS_GUIDES };

/** Every string in a value, with a path for readable failures. */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`));
  }
  return [];
}

const ALL_STRINGS = strings(ALL_CONTENT, "content");

describe("FAQ", () => {
  it("has the spec's five questions with unique kebab-case ids", () => {
    expect(FAQ).toHaveLength(5);
    expect(new Set(FAQ.map((f) => f.id)).size).toBe(5);
    for (const item of FAQ) {
      expect(item.id).toMatch(KEBAB);
      expect(item.question.trim().endsWith("?")).toBe(true);
      expect(item.answer.trim().length).toBeGreaterThan(40);
    }
  });

  it("says to consult a doctor about pregnancy and how to cancel", () => {
    expect(FAQ[4]?.answer).not.toMatch(/isn't open|not open yet/);
    expect(FAQ[0]?.answer).toMatch(/doctor/);
    expect(FAQ[4]?.answer).toMatch(/account settings/);
    expect(FAQ[4]?.answer).toContain(SUPPORT_EMAIL_TOKEN);
  });
});

describe("terms and privacy", () => {
  it("terms has the twelve sections in the spec's order", () => {
    expect(TERMS.sections.map((s) => s.id)).toEqual([
      "about",
      "acceptance",
      "eligibility",
      "services",
      "subscriptions",
      "medical-disclaimer",
      "user-responsibilities",
      "intellectual-property",
      "cancellation",
      "liability",
      "contact",
      "changes",
    ]);
  });

  it("privacy has twelve sections, health data second", () => {
    expect(PRIVACY.sections).toHaveLength(12);
    expect(new Set(PRIVACY.sections.map((s) => s.id)).size).toBe(12);
    expect(PRIVACY.sections[1]?.id).toBe("health-data");
  });

  it.each([
    ["terms", TERMS],
    ["privacy", PRIVACY],
  ])("%s keeps the day its text last changed: a real day, not one still to come", (_, article) => {
    expect(article.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const day = new Date(`${article.updated}T00:00:00Z`);
    expect(day.toISOString().slice(0, 10)).toBe(article.updated);
    expect(day.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("states the facts the spec fixes", () => {
    const text = (a: Article, id: string) => {
      const section = a.sections.find((s) => s.id === id);
      return [...(section?.paragraphs ?? []), ...(section?.bullets ?? [])].join(" ");
    };
    expect(text(TERMS, "eligibility")).toMatch(/18 or older/);
    expect(text(TERMS, "subscriptions")).toMatch(/\$49\.99/);
    // The plans that can be bought, each with the price the checkout charges, and the free tier.
    const plans = TERMS.sections.find((s) => s.id === "subscriptions")?.bullets ?? [];
    expect(plans.map((b) => b.split(":")[0])).toEqual([
      "Free Tier",
      "Monthly Premium",
      "Annual Premium",
      "Lifetime Access",
    ]);
    for (const plan of PLAN_LIST) {
      expect(plans.find((b) => b.startsWith(plan.name))).toContain(`$${plan.price}`);
    }
    expect(text(TERMS, "cancellation")).toMatch(/end of your current billing period/);
    expect(text(TERMS, "contact")).toContain(SUPPORT_EMAIL_TOKEN);
    expect(text(PRIVACY, "contact")).toContain(SUPPORT_EMAIL_TOKEN);
    expect(text(PRIVACY, "sharing")).toMatch(/do not sell/);
  });
});

describe("promises", () => {
  it("never says a part of Bloom that is live is not open yet", () => {
    for (const [path, text] of ALL_STRINGS) {
      expect(text, path).not.toMatch(/isn't open yet|not open yet|coming later|in seconds/i);
    }
  });
});

describe("articles", () => {
  it.each(ARTICLES.map((a) => [a.slug, a] as const))(
    "%s has unique kebab-case ids and no empty section",
    (_, a) => {
      expect(a.slug).toMatch(KEBAB);
      expect(a.title.trim()).not.toBe("");
      expect(a.summary.trim()).not.toBe("");
      expect(a.sections.length).toBeGreaterThan(0);
      expect(new Set(a.sections.map((s) => s.id)).size).toBe(a.sections.length);
      for (const section of a.sections) {
        expect(section.id).toMatch(KEBAB);
        expect(section.heading.trim()).not.toBe("");
        expect(section.paragraphs.length).toBeGreaterThan(0);
        for (const text of [...section.paragraphs, ...(section.bullets ?? [])]) {
          expect(text.trim()).not.toBe("");
        }
        if (section.bullets) expect(section.bullets.length).toBeGreaterThan(0);
        // Pages key paragraphs and bullets by their text, so none may repeat within a section.
        expect(new Set(section.paragraphs).size).toBe(section.paragraphs.length);
        expect(new Set(section.bullets ?? []).size).toBe(section.bullets?.length ?? 0);
      }
    },
  );

  it("about has 5-7 sections", () => {
    expect(ABOUT.sections.length).toBeGreaterThanOrEqual(5);
    expect(ABOUT.sections.length).toBeLessThanOrEqual(7);
  });
});

describe("wellness guides", () => {
  it("has exactly the four guide slugs", () => {
    expect(WELLNESS_GUIDES.map((g) => g.slug)).toEqual([
      "self-care",
      "sleep-strategies",
      "mindfulness",
      "hydration-guide",
    ]);
    expect(WELLNESS_GUIDE_SLUGS).toEqual(WELLNESS_GUIDES.map((g) => g.slug));
  });

  it.each(WELLNESS_GUIDES.map((g) => [g.slug, g] as const))(
    "%s has 5-8 sections and ends with professional help",
    (_, g) => {
      expect(g.sections.length).toBeGreaterThanOrEqual(5);
      expect(g.sections.length).toBeLessThanOrEqual(8);
      const last = g.sections.at(-1);
      expect(last?.id).toBe("when-to-talk-to-a-professional");
      expect(last?.bullets?.length ?? 0).toBeGreaterThan(0);
      expect(last?.paragraphs.join(" ")).toMatch(/emergency/);
    },
  );
});

describe("home", () => {
  it("has five features, three persona testimonials and an honest note", () => {
    expect(HOME.features).toHaveLength(5);
    expect(new Set(HOME.features.map((f) => f.id)).size).toBe(5);
    expect(HOME.testimonials).toHaveLength(3);
    expect(new Set(HOME.testimonials.map((t) => t.id)).size).toBe(3);
    expect(HOME.testimonialsNote).toMatch(/illustrative personas/);
    expect(HOME.testimonialsNote).toMatch(/not .*reviews/);
  });
});

describe("all page text", () => {
  it("contains no email address: contacts use the {supportEmail} token", () => {
    const withAt = ALL_STRINGS.filter(([, s]) => s.includes("@"));
    expect(withAt).toEqual([]);
  });

  it("uses no placeholder token other than {supportEmail}", () => {
    const tokens = ALL_STRINGS.flatMap(([path, s]) =>
      [...s.matchAll(/\{[^}]*\}/g)].map((m) => [path, m[0]]).filter(([, t]) => t !== SUPPORT_EMAIL_TOKEN),
    );
    expect(tokens).toEqual([]);
  });

  it("has no empty or untrimmed strings", () => {
    const bad = ALL_STRINGS.filter(([, s]) => s.trim() === "" || s !== s.trim() || s.includes("  "));
    expect(bad).toEqual([]);
  });
});
