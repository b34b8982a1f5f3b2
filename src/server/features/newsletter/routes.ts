import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { newsletterInput } from "../../../shared/accounts";
import { newsletterSubscribers } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { validationHook } from "../../http/errors";
import { newsletterWelcomeMail } from "../../mail/templates";

export const newsletterRoutes = new Hono<AppEnv>().post(
  "/",
  zValidator("json", newsletterInput, validationHook),
  async (c) => {
    const { email } = c.req.valid("json");
    const inserted = await c
      .get("db")
      .insert(newsletterSubscribers)
      .values({ email })
      .onConflictDoNothing()
      .returning();
    // A repeat subscription is answered the same way, without a second row or a second welcome mail.
    if (inserted.length > 0) await c.get("mailer").send(newsletterWelcomeMail(email));
    return c.json({ subscribed: true, email });
  },
);
