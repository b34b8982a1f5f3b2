import { eq } from "drizzle-orm";
import { type WhereSheIs, whereSheIs } from "../../../shared/postpartum/where-she-is";
import type { Db } from "../../db/client";
import { profiles } from "../../db/schema";

/** Where she is today, from her profile's stage and dates (see shared/postpartum/where-she-is). */
export async function herToday(db: Db, userId: string, today: string): Promise<WhereSheIs> {
  const [row] = await db
    .select({
      motherhood_stage: profiles.motherhoodStage,
      due_date: profiles.dueDate,
      baby_birth_date: profiles.babyBirthDate,
      show_pregnancy_content: profiles.showPregnancyContent,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return whereSheIs(
    row ?? { motherhood_stage: "none", due_date: null, baby_birth_date: null, show_pregnancy_content: true },
    today,
  );
}
