/**
 * One JSON object written out a piece at a time: her export is sent while it is read, so the
 * server holds a page of her rows, never all of them (issue 25 §2). The object's fields come in
 * the order given, and each is written as `JSON.stringify` would write it in a whole object: a
 * field whose value is `undefined` is left out, and the text parses to the same object.
 */
export type JsonPart =
  | { readonly value: () => unknown }
  | { readonly rows: () => AsyncIterable<readonly unknown[]> }
  | { readonly fields: JsonFields }
  | { readonly spread: () => Promise<Record<string, unknown>> };

export type JsonFields = ReadonlyArray<readonly [key: string, part: JsonPart]>;

/** A value read when its turn comes. */
export const value = (read: () => unknown): JsonPart => ({ value: read });
/** An array read a page at a time: each page is written as it arrives, then let go. */
export const rows = (pages: () => AsyncIterable<readonly unknown[]>): JsonPart => ({ rows: pages });
/** A nested object, written field by field. */
export const fields = (parts: JsonFields): JsonPart => ({ fields: parts });
/** Several fields at once (an object's own fields, written in its order), in place of one. */
export const spread = (read: () => Promise<Record<string, unknown>>): JsonPart => ({ spread: read });

/** The object's text, in pieces. */
export async function* jsonPieces(parts: JsonFields): AsyncGenerator<string> {
  yield "{";
  let first = true;
  const key = (name: string) => {
    const text = `${first ? "" : ","}${JSON.stringify(name)}:`;
    first = false;
    return text;
  };
  for (const [name, part] of parts) {
    if ("spread" in part) {
      for (const [own, v] of Object.entries(await part.spread())) {
        const text = JSON.stringify(v);
        if (text !== undefined) yield key(own) + text;
      }
    } else if ("value" in part) {
      const text = JSON.stringify(await part.value());
      if (text !== undefined) yield key(name) + text;
    } else if ("rows" in part) {
      yield `${key(name)}[`;
      let written = 0;
      for await (const page of part.rows()) {
        if (page.length === 0) continue;
        // An item JSON cannot write (undefined) is null in an array, as JSON.stringify writes it.
        yield (written > 0 ? "," : "") + page.map((item) => JSON.stringify(item) ?? "null").join(",");
        written += page.length;
      }
      yield "]";
    } else {
      yield key(name);
      yield* jsonPieces(part.fields);
    }
  }
  yield "}";
}

const CHUNK_BYTES = 32 * 1024;

/**
 * The pieces as a byte stream, read only as fast as the client takes them, in chunks of about
 * 32 KB. A failure part-way (the database gone) errors the stream, so the client sees a broken
 * download rather than a file that merely ends early, and is told to `onError` first (the status
 * has long gone out by then); a client that goes away stops the reading.
 */
export function jsonStream(
  parts: JsonFields,
  onError: (error: unknown) => void = () => {},
): ReadableStream<Uint8Array> {
  const pieces = jsonPieces(parts);
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let chunk = "";
        while (chunk.length < CHUNK_BYTES) {
          const next = await pieces.next().catch((error: unknown) => {
            onError(error);
            throw error;
          });
          if (next.done) {
            if (chunk) controller.enqueue(encoder.encode(chunk));
            controller.close();
            return;
          }
          chunk += next.value;
        }
        controller.enqueue(encoder.encode(chunk));
      },
      async cancel() {
        await pieces.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
}
