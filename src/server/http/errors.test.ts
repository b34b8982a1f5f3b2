import type { Context } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logError } from "./errors";

afterEach(() => {
  vi.restoreAllMocks();
});

const request = (method: string, routePath: string, path: string) =>
  ({ req: { method, routePath, path } }) as unknown as Context;

describe("the error log", () => {
  it("names the route and the SQLSTATE of a database error, never the query or its parameters", () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => lines.push(line));
    // As Drizzle wraps a driver error: its message quotes the statement and every parameter.
    const err = new Error(
      'Failed query: insert into "mood_entries" ("notes") values ($1)\nparams: I feel like giving up',
      { cause: Object.assign(new Error("invalid byte sequence for encoding UTF8: 0x00"), { code: "22021" }) },
    );
    logError(request("POST", "/api/wellness/moods", "/api/wellness/moods"), err, 400);
    expect(lines).toEqual(["[400] POST /api/wellness/moods: database error 22021"]);
  });

  it("logs the route's pattern, not the ids or query string she sent", () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => lines.push(line));
    logError(
      request("GET", "/api/food/logs/:id/photo", "/api/food/logs/7f3c0d9e-private/photo"),
      new TypeError("Cannot read properties of undefined"),
      500,
    );
    expect(lines[0]).toMatch(/^\[500\] GET \/api\/food\/logs\/:id\/photo: TypeError: Cannot read/);
    expect(lines[0]).not.toContain("7f3c0d9e");
  });
});
