import { zValidator } from "@hono/zod-validator";
import { and, eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "../../../shared/accounts";
import { endSubscriptionBeforeDeletion } from "../../billing";
import { accounts, newsletterSubscribers, outbox, users } from "../../db/schema";
import { writeAtomically } from "../../db/transaction";
import type { AppEnv } from "../../http/context";
import { errorBody, validationHook } from "../../http/errors";
import { requireUser } from "../../http/require-user";
import { herExport } from "./export";

const deleteInput = z.strictObject({
  confirm: z.literal("DELETE", { error: "Type DELETE to confirm." }),
  // A copied cookie alone cannot erase her account: she confirms with her password.
  password: z
    .string({ error: "Enter your current password." })
    .min(1, "Enter your current password.")
    .max(PASSWORD_MAX_LENGTH, "Your password is not correct."),
});

/** Whether `password` is the user's current one (better-auth's hash of her credential account). */
async function isHerPassword(c: Context<AppEnv>, password: string): Promise<boolean> {
  const [account] = await c
    .get("db")
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, c.get("user").id), eq(accounts.providerId, "credential")));
  if (!account?.hash) return false;
  const auth = await c.get("auth").$context;
  return auth.password.verify({ hash: account.hash, password });
}

/** Everything Bloom holds about the signed-in user, and the way to erase it. */
export const accountRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/export", (c) => {
    const now = c.get("now")();
    const body = herExport(c.get("db"), c.get("user"), { base: c.get("config").baseUrl, now });
    // Sent while it is read: the server holds a page of her rows at a time.
    return c.body(body, 200, {
      "Content-Type": "application/json; charset=UTF-8",
      "Content-Disposition": `attachment; filename="bloom-export-${now.toISOString().slice(0, 10)}.json"`,
    });
  })
  .delete("/", zValidator("json", deleteInput, validationHook), async (c) => {
    const user = c.get("user");
    if (!(await isHerPassword(c, c.req.valid("json").password))) {
      return c.json(errorBody("wrong_password", "Your password is not correct."), 403);
    }
    // A paid subscription is stopped at Stripe first: if that fails, nothing is deleted yet.
    await endSubscriptionBeforeDeletion(c.get("billing"), c.get("db"), user.id);
    // All or nothing: her rows go in one transaction (every user-owned table cascades from the user
    // row, sessions included). Her files go once that has committed, so a failure cannot leave an
    // account whose photos are gone.
    await writeAtomically({ db: c.get("db"), storage: c.get("storage") }, async (tx, afterCommit) => {
      await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email));
      await tx.delete(outbox).where(eq(outbox.to, user.email));
      await tx.delete(users).where(eq(users.id, user.id));
      afterCommit.removeFolder(`${user.id}/`);
    });
    // Her sessions went with the user row; this clears the browser's cookies as well.
    const signOut = await c.get("auth").api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
    for (const cookie of signOut.headers.getSetCookie()) c.header("Set-Cookie", cookie, { append: true });
    return c.json({ deleted: true });
  });
