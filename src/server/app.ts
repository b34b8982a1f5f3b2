import path from "node:path";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { SiteConfig } from "../shared/site";
import { createAuth, SESSION_CACHE_SECONDS } from "./auth";
import { type Billing, createBilling } from "./billing";
import type { Config } from "./config";
import type { Db } from "./db/client";
import { listenToDatabase } from "./db/listener";
import { accountRoutes } from "./features/account/routes";
import { CHECKIN_BODY_LIMIT, checkinRoutes } from "./features/checkins/routes";
import { createChatGenerator } from "./features/coach/generator";
import { coachRoutes } from "./features/coach/routes";
import { type CoachService, createCoachService } from "./features/coach/service";
import { communityLiveFilter, communityRoutes, POST_BODY_LIMIT, teamThreadsJob } from "./features/community";
import { courseRoutes } from "./features/courses/routes";
import { cycleRoutes } from "./features/cycle/routes";
import {
  dataTransferRoutes,
  IMPORT_UPLOAD_PATH,
  SHARED_PAGE_PREFIX,
  sharedPageRoutes,
} from "./features/data-transfer";
import { digestRoutes } from "./features/digest/routes";
import { admitAnalysis } from "./features/food";
import { FOOD_UPLOAD_LIMIT, foodRoutes } from "./features/food/routes";
import { gamificationRoutes } from "./features/gamification/routes";
import { favoriteRoutes, planRoutes } from "./features/library/routes";
import { newsletterRoutes } from "./features/newsletter/routes";
import { postpartumRoutes } from "./features/postpartum/routes";
import { JOURNAL_BODY_LIMIT } from "./features/pregnancy/journal-routes";
import { pregnancyRoutes } from "./features/pregnancy/routes";
import { profileRoutes } from "./features/profile/routes";
import { recipeRoutes } from "./features/recipes/routes";
import { reminderRoutes, remindersJob } from "./features/reminders";
import { screeningRoutes } from "./features/screening/routes";
import { billingWebhookRoutes, subscriptionRoutes } from "./features/subscription/routes";
import { dashboardRoutes, workoutSessionRoutes } from "./features/wellness/dashboard-routes";
import { wellnessRoutes } from "./features/wellness/routes";
import { clientAddress } from "./http/client-address";
import { mountClient } from "./http/client-pages";
import type { AppEnv, Deps } from "./http/context";
import { COSTLY_ROUTES } from "./http/costly-routes";
import { errorBody, handleError } from "./http/errors";
import { guardInput } from "./http/input-guard";
import { frameFor } from "./http/member-frames";
import { movedPath } from "./http/moved-routes";
import { photoBodyLimit } from "./http/multipart";
import { originCheck } from "./http/origin-check";
import { type Lifecycle, readiness } from "./http/readiness";
import { securityHeaders } from "./http/security";
import { REVOCATION_CHANNEL, watchRevocations } from "./http/session-revocations";
import { createJobRunner } from "./jobs/queue";
import { createMailer, type Mailer } from "./mail/mailer";
import { createLiveHub, LIVE_CHANNEL, type LiveHubOptions, liveEventRoutes } from "./realtime";
import { createStorage, type ObjectStorage } from "./storage";

/**
 * Routes that take photos and allow larger bodies than the 1 MB of every other route (food: 15 MB,
 * check-ins: 3 × 10 MB, journal entries: 4 × 10 MB, also when an entry is edited). The limit is
 * applied here, before any body is read (the input gate reads forms), and only here.
 */
const PHOTO_UPLOADS: { method: string; path: RegExp; maxSize: number }[] = [
  { method: "POST", path: /^\/api\/food\/(analyze|logs)$/, maxSize: FOOD_UPLOAD_LIMIT },
  { method: "POST", path: /^\/api\/checkins$/, maxSize: CHECKIN_BODY_LIMIT },
  { method: "POST", path: /^\/api\/pregnancy\/journal$/, maxSize: JOURNAL_BODY_LIMIT },
  { method: "PUT", path: /^\/api\/pregnancy\/journal\/[^/]+$/, maxSize: JOURNAL_BODY_LIMIT },
  { method: "POST", path: /^\/api\/community\/posts$/, maxSize: POST_BODY_LIMIT },
];
const ONE_CLICK_UNSUBSCRIBE = "/api/newsletter/unsubscribe";
const tooLarge = (c: Context) => c.json(errorBody("too_large", "The request is too large."), 413);
const bodyLimits = new Map([
  [1024 * 1024, bodyLimit({ maxSize: 1024 * 1024, onError: tooLarge })],
  // A photo upload past its limit gets the same refusal as any photo that is too large.
  ...PHOTO_UPLOADS.map((u) => [u.maxSize, photoBodyLimit(u.maxSize)] as const),
]);

export interface AppOptions {
  config: Config;
  db: Db;
  mailer?: Mailer;
  /** Defaults to the configured storage; tests pass one whose writes can fail. */
  storage?: ObjectStorage;
  now?: () => Date;
  /** The coach (tests inject one with a fake answer service); built from the config otherwise. */
  coach?: CoachService;
  /** Live events: heartbeat, streams per user, recipient filters (tests shorten the heartbeat). */
  live?: LiveHubOptions;
  /** Premium checkout; built from the config (local test checkout or Stripe) otherwise. */
  billing?: Billing;
  /** Serve the built SPA from config.clientDir (off in API tests). */
  serveClient?: boolean;
  /** This instance's phase (main.ts moves it); readiness answers 503 unless it is `serving`. */
  lifecycle?: Lifecycle;
}

export function createApp(opts: AppOptions) {
  const { config, db } = opts;
  const lifecycle: Lifecycle = opts.lifecycle ?? { phase: "serving" };
  const mailer =
    opts.mailer ??
    createMailer({
      db,
      from: config.mail.from,
      smtpUrl: config.mail.smtpUrl,
      outboxDir: path.join(config.dataDir, "outbox"),
      keepOutbox: !config.production,
    });
  const auth = createAuth({ db, config, mailer, now: opts.now });
  const storage = opts.storage ?? createStorage(config);
  const coach =
    opts.coach ??
    createCoachService({
      generator: config.coach.url
        ? createChatGenerator({
            url: config.coach.url,
            apiKey: config.coach.apiKey,
            model: config.coach.model,
          })
        : undefined,
    });
  const watched = watchRevocations(db, { rememberMs: (SESSION_CACHE_SECONDS + 60) * 1000 });
  // The community's live events skip members blocked either way.
  const live = createLiveHub(db, {
    ...opts.live,
    filters: { community: communityLiveFilter, ...opts.live?.filters },
  });
  // One LISTEN connection per instance for everything the database announces.
  const listener = listenToDatabase(db, {
    [REVOCATION_CHANNEL]: watched.channel,
    [LIVE_CHANNEL]: live.channel,
  });
  const revocations = watched.heardThrough(listener);
  const deps: Deps = {
    config,
    db,
    mailer,
    auth,
    storage,
    coach,
    revocations,
    live,
    billing: opts.billing ?? createBilling(config),
    now: opts.now ?? (() => new Date()),
  };

  // Listed once, not per request: every request sets them all (the dashboard is polled every 30 s).
  const depEntries = Object.entries(deps) as [keyof Deps, never][];
  const setDeps = (c: Context<AppEnv>) => {
    for (const [key, value] of depEntries) c.set(key, value);
  };
  const withDeps = createMiddleware<AppEnv>(async (c, next) => {
    setDeps(c);
    await next();
  });
  const api = new Hono<AppEnv>();
  const checkOrigin = originCheck([config.baseUrl, ...config.trustedOrigins]);
  // The dependencies and the origin check in one step (each middleware is one more promise and
  // dispatch on every request). The newsletter's one-click unsubscribe (RFC 8058) is posted by mail
  // apps from their own origin, without cookies: its token is its only key, so there is no session
  // to forge a request for.
  api.use((c, next) => {
    setDeps(c);
    return c.req.path === ONE_CLICK_UNSUBSCRIBE ? next() : checkOrigin(c, next);
  });
  // Limits first: a refused client costs no body read.
  for (const door of COSTLY_ROUTES) api.on(door.method, door.path, door.limit);
  // A full analysis queue refuses the upload before its body is read.
  api.post("/food/analyze", admitAnalysis);
  // The body's limit, then the input gate, in one step (one dispatch and promise fewer per request).
  api.use((c, next) => {
    const path = c.req.path;
    // Imports from other apps stream their files and limit them themselves (Apple Health's run to GBs).
    if (IMPORT_UPLOAD_PATH.test(path)) return next();
    // GET and HEAD carry no body (and reading one would build a full Request for nothing): of the
    // gate, only its check of the address applies.
    const method = c.req.method;
    if (method === "GET" || method === "HEAD") return guardInput(c, next);
    const upload = PHOTO_UPLOADS.find((u) => u.method === method && u.path.test(path));
    // The limit returns what its `next` returns, as every Hono middleware does: the gate's refusal
    // reaches the app like any answer (typed `void` there, as `next` is).
    const gate = () => guardInput(c, next) as Promise<void>;
    return bodyLimits.get(upload?.maxSize ?? 1024 * 1024)!(c, gate);
  });
  // Kept as one chain: its type is the route table the browser's typed client reads (ApiRoutes).
  const routes = api
    .on(["GET", "POST"], "/auth/*", (c) => {
      // better-auth's own endpoints always read the session from the database: its signed cookie
      // cache would keep an ended session alive there (decision 002). They are called rarely.
      const request = withoutSessionCache(c.req.raw);
      return auth.handler(withClientIp(request, c, config.trustProxy));
    })
    .route("/profile", profileRoutes)
    .route("/pregnancy", pregnancyRoutes)
    .route("/subscription", subscriptionRoutes)
    .route("/billing/webhook", billingWebhookRoutes)
    .route("/newsletter", newsletterRoutes)
    .route("/coach", coachRoutes)
    .route("/food", foodRoutes)
    .route("/wellness", wellnessRoutes)
    .route("/dashboard", dashboardRoutes)
    .route("/digest", digestRoutes)
    .route("/postpartum", postpartumRoutes)
    .route("/workouts/sessions", workoutSessionRoutes)
    .route("/checkins", checkinRoutes)
    .route("/cycle", cycleRoutes)
    .route("/data", dataTransferRoutes)
    .route("/courses", courseRoutes)
    .route("/community", communityRoutes)
    .route("/account", accountRoutes)
    .route("/favorites", favoriteRoutes)
    .route("/plans", planRoutes)
    .route("/community/events", liveEventRoutes("community"))
    .route("/gamification", gamificationRoutes)
    .route("/screening", screeningRoutes)
    .route("/reminders", reminderRoutes)
    .route("/", recipeRoutes)
    .get("/health", (c) => c.json({ ok: true }))
    .get("/ready", readiness(db, lifecycle))
    .get("/site", (c) =>
      c.json<SiteConfig>({ supportEmail: config.supportEmail, storyVideoUrl: config.storyVideoUrl }),
    )
    .all("*", async (c) => {
      // An address that moved (http/moved-routes.ts) is answered as the new one is, by the whole app.
      const moved = movedPath(c.req.method, c.req.path);
      if (!moved) return c.json(errorBody("not_found", "No such API route."), 404);
      const url = new URL(c.req.url);
      url.pathname = moved;
      const hasBody = c.req.method !== "GET" && c.req.method !== "HEAD" && c.req.raw.body !== null;
      const body = hasBody ? await c.req.arrayBuffer() : undefined;
      return app.fetch(new Request(url, { method: c.req.method, headers: c.req.raw.headers, body }), c.env);
    });
  // No `api.onError`: the app's own (the same handleError) answers errors thrown under /api too.
  // A sub-app's onError wraps each of its handlers in one more compose and promise per request.

  const app = new Hono();
  // A shared link's page sends no referrer at all (set after the house headers, which it overrides).
  app.use(`${SHARED_PAGE_PREFIX}/*`, async (c, next) => {
    await next();
    c.res.headers.set("Referrer-Policy", "no-referrer");
  });
  // The house's security headers; while draining before a shutdown, each answer also closes its
  // connection, so a proxy reusing kept-alive connections stops sending here before the server
  // stops accepting.
  app.use(securityHeaders(config, () => lifecycle.phase === "draining"));
  app.route("/api", api);
  app.route(SHARED_PAGE_PREFIX, new Hono<AppEnv>().use(withDeps).route("/", sharedPageRoutes));
  if (opts.serveClient) mountClient(app, config.clientDir, withDeps, frameFor);
  app.onError(handleError);
  // Background work, once across instances (src/server/jobs): main.ts ticks it on a timer.
  const jobs = createJobRunner({
    db,
    now: deps.now,
    jobs: [teamThreadsJob, remindersJob({ db, mailer, config })],
  });
  return {
    app,
    routes,
    auth,
    deps,
    jobs,
    /** Resolves once this instance hears ended sessions and live events (tests wait for it). */
    ready: listener.ready,
    /** Ends the live streams and stops listening; the database is the caller's to close. */
    close: async () => {
      await live.close();
      await listener.close();
    },
  };
}

export type AppRoutes = ReturnType<typeof createApp>["app"];

/**
 * better-auth keys its rate limits on X-Forwarded-For, and gives up (no address, so no limit in
 * production) when that header lists more than one address. It is given the one address Bloom's
 * own limits use (clientAddress): the socket's, or behind a proxy (TRUST_PROXY) the address the
 * proxy appended last, never what the client claimed before it.
 */
function withClientIp(request: Request, c: Context, trustProxy: boolean): Request {
  const address = clientAddress(c, trustProxy);
  if (address === "local") return request; // in-process requests (tests) without a header
  const headers = new Headers(request.headers);
  headers.set("x-forwarded-for", address);
  return new Request(request, { headers });
}

const SESSION_CACHE_COOKIE = /(^|;\s*)(__Secure-)?better-auth\.session_data(\.\d+)?=[^;]*/g;

function withoutSessionCache(request: Request): Request {
  const cookie = request.headers.get("cookie");
  if (!cookie?.includes("session_data")) return request;
  const headers = new Headers(request.headers);
  headers.set("cookie", cookie.replace(SESSION_CACHE_COOKIE, "").replace(/^;\s*/, ""));
  return new Request(request, { headers });
}

/** The API's routes under `/api`, for the browser's typed client (`hc<ApiRoutes>("/api")`). */
export type ApiRoutes = ReturnType<typeof createApp>["routes"];
