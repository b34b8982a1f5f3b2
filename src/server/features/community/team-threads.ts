import { randomUUID } from "node:crypto";
import {
  TEAM_NAME,
  type TeamThread,
  WELCOME_THREAD,
  weeklyThread,
} from "../../../content/community/team-threads";
import { JOURNEY_IDS, type JourneyId } from "../../../shared/journeys";
import { communityPosts, users } from "../../db/schema";
import type { Tx } from "../../db/transaction";
import type { Job } from "../../jobs/queue";
import { announce } from "./service";
import { BLOOM_TEAM_EMAIL, BLOOM_TEAM_USER_ID } from "./team-account";

const WELCOME_SLOT = "community-team:welcome";
const WEEKLY_PREFIX = "community-team:weekly";

/** The ISO 8601 week of an instant (UTC): its year, number and Monday. */
export function isoWeek(now: Date): { year: number; week: number; monday: Date } {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  const monday = new Date(day.getTime() - (weekday - 1) * 86_400_000);
  // The week's Thursday decides its year.
  const thursday = new Date(monday.getTime() + 3 * 86_400_000);
  const year = thursday.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  const firstMonday = new Date(firstThursday.getTime() - ((firstThursday.getUTCDay() || 7) - 1) * 86_400_000);
  const week = Math.round((monday.getTime() - firstMonday.getTime()) / (7 * 86_400_000)) + 1;
  return { year, week, monday };
}

async function ensureTeamAccount(tx: Tx, now: Date) {
  await tx
    .insert(users)
    .values({
      id: BLOOM_TEAM_USER_ID,
      name: TEAM_NAME,
      email: BLOOM_TEAM_EMAIL,
      emailVerified: true,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
}

async function postAsTeam(tx: Tx, thread: TeamThread, journey: JourneyId | null, now: Date) {
  await ensureTeamAccount(tx, now);
  const id = randomUUID();
  await tx.insert(communityPosts).values({
    id,
    userId: BLOOM_TEAM_USER_ID,
    content: thread.content,
    category: thread.category,
    tags: thread.tags,
    journey,
    stage: journey,
    anonymous: false,
    createdAt: now,
  });
  await announce(
    tx,
    { type: "post.created", payload: { postId: id, category: thread.category } },
    { id: BLOOM_TEAM_USER_ID, name: TEAM_NAME },
  );
}

/**
 * The Bloom team opens the room: a welcome thread once, and from each Monday (UTC) that week's
 * thread for each journey. One slot per thread, so each is posted once across instances, and a
 * server that was down on Monday posts the week's threads when it is back.
 */
export const teamThreadsJob: Job = {
  kind: "community-team",
  due(now) {
    const { year, week } = isoWeek(now);
    const w = `${year}-W${String(week).padStart(2, "0")}`;
    return [WELCOME_SLOT, ...JOURNEY_IDS.map((j) => `${WEEKLY_PREFIX}:${w}:${j}`)];
  },
  async run(tx, slot, now) {
    if (slot === WELCOME_SLOT) return postAsTeam(tx, WELCOME_THREAD, null, now);
    const journey = slot.split(":").at(-1) as JourneyId;
    const { week, monday } = isoWeek(now);
    const label = monday.toLocaleDateString("en-US", { month: "long", day: "numeric", timeZone: "UTC" });
    await postAsTeam(tx, weeklyThread(journey, label, week), journey, now);
  },
};
