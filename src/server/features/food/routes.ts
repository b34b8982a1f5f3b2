import { Buffer } from "node:buffer";
import { randomUUID } from "node:crypto";
import { zValidator } from "@hono/zod-validator";
import { and, asc, eq, gte, lt } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { addDays, startOfDay } from "../../../shared/dates";
import {
  dailyEnergyTarget,
  type FoodDay,
  type FoodLogEntry,
  type FoodPlateLogged,
  type FoodSearchResult,
  foodLogUpdate,
  foodPlateCreate,
  type MealWordsResult,
  mealRename,
  mealWordsInput,
  parseMeal,
  somethingElseInput,
} from "../../../shared/food";
import type { Config } from "../../config";
import { foodDetectionLogs, foodMeals, profiles } from "../../db/schema";
import { writeAtomically } from "../../db/transaction";
import type { AppEnv } from "../../http/context";
import { ApiError, badRequest, errorBody, notFound, validationHook } from "../../http/errors";
import { createOnce } from "../../http/idempotency";
import { readMultipart } from "../../http/multipart";
import { requireUser, sessionUser } from "../../http/require-user";
import { readForSafety } from "../../http/safety";
import { requestedDate, userDay } from "../../http/user-day";
import { cleanPhoto } from "../../images";
import { nutrientsFor, searchFoods } from "../../nutrition/usda";
import { drinkBySlug, drinkNutrientsFor, searchDrinks } from "./drinks";
import { foodWithPortions } from "./labels";
import { openPicture } from "./learned-picture";
import { common, mealWordsItem } from "./meal-words";
import { searchRecipes } from "./recipes";
import { createRecognizer, type FoodRecognizer, RecognizerUnavailableError } from "./recognizers";
import { offThreadEmbedder } from "./recognizers/off-thread";
import { AnalysisQueueFull, analyzeAndEmbed, type Embed } from "./service";
import { photoFromJsonBody } from "./upload-reader";
import { learnPlate, listMeals, mealFoodOf, plateSignature, refuseMeal, suggestUsual } from "./usual-meals";

/** A 10 MB image as a base64 data URL is ~13.4 MB; multipart adds a little. Applied in app.ts. */
export const FOOD_UPLOAD_LIMIT = 15 * 1024 * 1024;

const smallLimit = bodyLimit({
  maxSize: 64 * 1024,
  onError: (c) => c.json(errorBody("too_large", "The request is too large."), 413),
});

const recognizers = new WeakMap<Config["food"], FoodRecognizer>();
function recognizerFor(config: Config): FoodRecognizer {
  let r = recognizers.get(config.food);
  if (!r) {
    r = createRecognizer(config.food);
    recognizers.set(config.food, r);
  }
  return r;
}

/** One embedder per process, its worker started by the first signed-in photo. */
let embedder: Embed | undefined;
const embed: Embed = (image) => {
  embedder ??= offThreadEmbedder();
  return embedder(image);
};

function toApiError(err: unknown): never {
  if (err instanceof RecognizerUnavailableError) {
    console.error(`food recogniser: ${err.message}`);
    throw new ApiError(
      503,
      "recognizer_unavailable",
      "Food recognition is not available right now. Please try again later.",
    );
  }
  throw err;
}

const DATA_URL = /^data:([a-z0-9.+/-]*)((?:;[a-z0-9=.+-]+)*);base64,/i;

/** Bytes from a `data:image/...;base64,...` URL; null when it is not one. */
export function decodeDataUrl(value: string): Uint8Array | null {
  const m = DATA_URL.exec(value);
  if (!m) return null;
  const b64 = value.slice(m[0].length).replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(b64)) return null;
  const buf = Buffer.from(b64, "base64");
  return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
}

/** The uploaded image from a JSON `{ image: dataUrl }` or a multipart field `image`. */
async function uploadedImage(c: Context<AppEnv>): Promise<Uint8Array> {
  const type = c.req.header("content-type") ?? "";
  if (type.includes("multipart/form-data")) {
    // An empty file is kept, so the image check can say so (empty_file).
    const form = await readMultipart(c, { what: "photo", files: { image: 1 }, keepEmpty: true });
    const [file] = form.files.image ?? [];
    if (!file) throw badRequest("Please attach a photo in the field 'image'.");
    return new Uint8Array(await file.arrayBuffer());
  }
  // JSON: the body's bytes go to a worker thread, which parses it and decodes the photo.
  return photoFromJsonBody(await c.req.arrayBuffer());
}

type LogRow = typeof foodDetectionLogs.$inferSelect;

/** A food log entry as the API (and the export) names it. */
export const toEntry = (r: LogRow): FoodLogEntry => ({
  id: r.id,
  detected_food: r.detectedFood,
  confidence: r.confidence,
  ndb: r.foodNdb,
  name: r.foodName,
  grams: r.grams,
  portion_label: r.portionLabel,
  calories: Math.round(r.calories),
  protein: Math.round(r.protein * 10) / 10,
  carbs: Math.round(r.carbs * 10) / 10,
  fat: Math.round(r.fat * 10) / 10,
  photo_url: r.imagePath !== null ? `/api/food/logs/${r.id}/photo` : null,
  logged_at: r.loggedAt.toISOString(),
});

/**
 * Figures for a log entry: from USDA when an ndb is given, from a drink's USDA foods when a drink is
 * given, else what the user typed.
 */
function figures(input: {
  ndb?: string | null;
  drink?: string | null;
  name?: string | null;
  grams: number;
  calories?: number | null;
  protein?: number | null;
  carbs?: number | null;
  fat?: number | null;
}) {
  if (input.ndb) {
    const resolved = foodWithPortions(input.ndb);
    if (!resolved) throw badRequest("That food is not in our database.");
    const n = nutrientsFor(resolved.food, input.grams);
    return {
      foodNdb: resolved.food.ndb,
      foodName: resolved.food.name,
      calories: n.kcal,
      protein: n.protein,
      carbs: n.carbs,
      fat: n.fat,
    };
  }
  if (input.drink) {
    const drink = drinkBySlug(input.drink);
    if (!drink) throw badRequest("That drink is not in our database.");
    const n = drinkNutrientsFor(drink, input.grams);
    return {
      foodNdb: null,
      foodName: drink.name,
      calories: n.kcal,
      protein: n.protein,
      carbs: n.carbs,
      fat: n.fat,
    };
  }
  if (!input.name) throw badRequest("Choose a food, or give its name.");
  if (input.calories == null)
    throw badRequest("calories: give the calories of a food that is not in our database.");
  return {
    foodNdb: null,
    foodName: input.name,
    calories: input.calories,
    protein: input.protein ?? 0,
    carbs: input.carbs ?? 0,
    fat: input.fat ?? 0,
  };
}

async function ownEntry(c: Context<AppEnv>, id: string): Promise<LogRow> {
  const [row] = await c
    .get("db")
    .select()
    .from(foodDetectionLogs)
    .where(and(eq(foodDetectionLogs.id, id), eq(foodDetectionLogs.userId, c.get("user").id)));
  if (!row) throw notFound("No such food log entry.");
  return row;
}

const logs = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => {
    const { tz, today } = userDay(c);
    const date = requestedDate(c, today);
    const bounds = { start: startOfDay(date, tz), end: startOfDay(addDays(date, 1), tz) };
    const rows = await c
      .get("db")
      .select()
      .from(foodDetectionLogs)
      .where(
        and(
          eq(foodDetectionLogs.userId, c.get("user").id),
          gte(foodDetectionLogs.loggedAt, bounds.start),
          lt(foodDetectionLogs.loggedAt, bounds.end),
        ),
      )
      .orderBy(asc(foodDetectionLogs.loggedAt));
    const [profile] = await c
      .get("db")
      .select({ stage: profiles.motherhoodStage })
      .from(profiles)
      .where(eq(profiles.userId, c.get("user").id));
    const entries = rows.map(toEntry);
    const sum = (k: "calories" | "protein" | "carbs" | "fat") => rows.reduce((a, r) => a + r[k], 0);
    const day: FoodDay = {
      date,
      tz,
      entries,
      totals: {
        calories: Math.round(sum("calories")),
        protein: Math.round(sum("protein") * 10) / 10,
        carbs: Math.round(sum("carbs") * 10) / 10,
        fat: Math.round(sum("fat") * 10) / 10,
      },
      target: dailyEnergyTarget(profile?.stage),
    };
    return c.json(day);
  })
  .post("/", zValidator("json", foodPlateCreate, validationHook), async (c) => {
    const plate = c.req.valid("json");
    const now = c.get("now")();
    const userId = c.get("user").id;
    // Every food is checked (and its figures worked out) before anything is stored.
    const foods = plate.items.map((item) => ({ item, figures: figures(item) }));
    // The analysis's picture, checked before anything is stored: it must have been sealed for her.
    const picture = plate.picture ? openPicture(plate.picture, userId, c.get("config").authSecret) : null;
    const photoKey =
      plate.image && plate.keepPhoto === true ? `${userId}/food/${now.getTime()}-${randomUUID()}.jpg` : null;
    const logged = await createOnce<FoodPlateLogged>(
      c,
      {
        scope: "food.plate",
        input: plate,
        files: async () => {
          if (!plate.image || !photoKey) return [];
          const bytes = decodeDataUrl(plate.image);
          if (!bytes) throw badRequest("image must be a data URL: data:image/...;base64,...");
          return [{ key: photoKey, ...(await cleanPhoto(bytes, { maxSide: 1600 })) }];
        },
      },
      async (tx) => {
        const values = foods.map(({ item, figures: f }, i) => ({
          id: randomUUID(),
          userId,
          // The photo is stored once, with the plate's first food.
          imagePath: i === 0 ? photoKey : null,
          detectedFood: item.detected_food ?? null,
          confidence: item.confidence ?? null,
          ...f,
          grams: item.grams,
          portionLabel: item.portion_label ?? null,
          loggedAt: item.logged_at ? new Date(item.logged_at) : now,
          createdAt: now,
        }));
        const rows = await tx.insert(foodDetectionLogs).values(values).returning();
        const byId = new Map(rows.map((r) => [r.id, r]));
        // A plate confirmed from a photo becomes (or joins) one of her meals, learned from its picture.
        const meal = picture
          ? await learnPlate(tx, {
              userId,
              picture,
              chosenMeal: plate.meal,
              foods: foods.map(({ item, figures: f }) => mealFoodOf(item, f)),
              signature: plateSignature(plate.items),
              firstLogId: values[0]!.id,
              now,
            })
          : null;
        return { entries: values.map((v) => toEntry(byId.get(v.id)!)), meal };
      },
    );
    return c.json(logged, 201);
  })
  .patch("/:id", smallLimit, zValidator("json", foodLogUpdate, validationHook), async (c) => {
    const input = c.req.valid("json");
    const row = await ownEntry(c, c.req.param("id"));
    const grams = input.grams ?? row.grams;
    const ndb = input.ndb === undefined ? row.foodNdb : input.ndb;
    let f: ReturnType<typeof figures>;
    if (ndb) {
      f = figures({ ndb, grams });
    } else {
      // A food typed in by hand: new figures if given, else the old ones scaled to the new amount.
      const scale = row.grams > 0 ? grams / row.grams : 1;
      f = figures({
        name: input.name ?? row.foodName,
        grams,
        calories: input.calories ?? row.calories * scale,
        protein: input.protein ?? row.protein * scale,
        carbs: input.carbs ?? row.carbs * scale,
        fat: input.fat ?? row.fat * scale,
      });
    }
    const [updated] = await c
      .get("db")
      .update(foodDetectionLogs)
      .set({
        ...f,
        grams,
        ...(input.portion_label !== undefined && { portionLabel: input.portion_label }),
        ...(input.logged_at && { loggedAt: new Date(input.logged_at) }),
      })
      .where(and(eq(foodDetectionLogs.id, row.id), eq(foodDetectionLogs.userId, c.get("user").id)))
      .returning();
    return c.json(toEntry(updated!));
  })
  .delete("/:id", async (c) => {
    const userId = c.get("user").id;
    await writeAtomically({ db: c.get("db"), storage: c.get("storage") }, async (tx, afterCommit) => {
      const [row] = await tx
        .delete(foodDetectionLogs)
        .where(and(eq(foodDetectionLogs.id, c.req.param("id")), eq(foodDetectionLogs.userId, userId)))
        .returning({ imagePath: foodDetectionLogs.imagePath });
      if (!row) throw notFound("No such food log entry.");
      if (row.imagePath) afterCommit.removeFile(row.imagePath);
    });
    return c.body(null, 204);
  })
  .get("/:id/photo", async (c) => {
    const row = await ownEntry(c, c.req.param("id"));
    if (!row.imagePath) throw notFound("This entry has no photo.");
    const obj = await c.get("storage").get(row.imagePath);
    if (!obj) throw notFound("This entry has no photo.");
    c.header("Cache-Control", "private, no-store");
    c.header("Content-Type", obj.contentType);
    c.header("X-Content-Type-Options", "nosniff");
    return c.body(obj.bytes as Uint8Array<ArrayBuffer>);
  });

/** Her usual meals: listed (and in her export), renamed, forgotten, or turned down for a photo. */
const meals = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => c.json({ meals: await listMeals(c.get("db"), c.get("user").id) }))
  .patch("/:id", smallLimit, zValidator("json", mealRename, validationHook), async (c) => {
    const [row] = await c
      .get("db")
      .update(foodMeals)
      .set({ name: c.req.valid("json").name })
      .where(and(eq(foodMeals.id, c.req.param("id")), eq(foodMeals.userId, c.get("user").id)))
      .returning({ id: foodMeals.id });
    if (!row) throw notFound("No such meal.");
    const meal = (await listMeals(c.get("db"), c.get("user").id)).find((m) => m.id === row.id)!;
    return c.json(meal);
  })
  .delete("/:id", async (c) => {
    // Its learned pictures go with it (on delete cascade); the log entries stay.
    const [row] = await c
      .get("db")
      .delete(foodMeals)
      .where(and(eq(foodMeals.id, c.req.param("id")), eq(foodMeals.userId, c.get("user").id)))
      .returning({ id: foodMeals.id });
    if (!row) throw notFound("No such meal.");
    return c.body(null, 204);
  })
  .post(
    "/:id/something-else",
    smallLimit,
    zValidator("json", somethingElseInput, validationHook),
    async (c) => {
      const userId = c.get("user").id;
      const picture = openPicture(c.req.valid("json").picture, userId, c.get("config").authSecret);
      const kept = await refuseMeal(c.get("db"), {
        userId,
        mealId: c.req.param("id"),
        picture,
        now: c.get("now")(),
      });
      if (!kept) throw notFound("No such meal.");
      return c.body(null, 204);
    },
  );

export const foodRoutes = new Hono<AppEnv>()
  .post("/analyze", async (c) => {
    const bytes = await uploadedImage(c);
    // A visitor's photo is analysed and dropped; a member's is also compared with her own meals.
    const user = await sessionUser(c);
    try {
      const { analysis, embedding } = await analyzeAndEmbed(
        bytes,
        recognizerFor(c.get("config")),
        user ? embed : undefined,
      );
      const usual =
        user && embedding
          ? await suggestUsual(c.get("db"), user.id, embedding, c.get("config").authSecret)
          : null;
      return c.json({ ...analysis, usual });
    } catch (err) {
      if (err instanceof AnalysisQueueFull) c.header("Retry-After", "5");
      toApiError(err);
    }
  })
  // A meal described in words → USDA foods she can adjust before logging. Stores nothing; what she
  // typed is read by the safety module like any text she writes.
  .post("/words", smallLimit, zValidator("json", mealWordsInput, validationHook), async (c) => {
    const { text } = c.req.valid("json");
    const result: MealWordsResult = {
      items: parseMeal(text).map(mealWordsItem),
      safety: await readForSafety(c, text),
    };
    return c.json(result);
  })
  .get("/search", smallLimit, async (c) => {
    const q = (c.req.query("q") ?? "").trim().slice(0, 100);
    // The everyday food for her words first ("pizza" is a slice of cheese pizza, not pizza rolls).
    const everyday = q ? common(q.toLowerCase()) : null;
    const result: FoodSearchResult = {
      foods: q
        ? [
            ...(everyday ? [everyday] : []),
            ...searchFoods(q, 20)
              .filter((f) => f.ndb !== everyday?.ndb)
              .slice(0, everyday ? 19 : 20)
              .map((f) => {
                const r = foodWithPortions(f.ndb);
                return { ndb: f.ndb, name: f.name, per100g: f.per100g, portions: r?.portions ?? f.portions };
              }),
          ]
        : [],
      drinks: q ? searchDrinks(q, 10) : [],
      recipes: q ? await searchRecipes(q, 10) : [],
    };
    return c.json(result);
  })
  .route("/logs", logs)
  .route("/meals", meals);
