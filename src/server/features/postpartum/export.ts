import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { educationChecklistTicks, educationReflections } from "../../db/schema";

/** Her ticked checklist items and her reflections, for her export (named as Bloom's own objects). */
export async function postpartumWritingExport(db: Db, userId: string) {
  const [ticks, reflections] = await Promise.all([
    db
      .select()
      .from(educationChecklistTicks)
      .where(eq(educationChecklistTicks.userId, userId))
      .orderBy(asc(educationChecklistTicks.moduleId), asc(educationChecklistTicks.position)),
    db
      .select()
      .from(educationReflections)
      .where(eq(educationReflections.userId, userId))
      .orderBy(asc(educationReflections.moduleId)),
  ]);
  return {
    educationChecklistTicks: ticks.map((t) => ({
      moduleId: t.moduleId,
      item: t.item,
      tickedAt: t.tickedAt.toISOString(),
    })),
    educationReflections: reflections.map((r) => ({
      moduleId: r.moduleId,
      content: r.content,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })),
  };
}
