import { bigint, integer, pgTable, text } from "drizzle-orm/pg-core";

/**
 * Request counters for Bloom's own rate limits (src/server/http/rate-limit.ts): one row per limit
 * and client or user, holding the current fixed window. Kept in the database so that every app
 * instance counts the same requests (decision 009). better-auth keeps its own in `rate_limits`.
 */
export const requestLimits = pgTable("request_limits", {
  /** `<limit name>:ip:<address>` or `<limit name>:user:<user id>`. */
  key: text("key").primaryKey(),
  /** Start of the current window, in milliseconds since the epoch. */
  windowStart: bigint("window_start", { mode: "number" }).notNull(),
  count: integer("count").notNull(),
});
