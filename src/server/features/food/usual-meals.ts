/**
 * Her usual meals on the server (decision 019): comparing a photo with her meals, and learning from
 * what she confirms or turns down. The rules themselves (matching, her threshold, a meal's name) are
 * pure, in shared/food/usual-meals.ts; the picture's storage and seal are in learned-picture.ts.
 */
import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray } from "drizzle-orm";
import {
  type FoodLogItem,
  type MealFood,
  type MealPicture,
  matchMeals,
  mealNameFromFoods,
  nextThreshold,
  USUAL_THRESHOLD,
  type UsualMeal,
  type UsualSuggestion,
  type UsualTap,
} from "../../../shared/food";
import type { Db } from "../../db/client";
import { foodMatchThresholds, foodMealPictures, foodMeals } from "../../db/schema";
import type { Tx } from "../../db/transaction";
import { badRequest } from "../../http/errors";
import { decodeEmbedding, sealPicture } from "./learned-picture";

/** Her most recent pictures read for one comparison (a year of daily photos); older ones rest. */
const MAX_PICTURES = 400;

// --- reading ------------------------------------------------------------------------------------

type MealRow = typeof foodMeals.$inferSelect;

async function thresholdOf(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ threshold: foodMatchThresholds.threshold })
    .from(foodMatchThresholds)
    .where(eq(foodMatchThresholds.userId, userId));
  return row?.threshold ?? USUAL_THRESHOLD;
}

async function picturesOf(db: Db | Tx, userId: string): Promise<MealPicture[]> {
  const rows = await db
    .select({
      mealId: foodMealPictures.mealId,
      embedding: foodMealPictures.embedding,
      negative: foodMealPictures.negative,
    })
    .from(foodMealPictures)
    .where(eq(foodMealPictures.userId, userId))
    .orderBy(desc(foodMealPictures.createdAt))
    .limit(MAX_PICTURES);
  return rows.map((r) => ({
    mealId: r.mealId,
    negative: r.negative,
    embedding: decodeEmbedding(r.embedding),
  }));
}

const round1 = (n: number) => Math.round(n * 10) / 10;

function toMeal(row: MealRow, pictures: number): UsualMeal {
  return {
    id: row.id,
    name: row.name,
    foods: row.foods,
    calories: Math.round(row.foods.reduce((a, f) => a + f.calories, 0)),
    pictures,
    last_eaten_at: row.lastEatenAt.toISOString(),
  };
}

async function pictureCounts(db: Db | Tx, userId: string, mealIds: string[]): Promise<Map<string, number>> {
  if (mealIds.length === 0) return new Map();
  const rows = await db
    .select({ mealId: foodMealPictures.mealId })
    .from(foodMealPictures)
    .where(
      and(
        eq(foodMealPictures.userId, userId),
        eq(foodMealPictures.negative, false),
        inArray(foodMealPictures.mealId, mealIds),
      ),
    );
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.mealId, (counts.get(r.mealId) ?? 0) + 1);
  return counts;
}

/** Her meals, most recently eaten first. */
export async function listMeals(db: Db, userId: string): Promise<UsualMeal[]> {
  const rows = await db
    .select()
    .from(foodMeals)
    .where(eq(foodMeals.userId, userId))
    .orderBy(desc(foodMeals.lastEatenAt));
  const counts = await pictureCounts(
    db,
    userId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toMeal(r, counts.get(r.id) ?? 0));
}

/** A photo's embedding compared with her meals: her usual, or her nearest ones. */
export async function suggestUsual(
  db: Db,
  userId: string,
  embedding: number[],
  secret: string,
): Promise<UsualSuggestion> {
  const [pictures, threshold] = await Promise.all([picturesOf(db, userId), thresholdOf(db, userId)]);
  const match = matchMeals(embedding, pictures, threshold);
  const wanted = [...(match.usual ? [match.usual] : []), ...match.nearest];
  const rows =
    wanted.length > 0
      ? await db
          .select()
          .from(foodMeals)
          .where(
            and(
              eq(foodMeals.userId, userId),
              inArray(
                foodMeals.id,
                wanted.map((m) => m.mealId),
              ),
            ),
          )
      : [];
  const counts = await pictureCounts(
    db,
    userId,
    rows.map((r) => r.id),
  );
  const withMeal = (m: { mealId: string; score: number }) => {
    const row = rows.find((r) => r.id === m.mealId);
    return row ? { ...toMeal(row, counts.get(row.id) ?? 0), score: Math.round(m.score * 1000) / 1000 } : null;
  };
  return {
    picture: sealPicture(embedding, userId, secret),
    usual: match.usual ? withMeal(match.usual) : null,
    nearest: match.nearest.map(withMeal).filter((m) => m !== null),
  };
}

// --- learning -------------------------------------------------------------------------------------

/** What makes two plates the same meal: the same foods (by USDA number, drink or name), in any order. */
export function plateSignature(items: Pick<FoodLogItem, "ndb" | "drink" | "name">[]): string {
  return items
    .map((i) =>
      i.ndb ? `ndb:${i.ndb}` : i.drink ? `drink:${i.drink}` : `name:${(i.name ?? "").toLowerCase()}`,
    )
    .sort()
    .join("|");
}

async function learnThreshold(tx: Tx, userId: string, tap: UsualTap, now: Date) {
  const current = await thresholdOf(tx, userId);
  const threshold = nextThreshold(current, tap);
  if (threshold === current) return;
  await tx
    .insert(foodMatchThresholds)
    .values({ userId, threshold, updatedAt: now })
    .onConflictDoUpdate({ target: foodMatchThresholds.userId, set: { threshold, updatedAt: now } });
}

function bestScore(picture: Uint8Array, pictures: MealPicture[], mealId: string): number {
  const match = matchMeals(
    decodeEmbedding(picture),
    pictures.filter((p) => p.mealId === mealId && !p.negative),
    -1,
  );
  return match.usual?.score ?? 0;
}

/**
 * A plate she logged with the photo's picture: it joins the meal she said "Yes" to, else the meal of
 * the same foods, else it becomes a new meal named by its foods. The picture is kept with the plate's
 * first entry, so deleting that entry (and its photo) deletes the picture.
 */
export async function learnPlate(
  tx: Tx,
  args: {
    userId: string;
    picture: Uint8Array;
    chosenMeal: string | undefined;
    foods: MealFood[];
    signature: string;
    firstLogId: string;
    now: Date;
  },
): Promise<string> {
  const { userId, now } = args;
  let meal: MealRow | undefined;
  if (args.chosenMeal) {
    [meal] = await tx
      .select()
      .from(foodMeals)
      .where(and(eq(foodMeals.id, args.chosenMeal), eq(foodMeals.userId, userId)));
    if (!meal) throw badRequest("That meal is not one of yours.");
    const pictures = await picturesOf(tx, userId);
    await learnThreshold(tx, userId, { kind: "yes", score: bestScore(args.picture, pictures, meal.id) }, now);
  } else {
    [meal] = await tx
      .select()
      .from(foodMeals)
      .where(and(eq(foodMeals.userId, userId), eq(foodMeals.signature, args.signature)))
      .orderBy(desc(foodMeals.lastEatenAt))
      .limit(1);
  }
  if (meal) {
    await tx
      .update(foodMeals)
      .set({ lastEatenAt: now, foods: args.foods, signature: args.signature })
      .where(eq(foodMeals.id, meal.id));
  } else {
    [meal] = await tx
      .insert(foodMeals)
      .values({
        id: randomUUID(),
        userId,
        name: mealNameFromFoods(args.foods),
        foods: args.foods,
        signature: args.signature,
        lastEatenAt: now,
        createdAt: now,
      })
      .returning();
  }
  await tx.insert(foodMealPictures).values({
    id: randomUUID(),
    userId,
    mealId: meal!.id,
    logId: args.firstLogId,
    embedding: args.picture,
    negative: false,
    createdAt: now,
  });
  return meal!.id;
}

/** "Something else": the picture is kept as a negative of the meal offered, and her threshold learns. */
export async function refuseMeal(
  db: Db,
  args: { userId: string; mealId: string; picture: Uint8Array; now: Date },
) {
  const { userId, mealId, now } = args;
  return db.transaction(async (tx) => {
    const [meal] = await tx
      .select({ id: foodMeals.id })
      .from(foodMeals)
      .where(and(eq(foodMeals.id, mealId), eq(foodMeals.userId, userId)));
    if (!meal) return false;
    const pictures = await picturesOf(tx, userId);
    await learnThreshold(
      tx,
      userId,
      { kind: "something-else", score: bestScore(args.picture, pictures, mealId) },
      now,
    );
    await tx.insert(foodMealPictures).values({
      id: randomUUID(),
      userId,
      mealId,
      logId: null,
      embedding: args.picture,
      negative: true,
      createdAt: now,
    });
    return true;
  });
}

export const mealFoodOf = (
  item: FoodLogItem,
  f: { foodName: string; calories: number; protein: number; carbs: number; fat: number },
): MealFood => ({
  ndb: item.ndb ?? null,
  drink: item.drink ?? null,
  name: f.foodName,
  grams: item.grams,
  portion_label: item.portion_label ?? null,
  calories: Math.round(f.calories),
  protein: round1(f.protein),
  carbs: round1(f.carbs),
  fat: round1(f.fat),
});

/**
 * Her meals in her export: names, foods and figures, and whether Bloom holds a learned picture of
 * each (never the numbers themselves, which mean nothing outside Bloom).
 */
export async function usualMealsExport(db: Db, userId: string) {
  return (await listMeals(db, userId)).map(({ id: _id, pictures, ...meal }) => ({
    ...meal,
    has_learned_picture: pictures > 0,
  }));
}
