import { bigserial, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * The outbox of live events (src/server/realtime): written in the same transaction as the change it
 * announces, announced by a trigger with `NOTIFY live_event` (sent only on commit), and read by every
 * app instance, which fans it out to its Server-Sent Events clients. The id is the SSE event id, so
 * a client that reconnects with `Last-Event-ID` is sent the rows after it. Rows older than a day are
 * pruned.
 *
 * `payload` is exactly what subscribers receive. `actor_id` (who caused it) never leaves the server:
 * it is there so a recipient who blocked her, or whom she blocked, is not sent the event, and so her
 * events go with her account.
 */
export const liveEvents = pgTable(
  "live_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    topic: text("topic").notNull(),
    type: text("type").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("live_events_topic_id_idx").on(t.topic, t.id),
    index("live_events_created_idx").on(t.createdAt),
  ],
);
