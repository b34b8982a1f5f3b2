import { type PGlite, parse, protocol } from "@electric-sql/pglite";
import type pg from "pg";
import type { Db } from "./client";

/**
 * Rows of a named statement: parsed and planned once per connection, then only bound and run.
 * For a statement as large as the dashboard's, parsing and planning are most of its cost: on
 * PGlite (WebAssembly) about 1.3 ms of the 1.5 ms a plain query took, which is why its dashboard
 * stayed under 600 req/s.
 *
 * PostgreSQL: `pg`'s own named statements (prepared once on each pooled connection).
 * PGlite: its `query` always sends an unnamed statement, so here the statement is prepared once
 * per database (Parse), and each call sends Bind, Describe, Execute and Sync in one message,
 * inside PGlite's own locks, so it never runs in the middle of another request's transaction.
 * The values are serialised by the parameter types PostgreSQL inferred, as `query` does.
 * (Decision 021.)
 */
export async function namedStatementRows<T>(
  db: Db,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (typeof (client as PGlite).execProtocol !== "function") {
    // node-postgres's pool (DATABASE_URL).
    return (await (client as pg.Pool).query({ name, text, values })).rows as T[];
  }
  const pglite = client as PGlite;
  const statement = await prepared(pglite, name, text);
  const message = concat([
    protocol.serialize.bind({
      statement: name,
      values: values.map((value, i) => serialise(pglite, statement.types[i]!, value)),
    }),
    protocol.serialize.describe({ type: "P" }),
    protocol.serialize.execute({}),
    protocol.serialize.sync(),
  ]);
  // A read: nothing to write back to the data directory (PGlite's query syncs after every statement).
  const { messages } = await exclusive(pglite, () => pglite.execProtocol(message, { syncToFs: false }));
  return (parse.parseResults(messages, pglite.parsers)[0]?.rows ?? []) as T[];
}

interface Prepared {
  text: string;
  /** The parameters' type ids, as PostgreSQL inferred them from the statement. */
  types: number[];
}

/** Statements prepared on each PGlite database, by name (a database is one session). */
const preparedOn = new WeakMap<PGlite, Map<string, Promise<Prepared>>>();

function prepared(pglite: PGlite, name: string, text: string): Promise<Prepared> {
  let statements = preparedOn.get(pglite);
  if (!statements) {
    statements = new Map();
    preparedOn.set(pglite, statements);
  }
  const known = statements.get(name);
  if (known) {
    return known.then((p) => {
      if (p.text !== text) throw new Error(`The statement ${name} was prepared with another text.`);
      return p;
    });
  }
  const preparing = exclusive(pglite, async () => {
    const message = concat([
      protocol.serialize.parse({ name, text }),
      protocol.serialize.describe({ type: "S", name }),
      protocol.serialize.sync(),
    ]);
    const { messages } = await pglite.execProtocol(message, { syncToFs: false });
    const description = messages.find((m) => m.name === "parameterDescription") as
      | { dataTypeIDs: number[] }
      | undefined;
    return { text, types: description?.dataTypeIDs ?? [] };
  });
  statements.set(name, preparing);
  // A failed Parse (the database closing) is tried again by the next request.
  preparing.catch(() => statements.delete(name));
  return preparing;
}

/** Runs `fn` holding PGlite's transaction and query locks, as its own `query` does. */
function exclusive<R>(pglite: PGlite, fn: () => Promise<R>): Promise<R> {
  return pglite._runExclusiveTransaction(() => pglite._runExclusiveQuery(fn));
}

function serialise(pglite: PGlite, type: number, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const serialize = pglite.serializers[type];
  return serialize ? serialize(value) : String(value);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
