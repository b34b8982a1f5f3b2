// The first HTML of a signed-in page carries her own welcome (src/shared/page-frames.ts): it is
// drawn for the member whose session asks, for her alone, and never for a visitor.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";

// A built client as Vite writes it: the app's script, a preload, the styles; frames with slots.
const INDEX_HTML = `<!doctype html><html lang="en"><head><title>Bloom</title>
<script type="module" crossorigin src="/assets/shell-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/framework-1.js">
<link rel="stylesheet" crossorigin href="/assets/shell-1.css">
</head><body><div id="root"></div></body></html>`;
const FRAMES = {
  home: "<main><h1>Wellness for every stage</h1></main>",
  signedIn: {
    "/dashboard":
      '<header><button aria-label="Account menu">{{bloom:initials}}</button></header>' +
      "<h1>Welcome back, {{bloom:name}}!</h1><p>{{bloom:subtitle}}</p>" +
      '<button aria-label="Current stage: {{bloom:stage}}. Change">{{bloom:stage}}</button>',
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    client: {
      "index.html": INDEX_HTML,
      "frames.json": FRAMES,
      "route-preloads.json": { "/dashboard": ["/assets/dash-1.js"] },
    },
  });
});
afterAll(() => t.close());

const rootOf = (html: string) => html.slice(html.indexOf('<div id="root"'), html.indexOf("</body>"));

describe("a signed-in page's frame", () => {
  it("greets each member by her own name and stage, and shows her nobody else's", async () => {
    const maya = await t.signUp({ name: "Maya Rose", motherhood_stage: "pregnant" });
    const ada = await t.signUp({ name: "Ada Lovelace", motherhood_stage: "postpartum" });

    const hers = await t.request("/dashboard", { cookie: maya.cookie });
    expect(hers.status).toBe(200);
    expect(hers.headers.get("cache-control")).toBe("private, no-cache");
    const mayaHtml = await hers.text();
    expect(rootOf(mayaHtml)).toContain('data-frame="member"');
    expect(mayaHtml).toContain("<h1>Welcome back, Maya!</h1>");
    expect(mayaHtml).toContain(">MR</button>");
    expect(mayaHtml).toContain("Gentle, safe movement and nourishment while your baby grows.");
    expect(mayaHtml).toContain('aria-label="Current stage: Pregnant. Change"');
    expect(mayaHtml).not.toContain("Ada");

    const adaHtml = await (await t.request("/dashboard", { cookie: ada.cookie })).text();
    expect(adaHtml).toContain("<h1>Welcome back, Ada!</h1>");
    expect(adaHtml).toContain("Rest, recovery and rebuilding, one small step at a time.");
    expect(adaHtml).not.toContain("Maya");
  });

  it("escapes the name she chose", async () => {
    const { cookie } = await t.signUp({ motherhood_stage: "ttc" });
    const patch = await t.request("/api/profile", {
      method: "PATCH",
      cookie,
      json: { display_name: `<img src=x onerror="alert(1)"> Jo` },
    });
    expect(patch.status).toBe(200);
    const html = await (await t.request("/dashboard", { cookie })).text();
    expect(rootOf(html)).not.toContain("<img");
    expect(html).toContain("Welcome back, &lt;img!");
  });

  it("carries her account as the app's first three requests would answer it, for her alone", async () => {
    const maya = await t.signUp({ name: "Maya Rose", motherhood_stage: "pregnant" });
    const ada = await t.signUp({ name: "Ada Lovelace", motherhood_stage: "postpartum" });
    const accountIn = (html: string) =>
      JSON.parse(html.match(/<script type="application\/json" id="bloom-account">(.*?)<\/script>/)![1]!);

    const account = accountIn(await (await t.request("/dashboard", { cookie: maya.cookie })).text());
    const session = await (await t.request("/api/auth/get-session", { cookie: maya.cookie })).json();
    const profile = await (await t.request("/api/profile", { cookie: maya.cookie })).json();
    const subscription = await (await t.request("/api/subscription", { cookie: maya.cookie })).json();
    const { id, email, name, emailVerified, createdAt } = session.user;
    expect(account).toEqual({ user: { id, email, name, emailVerified, createdAt }, profile, subscription });
    expect(account.profile.motherhood_stage).toBe("pregnant");

    const adas = accountIn(await (await t.request("/dashboard", { cookie: ada.cookie })).text());
    expect(adas.user.email).toBe(ada.email);
    expect(JSON.stringify(adas)).not.toContain("Maya");
    // A visitor's page carries none.
    expect(await (await t.request("/dashboard")).text()).not.toContain("bloom-account");
  });

  it("keeps a name she typed from closing the account's script element", async () => {
    const { cookie } = await t.signUp({ motherhood_stage: "ttc" });
    const name = "</script><script>alert(1)</script> Jo";
    await t.request("/api/profile", { method: "PATCH", cookie, json: { display_name: name } });
    const html = await (await t.request("/dashboard", { cookie })).text();
    const block = html.match(/<script type="application\/json" id="bloom-account">(.*?)<\/script>/)![1]!;
    expect(block).not.toContain("<");
    expect(JSON.parse(block).profile.display_name).toBe(name);
    expect(html).not.toContain("<script>alert(1)");
  });

  it("is not drawn for a visitor, a forged cookie or a session that has ended", async () => {
    const visitor = await t.request("/dashboard");
    expect(visitor.status).toBe(200);
    const visitorHtml = await visitor.text();
    // Marked as a visitor's (no session cookie): the app asks for the session alone, then sends her to log in.
    expect(visitorHtml).toContain('<div id="root" data-visitor=""></div>');
    expect(visitorHtml).toContain('<script type="module" crossorigin src="/assets/shell-1.js"></script>');
    expect(visitorHtml).not.toContain("Welcome back");

    const forged = await t.request("/dashboard", {
      cookie: "better-auth.session_token=forged.token; better-auth.session_data=eyJ4IjoxfQ",
    });
    const forgedHtml = await forged.text();
    expect(forgedHtml).not.toContain("Welcome back");
    // A cookie, even a bad one, is checked by the app as before: not marked.
    expect(forgedHtml).toContain('<div id="root"></div>');

    const { cookie } = await t.signUp({ name: "Bea", motherhood_stage: "toddler" });
    expect(await (await t.request("/dashboard", { cookie })).text()).toContain("Welcome back, Bea!");
    const out = await t.request("/api/auth/sign-out", { method: "POST", cookie });
    expect(out.status).toBe(200);
    // Heard as the API's guard hears it: at once on PGlite, within moments through PostgreSQL's NOTIFY.
    await expect
      .poll(async () => (await t.request("/dashboard", { cookie })).text(), { timeout: 2000 })
      .not.toContain("Bea");
  });

  it("is not drawn for a member who has not chosen her journey yet (she is sent to choose it)", async () => {
    const { cookie } = await t.signUp({ name: "Cleo" });
    expect(await (await t.request("/dashboard", { cookie })).text()).not.toContain("Cleo");
    // "Prefer not to say" is a choice: the general dashboard, with its frame.
    await t.request("/api/profile", { method: "PATCH", cookie, json: { general_content: true } });
    const html = await (await t.request("/dashboard", { cookie })).text();
    expect(html).toContain("Welcome back, Cleo!");
    expect(html).toContain("General wellness: pick your journey any time for more.");
  });

  it("loads the app's scripts after the frame's first paint, by a loader the CSP allows by hash alone", async () => {
    const { cookie } = await t.signUp({ motherhood_stage: "pregnant" });
    const res = await t.request("/dashboard", { cookie });
    const html = await res.text();
    // No script or preload in the head that would share the line with the frame's styles.
    expect(html.slice(0, html.indexOf("</head>"))).not.toMatch(/<script|modulepreload/);
    const list = JSON.parse(
      html.match(/<script type="application\/json" id="bloom-scripts">(.*?)<\/script>/)![1]!,
    );
    expect(list).toEqual({
      scripts: ["/assets/shell-1.js"],
      preload: ["/assets/framework-1.js", "/assets/dash-1.js"],
    });
    const loader = html.match(/<script>(.*?)<\/script><\/body>/)![1]!;
    const hash = createHash("sha256").update(loader).digest("base64");
    const csp = res.headers.get("content-security-policy")!;
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src"));
    expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
  });
});

describe("the home page's frame", () => {
  it("is the same prerendered page for everyone, and may be cached as such", async () => {
    const res = await t.request("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const html = await res.text();
    expect(rootOf(html)).toContain('data-frame="public"><main><h1>Wellness for every stage</h1></main>');
  });

  it("leaves pages without a frame as they were, with their status", async () => {
    const res = await t.request("/no-such-page");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<div id="root" data-visitor=""></div>');
  });
});

describe("every page's first HTML", () => {
  it("carries the page's own title", async () => {
    expect(await (await t.request("/research")).text()).toContain(
      "<title>Research &amp; Evidence · Bloom</title>",
    );
    expect(await (await t.request("/workouts")).text()).toContain("<title>Workouts · Bloom</title>");
    expect(await (await t.request("/nowhere")).text()).toMatch(/<title>[^<]*Not Found[^<]*<\/title>/i);
  });
});

describe("the dashboard's welcome in the first HTML", () => {
  let app: TestApp;
  let clock: Date | null = null;
  beforeAll(async () => {
    app = await createTestApp({
      client: {
        "index.html": INDEX_HTML,
        "frames.json": { home: FRAMES.home, signedIn: { "/dashboard": "<h1>{{bloom:welcome}}</h1>" } },
      },
      now: () => clock ?? new Date(),
    });
  });
  afterAll(() => app.close());

  it("says 'Welcome' on the day she joined and 'Welcome back' from the next day on", async () => {
    const { cookie } = await app.signUp({ name: "Nora Vale", motherhood_stage: "toddler" });
    const first = await (await app.request("/dashboard", { cookie })).text();
    expect(first).toContain("<h1>Welcome, Nora!</h1>");
    expect(first).not.toContain("Welcome back");

    clock = new Date(Date.now() + 25 * 60 * 60 * 1000);
    try {
      const later = await (await app.request("/dashboard", { cookie })).text();
      expect(later).toContain("<h1>Welcome back, Nora!</h1>");
    } finally {
      clock = null;
    }
  });
});
