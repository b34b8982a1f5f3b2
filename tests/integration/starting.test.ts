// A starting instance (src/server/http/starting.ts): from the moment its port opens until its
// database is open and migrated, a visitor's pages and the app's files are answered as the whole
// app answers them, the proxy's checks are 503s, and whatever needs the database waits for it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Handler, whileStarting } from "../../src/server/http/starting";
import { BASE_URL, createTestApp, type TestApp } from "../support/test-app";

const INDEX_HTML = `<!doctype html><html lang="en"><head><title>Bloom</title>
<script type="module" crossorigin src="/assets/shell-1.js"></script>
</head><body><div id="root"></div></body></html>`;
const FRAMES = {
  home: "<main><h1>Wellness for every stage</h1></main>",
  signedIn: { "/dashboard": "<h1>Welcome back, {{bloom:name}}!</h1>" },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    client: {
      "index.html": INDEX_HTML,
      "frames.json": FRAMES,
      "assets/shell-1.js": "console.log('Bloom');\n",
    },
  });
});
afterAll(() => t.close());

/** A request to `handler` as the browser sends it. */
const ask = (handler: Handler, url: string, init: RequestInit = {}) =>
  Promise.resolve(handler(new Request(`${BASE_URL}${url}`, init), undefined));

/** "pending" if `promise` has not settled within 100 ms. */
const within100ms = <T>(promise: Promise<T>) =>
  Promise.race([promise, new Promise<"pending">((r) => setTimeout(() => r("pending"), 100))]);

const wholeApp: Handler = (request, env) => t.app.fetch(request, env);

describe("an instance that is starting", () => {
  it("answers a visitor's pages and files at once, exactly as the whole app will", async () => {
    const starting = whileStarting(t.config, new Promise<Handler>(() => {}));
    for (const page of ["/", "/login", "/dashboard", "/no-such-page"]) {
      const early = await ask(starting, page);
      const later = await ask(wholeApp, page);
      expect([page, early.status]).toEqual([page, later.status]);
      expect(await early.text()).toBe(await later.text());
      expect(early.headers.get("content-security-policy")).toBe(later.headers.get("content-security-policy"));
      expect(early.headers.get("cache-control")).toBe("no-cache");
    }
    const home = await (await ask(starting, "/")).text();
    expect(home).toContain('data-frame="public"><main><h1>Wellness for every stage</h1></main>');
    expect(home).toContain("data-visitor");

    const script = await ask(starting, "/assets/shell-1.js");
    expect(script.status).toBe(200);
    expect(await script.text()).toBe("console.log('Bloom');\n");
    const later = await ask(wholeApp, "/assets/shell-1.js");
    expect(script.headers.get("cache-control")).toBe(later.headers.get("cache-control"));
    expect(script.headers.get("content-type")).toBe(later.headers.get("content-type"));
  });

  it("keeps the proxy's checks failing until it is ready", async () => {
    const starting = whileStarting(t.config, new Promise<Handler>(() => {}));
    for (const check of ["/api/ready", "/api/health"]) {
      const res = await ask(starting, check);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("1");
      expect((await res.json()).error.code).toBe("starting");
    }
  });

  it("holds what needs the database (the API, her own pages, a shared link) and answers it once the app is there", async () => {
    const maya = await t.signUp({ name: "Maya Rose", motherhood_stage: "pregnant" });
    let appIsThere!: (handler: Handler) => void;
    const starting = whileStarting(t.config, new Promise<Handler>((resolve) => (appIsThere = resolve)));
    const hers = { headers: { cookie: maya.cookie } };
    const dashboard = ask(starting, "/dashboard", hers);
    const session = ask(starting, "/api/auth/get-session", hers);
    const shared = ask(starting, "/s/not-a-real-link");
    const signIn = ask(starting, "/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: BASE_URL },
      body: JSON.stringify({ email: maya.email, password: maya.password }),
    });
    for (const waiting of [dashboard, session, shared, signIn])
      expect(await within100ms(waiting)).toBe("pending");

    appIsThere(wholeApp);
    const page = await dashboard;
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<h1>Welcome back, Maya!</h1>");
    expect((await (await session).json()).user.email).toBe(maya.email);
    expect((await shared).status).toBe(404);
    expect((await signIn).status).toBe(200);
    // Once there, the app answers the checks too.
    expect((await ask(starting, "/api/ready")).status).toBe(503);
    expect((await ask(wholeApp, "/api/ready")).status).toBe(200);
  });

  it("gives up on a start that takes too long with a 503 that says Bloom is starting", async () => {
    const starting = whileStarting(t.config, new Promise<Handler>(() => {}), 50);
    const res = await ask(starting, "/api/dashboard");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: { code: "starting", message: "Bloom is starting; try again in a moment." },
    });
    expect((await ask(starting, "/")).status).toBe(200);
  });
});
