import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { journeyOf } from "../../shared/journeys";
import { fillFrame, frameValues, type PageFrames } from "../../shared/page-frames";
import { findSubscription, subscriptionStatus } from "../billing";
import { profiles, users } from "../db/schema";
import { toProfile } from "../features/profile";
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
  const db = c.get("db");
  const [[row], subscription] = await Promise.all([
    db
      .select({
        profile: profiles,
        name: users.name,
        email: users.email,
        emailVerified: users.emailVerified,
        createdAt: users.createdAt,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(profiles.userId, user.id)),
    findSubscription(db, user.id),
  ]);
  if (!row || (!journeyOf(row.profile.motherhoodStage) && !row.profile.generalContent)) return null;
  const now = c.get("now")();
  const values = frameValues(
    {
      email: row.email,
      displayName: row.profile.displayName,
      motherhoodStage: row.profile.motherhoodStage,
      createdAt: row.createdAt,
    },
    now,
  );
  return {
    html: fillFrame(template, values),
    kind: "member",
    // What the app would ask for first (her session's user, her profile, her subscription), in the
    // shapes of /api/auth/get-session, /api/profile and /api/subscription, read for this request.
    account: {
      user: {
        id: user.id,
        email: row.email,
        name: row.name,
        emailVerified: row.emailVerified,
        createdAt: row.createdAt.toISOString(),
      },
      profile: toProfile(row.profile),
      subscription: subscriptionStatus(subscription, now),
    },
  };
}
