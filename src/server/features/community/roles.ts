import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Db } from "../../db/client";
import { communityMembers, users } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";

/**
 * A community moderator: her address is in ADMIN_EMAILS, or she was made one with
 * `npm run moderator -- add <email>` (community_members.moderator).
 */
export async function isModerator(c: Context<AppEnv>): Promise<boolean> {
  const user = c.get("user");
  if (c.get("config").adminEmails.includes(user.email.toLowerCase())) return true;
  const [row] = await c
    .get("db")
    .select({ moderator: communityMembers.moderator })
    .from(communityMembers)
    .where(eq(communityMembers.userId, user.id));
  return row?.moderator ?? false;
}

export const requireModerator = createMiddleware<AppEnv>(async (c, next) => {
  if (!(await isModerator(c))) throw new ApiError(403, "not_moderator", "Only moderators can do this.");
  await next();
});

/** Gives or takes the moderator role by email (the CLI's work). False when no account has that address. */
export async function setModerator(db: Db, email: string, moderator: boolean, now = new Date()) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  if (!user) return false;
  await db
    .insert(communityMembers)
    .values({ userId: user.id, moderator, updatedAt: now })
    .onConflictDoUpdate({ target: communityMembers.userId, set: { moderator, updatedAt: now } });
  return true;
}
