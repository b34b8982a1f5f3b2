import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./context";
import { ApiError } from "./errors";

/** The signed-in user, from the session cookie only; a route never takes a user id from the request. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const session = await c.var.auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) throw new ApiError(401, "unauthorized", "Not authenticated");
  const { id, email, name, emailVerified } = session.user;
  c.set("user", { id, email, name, emailVerified });
  await next();
});
