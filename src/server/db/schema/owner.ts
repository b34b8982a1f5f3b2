import { text } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** The owner of a row: her user id, and the row goes when her account does. */
export const owner = () =>
  text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
