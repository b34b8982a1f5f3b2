// The app's built scripts go out compressed as the build left them (scripts/build.mjs writes a
// brotli and a gzip copy beside each): the server does not compress them again for every visit.
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";

const SCRIPT = `export const greeting = ${JSON.stringify("Welcome back! ".repeat(200))};\n`;
const SCRIPT_GZ = gzipSync(SCRIPT, { level: 9 });
const UNCOPIED = `export const note = ${JSON.stringify("Only the plain file. ".repeat(200))};\n`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    client: {
      "index.html":
        "<!doctype html><html><head><title>Bloom</title></head><body><div id=root></div></body></html>",
      "assets/shell-1.js": SCRIPT,
      "assets/shell-1.js.br": brotliCompressSync(SCRIPT),
      "assets/shell-1.js.gz": SCRIPT_GZ,
      "assets/note-1.js": UNCOPIED,
    },
  });
});
afterAll(() => t.close());

const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe("the built scripts", () => {
  it("are sent as the build's brotli copy to a browser that takes brotli", async () => {
    const res = await t.request("/assets/shell-1.js", {
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(await bytesOf(res)).toString()).toBe(SCRIPT);
  });

  it("as the gzip copy to one that takes only gzip, and as they are to one that takes neither", async () => {
    const gz = await t.request("/assets/shell-1.js", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    // The build's copy itself (one compressed on the way out has no length known in advance).
    expect(gz.headers.get("content-length")).toBe(String(SCRIPT_GZ.length));
    expect(gunzipSync(await bytesOf(gz)).toString()).toBe(SCRIPT);

    const plain = await t.request("/assets/shell-1.js", { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect((await bytesOf(plain)).toString()).toBe(SCRIPT);
  });

  it("a file the build left no copy of is still compressed on the way out", async () => {
    const res = await t.request("/assets/note-1.js", { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(await bytesOf(res)).toString()).toBe(UNCOPIED);
  });
});
