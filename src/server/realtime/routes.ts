import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { LIVE_ACTIVITY_COUNT } from "../../shared/live";
import type { AppEnv } from "../http/context";
import { ApiError, badRequest } from "../http/errors";
import { requireUser, sessionTokenOf } from "../http/require-user";

/** An SSE event id as sent by us: a positive integer. Anything else is bad input. */
function eventId(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === "") return undefined;
  if (!/^\d{1,15}$/.test(raw)) throw badRequest("Last-Event-ID must be an event id.");
  return Number(raw);
}

/**
 * A topic's live events for signed-in members:
 * - `GET /` the Server-Sent Events stream. A reconnecting EventSource sends `Last-Event-ID` and is
 *   sent every event after it; `?after=<id>` does the same for a new EventSource.
 * - `GET /recent` the latest few events (the live activity box before anything new arrives).
 */
export const liveEventRoutes = (topic: string) =>
  new Hono<AppEnv>()
    .use(requireUser)
    .get("/", (c) => {
      const after = eventId(c.req.header("last-event-id") ?? c.req.query("after"));
      // The stream ends when her session does (sign-out, password change, account deleted).
      const token = sessionTokenOf(c);
      const revocations = c.get("revocations");
      const signedIn = () => !token || !revocations.isRevoked(token);
      const serve = c.get("live").open(c.get("user").id, [topic], after, signedIn);
      if (!serve) {
        throw new ApiError(429, "too_many_streams", "Too many live connections are open for this account.");
      }
      // A proxy in front must pass the stream through as it is written.
      c.header("X-Accel-Buffering", "no");
      return streamSSE(c, serve);
    })
    .get("/recent", async (c) => {
      const events = await c.get("live").recent(c.get("user").id, topic, LIVE_ACTIVITY_COUNT);
      return c.json({ events });
    });
