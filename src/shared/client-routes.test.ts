import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CLIENT_ROUTES, isClientRoute, NOT_FOUND_TITLE, routeTitle } from "./client-routes";

describe("the app's route list", () => {
  it("holds exactly the paths src/client/router.tsx declares", () => {
    const router = readFileSync(new URL("../client/router.tsx", import.meta.url), "utf8");
    const declared = [...router.matchAll(/\bpath="([^"]+)"/g)]
      .map((m) => m[1]!)
      .filter((p) => p !== "*")
      .map((p) => `/${p}`);
    const hasIndex = /<Route index\b/.test(router);
    expect(new Set([...(hasIndex ? ["/"] : []), ...declared])).toEqual(
      new Set(CLIENT_ROUTES.map((r) => r.path)),
    );
  });

  it("knows the app's pages, with their parameters and a trailing slash", () => {
    for (const path of ["/", "/about", "/workouts/prenatal-yoga", "/recipes/x/", "/wellness/sleep"]) {
      expect(isClientRoute(path), path).toBe(true);
    }
  });

  it("does not know anything else", () => {
    for (const path of ["/no-such-page", "/workouts/a/b", "/assets/missing.js", "/about/x", "/%E0%A4%A"]) {
      expect(isClientRoute(path), path).toBe(false);
    }
  });
});

describe("page titles", () => {
  it("gives every route a title of its own", () => {
    const titles = CLIENT_ROUTES.map((r) => r.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("names the page, then Bloom", () => {
    expect(routeTitle("/workouts")).toBe("Workouts · Bloom");
    expect(routeTitle("/recipes/banana-oat-pancakes")).toBe("Recipe · Bloom");
    expect(routeTitle("/")).toMatch(/^Bloom/);
    expect(routeTitle("/nowhere")).toBe(NOT_FOUND_TITLE);
  });
});
