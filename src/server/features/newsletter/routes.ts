import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { newsletterInput, newsletterTokenInput } from "../../../shared/accounts";
import type { AppEnv } from "../../http/context";
import { ApiError, validationHook } from "../../http/errors";
import { confirm, subscribe, unsubscribe, unsubscribePageUrl } from "./service";

export const newsletterRoutes = new Hono<AppEnv>()
  .post("/", zValidator("json", newsletterInput, validationHook), async (c) => {
    const { email } = c.req.valid("json");
    await subscribe(
      { db: c.get("db"), mailer: c.get("mailer"), baseUrl: c.get("config").baseUrl, now: c.get("now") },
      email,
    );
    // The same answer for a new, a waiting and a confirmed address: the mail says what comes next.
    return c.json({ email, confirmationSent: true });
  })
  .post("/confirm", zValidator("json", newsletterTokenInput, validationHook), async (c) => {
    const confirmed = await confirm({ db: c.get("db"), now: c.get("now") }, c.req.valid("json").token);
    if (!confirmed) {
      throw new ApiError(
        400,
        "link_invalid",
        "This confirmation link has expired or has already been used. If you confirmed before, you are subscribed.",
      );
    }
    return c.json({ subscribed: true, email: confirmed.email });
  })
  // RFC 8058 one-click: mail apps POST here (body `List-Unsubscribe=One-Click`) with no cookie and
  // no Origin of ours; the token in the address is the only key. The unsubscribe page posts here too.
  .post("/unsubscribe", zValidator("query", newsletterTokenInput, validationHook), async (c) => {
    const removed = await unsubscribe(c.get("db"), c.req.valid("query").token);
    // An address already gone is unsubscribed all the same.
    return c.json({ unsubscribed: true, email: removed?.email ?? null });
  })
  // The header's address opened in a browser: the page, which asks nothing more than a tap.
  .get("/unsubscribe", zValidator("query", newsletterTokenInput, validationHook), (c) =>
    c.redirect(unsubscribePageUrl("", c.req.valid("query").token), 303),
  );
