import { zValidator } from "@hono/zod-validator";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { type Profile, profileUpdate } from "../../../shared/accounts";
import type { Db } from "../../db/client";
import { profiles } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { validationHook } from "../../http/errors";
import { requireUser } from "../../http/require-user";

type ProfileRow = typeof profiles.$inferSelect;

const toProfile = (row: ProfileRow): Profile => ({
  user_id: row.userId,
  display_name: row.displayName,
  motherhood_stage: row.motherhoodStage,
  bio: row.bio,
});

/** The user's profile; a user who predates profiles gets one made from the account on first read. */
async function ownProfile(db: Db, user: { id: string; name: string }): Promise<ProfileRow> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, user.id));
  if (row) return row;
  const [created] = await db
    .insert(profiles)
    .values({ userId: user.id, displayName: user.name })
    .onConflictDoUpdate({ target: profiles.userId, set: { userId: user.id } })
    .returning();
  return created!;
}

export const profileRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => c.json(toProfile(await ownProfile(c.get("db"), c.get("user")))))
  .patch("/", zValidator("json", profileUpdate, validationHook), async (c) => {
    const input = c.req.valid("json");
    await ownProfile(c.get("db"), c.get("user"));
    const [row] = await c
      .get("db")
      .update(profiles)
      .set({
        ...(input.display_name !== undefined && { displayName: input.display_name }),
        ...(input.motherhood_stage !== undefined && { motherhoodStage: input.motherhood_stage }),
        ...(input.bio !== undefined && { bio: input.bio || null }),
        updatedAt: c.get("now")(),
      })
      .where(eq(profiles.userId, c.get("user").id))
      .returning();
    return c.json(toProfile(row!));
  });
