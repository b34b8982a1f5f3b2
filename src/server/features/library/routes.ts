import { randomUUID } from "node:crypto";
import { zValidator } from "@hono/zod-validator";
import { and, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { findRecipe } from "../../../content/recipes";
import { findWorkout } from "../../../content/workouts";
import {
  FAVORITE_KINDS,
  type FavoriteKind,
  PLAN_KINDS,
  type SavedPlan,
  savedPlanInput,
} from "../../../shared/library";
import { mealPlanSchema } from "../../../shared/plans/meal-plan";
import { workoutPlanSchema } from "../../../shared/plans/workout-plan";
import { favorites, savedPlans } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { badRequest, notFound, validationHook } from "../../http/errors";
import { requireUser } from "../../http/require-user";

const MAX_PLAN_BYTES = 64 * 1024;

function favoriteKind(value: string | undefined): FavoriteKind {
  if (!(FAVORITE_KINDS as readonly string[]).includes(value ?? "")) {
    throw badRequest(`kind must be one of ${FAVORITE_KINDS.join(", ")}.`);
  }
  return value as FavoriteKind;
}

/** Only what the catalogue holds can be saved. */
function assertInCatalogue(kind: FavoriteKind, slug: string) {
  const found = kind === "workout" ? findWorkout(slug) : findRecipe(slug);
  if (!found) throw notFound(kind === "workout" ? "No such workout." : "Recipe not found");
}

export const favoriteRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => {
    const kind = favoriteKind(c.req.query("kind"));
    const rows = await c
      .get("db")
      .select({ slug: favorites.slug })
      .from(favorites)
      .where(and(eq(favorites.userId, c.get("user").id), eq(favorites.kind, kind)))
      .orderBy(desc(favorites.createdAt));
    return c.json(rows.map((r) => r.slug));
  })
  .put("/:kind/:slug", async (c) => {
    const kind = favoriteKind(c.req.param("kind"));
    const slug = c.req.param("slug");
    assertInCatalogue(kind, slug);
    await c
      .get("db")
      .insert(favorites)
      .values({ userId: c.get("user").id, kind, slug })
      .onConflictDoNothing();
    return c.body(null, 204);
  })
  .delete("/:kind/:slug", async (c) => {
    const kind = favoriteKind(c.req.param("kind"));
    await c
      .get("db")
      .delete(favorites)
      .where(
        and(
          eq(favorites.userId, c.get("user").id),
          eq(favorites.kind, kind),
          eq(favorites.slug, c.req.param("slug")),
        ),
      );
    return c.body(null, 204);
  });

/** A stored plan; it passed `savedPlanInput` when it was saved. */
export const toPlan = (r: typeof savedPlans.$inferSelect): SavedPlan =>
  ({
    id: r.id,
    kind: r.kind,
    answers: r.answers,
    plan: r.plan,
    createdAt: r.createdAt.toISOString(),
  }) as SavedPlan;

/**
 * A stored plan as the app shows it, or null when it no longer fits its kind's schema (one saved
 * before the plan's shape changed). Checked here, where zod already is, so the dashboard's plan
 * cards load none to check it themselves.
 */
function showable(saved: SavedPlan): SavedPlan | null {
  const parsed = (saved.kind === "workout" ? workoutPlanSchema : mealPlanSchema).safeParse(saved.plan);
  return parsed.success ? ({ ...saved, plan: parsed.data } as SavedPlan) : null;
}

export const planRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post("/", zValidator("json", savedPlanInput, validationHook), async (c) => {
    const input = c.req.valid("json");
    if (JSON.stringify(input).length > MAX_PLAN_BYTES) throw badRequest("That plan is too large to save.");
    const [row] = await c
      .get("db")
      .insert(savedPlans)
      .values({ id: randomUUID(), userId: c.get("user").id, ...input, createdAt: c.get("now")() })
      .returning();
    return c.json(toPlan(row!), 201);
  })
  .get("/latest", async (c) => {
    const kind = c.req.query("kind");
    if (!(PLAN_KINDS as readonly string[]).includes(kind ?? ""))
      throw badRequest(`kind must be one of ${PLAN_KINDS.join(", ")}.`);
    const [row] = await c
      .get("db")
      .select()
      .from(savedPlans)
      .where(and(eq(savedPlans.userId, c.get("user").id), eq(savedPlans.kind, kind!)))
      .orderBy(desc(savedPlans.createdAt))
      .limit(1);
    return c.json(row ? showable(toPlan(row)) : null);
  });
