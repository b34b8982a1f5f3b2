import { and, asc, eq, gte, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client";

/** How many of her rows are read at once when a whole table of hers is written out (her export). */
export const PAGE_ROWS = 500;

/** A value carried between pages as text, read back as the column's own type. */
const asColumn = (text: string, column: PgColumn): SQL =>
  sql`cast(${text} as ${sql.raw(column.getSQLType())})`;

/**
 * Every row of one member's in `table` (by its `userId`), a page at a time, in `key` order. Keyset
 * paging: each page starts after the last row of the one before, so a row she adds or deletes
 * meanwhile moves no other, and each page is read through the table's index on (user_id, key[0]).
 * `userId` and `key` together must be unique. The key's values go from page to page as PostgreSQL's text of them and
 * are cast back, so a timestamp keeps its microseconds (a JavaScript Date would drop them).
 */
export async function* pagesOf<T extends PgTable & { userId: PgColumn }>(
  db: Db,
  table: T,
  userId: string,
  key: readonly [PgColumn, ...PgColumn[]],
  size = PAGE_ROWS,
): AsyncGenerator<T["$inferSelect"][]> {
  const cursor: Record<string, SQL<string>> = {};
  key.forEach((column, i) => {
    cursor[`key${i}`] = sql<string>`${column}::text`;
  });
  let after: string[] | null = null;
  for (;;) {
    const from: string[] | null = after;
    const where = from
      ? and(
          eq(table.userId, userId),
          // The first key column bounds the index scan; the row comparison breaks its ties.
          gte(key[0], asColumn(from[0]!, key[0])),
          sql`(${sql.join([...key], sql`, `)}) > (${sql.join(
            from.map((text, i) => asColumn(text, key[i]!)),
            sql`, `,
          )})`,
        )
      : eq(table.userId, userId);
    const found = (await db
      .select({ row: table as PgTable, ...cursor })
      .from(table as PgTable)
      .where(where)
      .orderBy(...key.map((column) => asc(column)))
      .limit(size)) as unknown as Array<{ row: T["$inferSelect"] } & Record<string, string>>;
    if (found.length > 0) yield found.map((f) => f.row);
    if (found.length < size) return;
    const last = found[found.length - 1]!;
    after = key.map((_, i) => last[`key${i}`]!);
  }
}
