import { createHash, randomBytes, randomUUID } from "node:crypto";
import { zValidator } from "@hono/zod-validator";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { ShareCategory, ShareLinkView } from "../../../shared/data-transfer/share-links";
import { shareLinkInput } from "../../../shared/data-transfer/share-links-input";
import type { Db } from "../../db/client";
import { shareLinks } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { notFound, validationHook } from "../../http/errors";
import { requireUser } from "../../http/require-user";
import { userDay } from "../../http/user-day";

const DAY_MS = 24 * 60 * 60 * 1000;

/** 32 random bytes: a link cannot be guessed, and only its hash is stored. */
export const newShareToken = () => randomBytes(32).toString("base64url");
export const hashShareToken = (token: string) => createHash("sha256").update(token).digest("hex");

type Row = typeof shareLinks.$inferSelect;

function toView(row: Row, now: Date): ShareLinkView {
  const status = row.revokedAt ? "revoked" : row.expiresAt <= now ? "expired" : "active";
  return {
    id: row.id,
    label: row.label,
    categories: row.categories as ShareCategory[],
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    viewCount: row.viewCount,
    lastViewedAt: row.lastViewedAt?.toISOString() ?? null,
    status,
  };
}

/**
 * The link a visitor opened, when it is active, counted as one more view in the same statement;
 * null for an unknown, revoked or expired token (all look alike to the visitor).
 */
export async function openShareLink(db: Db, token: string, now: Date): Promise<Row | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .update(shareLinks)
    .set({ viewCount: sql`${shareLinks.viewCount} + 1`, lastViewedAt: now })
    .where(
      and(
        eq(shareLinks.tokenHash, hashShareToken(token)),
        isNull(shareLinks.revokedAt),
        gt(shareLinks.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** `/api/data/share-links`: her links, made, listed and revoked by her alone. */
export const shareLinkRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => {
    const now = c.get("now")();
    const rows = await c
      .get("db")
      .select()
      .from(shareLinks)
      .where(eq(shareLinks.userId, c.get("user").id))
      .orderBy(desc(shareLinks.createdAt));
    return c.json({ links: rows.map((r) => toView(r, now)) });
  })
  .post("/", zValidator("json", shareLinkInput, validationHook), async (c) => {
    const { categories, expiresInDays, label } = c.req.valid("json");
    const { tz } = userDay(c);
    const now = c.get("now")();
    const token = newShareToken();
    const [row] = await c
      .get("db")
      .insert(shareLinks)
      .values({
        id: randomUUID(),
        userId: c.get("user").id,
        tokenHash: hashShareToken(token),
        label: label || null,
        categories,
        timeZone: tz,
        createdAt: now,
        expiresAt: new Date(now.getTime() + expiresInDays * DAY_MS),
      })
      .returning();
    // The only time the token leaves the server: she copies the link now or makes another.
    const url = `${c.get("config").baseUrl}/s/${token}`;
    return c.json({ link: toView(row!, now), url }, 201);
  })
  .delete("/:id", async (c) => {
    const now = c.get("now")();
    const [row] = await c
      .get("db")
      .update(shareLinks)
      .set({ revokedAt: sql`coalesce(${shareLinks.revokedAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(shareLinks.id, c.req.param("id")), eq(shareLinks.userId, c.get("user").id)))
      .returning();
    if (!row) throw notFound("No such link.");
    return c.json({ link: toView(row, now) });
  });

/** Her links for her data export: what each shows, to whom, its dates and views (never a token). */
export async function shareLinksExport(db: Db, userId: string, now: Date): Promise<ShareLinkView[]> {
  const rows = await db
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.userId, userId))
    .orderBy(desc(shareLinks.createdAt));
  return rows.map((r) => toView(r, now));
}
