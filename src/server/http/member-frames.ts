import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { journeyOf } from "../../shared/journeys";
import { fillFrame, frameValues, type PageFrames } from "../../shared/page-frames";
import { profiles, users } from "../db/schema";
import type { AppEnv } from "./context";
import { type Frame, hasSessionCookie, publicFrame } from "./page-frames";
import { sessionUser } from "./require-user";

/**
 * The frame of the page at `pathname` for this request, or null. A signed-in page's frame is drawn
 * only for a member whose session is valid and who has a journey (or chose general content):
 * anyone else is about to be sent to /login or /onboarding, and gets the empty page as before.
 * (A visitor's frames, which need no database, are `publicFrame`'s: see `http/starting.ts`.)
 */
export async function frameFor(
  c: Context<AppEnv>,
  frames: PageFrames,
  pathname: string,
): Promise<Frame | null> {
  const shared = publicFrame(frames, pathname);
  if (shared) return shared;
  const template = frames.signedIn[pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname];
  if (!template || !hasSessionCookie(c.req.header("cookie"))) return null;
  const user = await sessionUser(c);
  if (!user) return null;
  const [profile] = await c
    .get("db")
    .select({
      displayName: profiles.displayName,
      motherhoodStage: profiles.motherhoodStage,
      generalContent: profiles.generalContent,
      createdAt: users.createdAt,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, user.id));
  if (!profile || (!journeyOf(profile.motherhoodStage) && !profile.generalContent)) return null;
  const values = frameValues({ email: user.email, ...profile }, c.get("now")());
  return { html: fillFrame(template, values), kind: "member" };
}
