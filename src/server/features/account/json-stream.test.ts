import { describe, expect, it } from "vitest";
import { fields, jsonPieces, jsonStream, rows, spread, value } from "./json-stream";

async function* pagesOf<T>(...pages: T[][]) {
  for (const page of pages) yield page;
}

async function text(stream: ReadableStream<Uint8Array>): Promise<{ text: string; chunks: number }> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let out = "";
  let chunks = 0;
  for (;;) {
    const { value: chunk, done } = await reader.read();
    if (done) return { text: out + decoder.decode(), chunks };
    chunks++;
    out += decoder.decode(chunk, { stream: true });
  }
}

describe("an object written a piece at a time", () => {
  it("is the text JSON.stringify writes for the same object, field order included", async () => {
    const stream = jsonStream([
      ["at", value(() => "2026-11-29T04:00:00.000Z")],
      ["missing", value(async () => undefined)],
      ["when", value(() => new Date(Date.UTC(2026, 0, 2)))],
      ["notes", rows(() => pagesOf([{ n: 1, text: 'she wrote "</script>" ✓' }], [], [{ n: 2 }, { n: 3 }]))],
      ["none", rows(() => pagesOf())],
      ["own", spread(async () => ({ ticks: [1], gone: undefined, words: "ok" }))],
      [
        "cycle",
        fields([
          ["days", rows(() => pagesOf([{ d: "2026-01-01" }]))],
          ["empty", fields([])],
        ]),
      ],
      ["last", value(() => null)],
    ]);
    const expected = {
      at: "2026-11-29T04:00:00.000Z",
      missing: undefined,
      when: new Date(Date.UTC(2026, 0, 2)),
      notes: [{ n: 1, text: 'she wrote "</script>" ✓' }, { n: 2 }, { n: 3 }],
      none: [],
      ticks: [1],
      gone: undefined,
      words: "ok",
      cycle: { days: [{ d: "2026-01-01" }], empty: {} },
      last: null,
    };
    expect((await text(stream)).text).toBe(JSON.stringify(expected));
  });

  it("writes an object with no fields as {}", async () => {
    expect((await text(jsonStream([]))).text).toBe("{}");
    expect((await text(jsonStream([["gone", value(() => undefined)]]))).text).toBe("{}");
  });

  it("sends large answers in several chunks, reading each page only when the reader wants more", async () => {
    let pagesRead = 0;
    async function* many() {
      for (let page = 0; page < 20; page++) {
        pagesRead++;
        yield Array.from({ length: 100 }, (_, i) => ({ i: page * 100 + i, text: "x".repeat(100) }));
      }
    }
    const stream = jsonStream([["items", rows(many)]]);
    const reader = stream.getReader();
    await reader.read();
    // One chunk of about 32 KB needs three pages of ~11 KB, not all twenty.
    expect(pagesRead).toBeLessThan(6);
    reader.releaseLock();
    const rest = await text(stream);
    expect(rest.chunks).toBeGreaterThan(4);
    expect(pagesRead).toBe(20);
  });

  it("fails the stream when a page cannot be read, so the download is broken, not short", async () => {
    async function* failing() {
      yield [{ i: 1 }];
      throw new Error("the database went away");
    }
    const told: unknown[] = [];
    await expect(text(jsonStream([["items", rows(failing)]], (e) => told.push(e)))).rejects.toThrow(
      "the database went away",
    );
    expect(told).toHaveLength(1);
  });

  it("stops reading when the client goes away", async () => {
    let finished = false;
    let pagesRead = 0;
    async function* endless() {
      try {
        for (;;) {
          pagesRead++;
          yield [{ text: "y".repeat(4000) }];
        }
      } finally {
        finished = true;
      }
    }
    const reader = jsonStream([["items", rows(endless)]]).getReader();
    await reader.read();
    await reader.cancel();
    expect(finished).toBe(true);
    const read = pagesRead;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pagesRead).toBe(read);
  });

  it("yields the pieces in order without buffering them", async () => {
    const pieces: string[] = [];
    for await (const piece of jsonPieces([["a", rows(() => pagesOf([1, 2], [3]))]])) pieces.push(piece);
    expect(pieces).toEqual(["{", '"a":[', "1,2", ",3", "]", "}"]);
  });
});
