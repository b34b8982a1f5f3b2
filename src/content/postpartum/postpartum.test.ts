import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  EDUCATION_CATEGORIES,
  educationModuleSchema,
  POSTPARTUM_TOPICS,
  PREP_ITEMS,
  postpartumTopicSchema,
  prepItemSchema,
} from "./index";

const publicDir = path.resolve(__dirname, "../../client/public");

describe("postpartum education topics", () => {
  it.each(POSTPARTUM_TOPICS.map((t) => [t.id, t] as const))("%s passes the schema", (_id, topic) => {
    const result = postpartumTopicSchema.safeParse(topic);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it("covers recovery, mental health, nutrition, baby and home with at least two topics each", () => {
    for (const category of EDUCATION_CATEGORIES) {
      expect(
        POSTPARTUM_TOPICS.filter((t) => t.category === category).length,
        category,
      ).toBeGreaterThanOrEqual(2);
    }
  });

  it("has unique topic and module ids across the whole catalogue", () => {
    const topicIds = POSTPARTUM_TOPICS.map((t) => t.id);
    const moduleIds = POSTPARTUM_TOPICS.flatMap((t) => t.modules.map((m) => m.id));
    expect(new Set(topicIds).size).toBe(topicIds.length);
    expect(new Set(moduleIds).size).toBe(moduleIds.length);
    expect(moduleIds.filter((id) => topicIds.includes(id))).toEqual([]);
  });

  it("is ordered by the week after birth each topic matters most", () => {
    const weeks = POSTPARTUM_TOPICS.map((t) => t.week);
    expect(weeks).toEqual([...weeks].sort((a, b) => a - b));
  });

  it("never promises a video Bloom does not serve", () => {
    for (const m of POSTPARTUM_TOPICS.flatMap((t) => t.modules).filter((m) => m.type === "video")) {
      expect(existsSync(path.join(publicDir, m.videoUrl!)), m.id).toBe(true);
    }
  });

  it("refuses a video module without a video, and a reflection without questions", () => {
    const lesson = POSTPARTUM_TOPICS[0]!.modules[0]!;
    expect(educationModuleSchema.safeParse({ ...lesson, type: "video" }).success).toBe(false);
    expect(educationModuleSchema.safeParse({ ...lesson, type: "reflection", items: undefined }).success).toBe(
      false,
    );
  });

  it("refuses a topic whose modules are not a lesson, a checklist and a reflection", () => {
    const topic = POSTPARTUM_TOPICS[0]!;
    const [lesson, checklist, reflection] = topic.modules;
    const shuffled = { ...topic, modules: [reflection, checklist, lesson] };
    expect(postpartumTopicSchema.safeParse(shuffled).success).toBe(false);
    expect(postpartumTopicSchema.safeParse({ ...topic, modules: [lesson, checklist] }).success).toBe(false);
  });
});

describe("the postpartum preparation list", () => {
  it("holds eight items, each passing the schema, with unique ids", () => {
    expect(PREP_ITEMS).toHaveLength(8);
    for (const item of PREP_ITEMS) {
      const result = prepItemSchema.safeParse(item);
      expect(result.success ? [] : result.error.issues, item.id).toEqual([]);
    }
    expect(new Set(PREP_ITEMS.map((i) => i.id)).size).toBe(8);
  });

  it("belongs to late pregnancy: the third trimester, by week 40", () => {
    for (const item of PREP_ITEMS) {
      expect(item.week, item.id).toBeGreaterThanOrEqual(27);
      expect(item.week, item.id).toBeLessThanOrEqual(40);
    }
  });
});
