import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * Who is asking, for rate limits: the socket's address, or, only when TRUST_PROXY is set, the
 * address the proxy in front of Bloom appended last to X-Forwarded-For (the entries before it are
 * whatever the client claimed). In-process requests (tests) have no socket; they are told apart
 * by the X-Forwarded-For they send, or count as one client, "local".
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  const forwarded = () => {
    const list = c.req.header("x-forwarded-for");
    const last = list?.split(",").pop()?.trim();
    return last || undefined;
  };
  if (trustProxy) return forwarded() ?? socketAddress(c) ?? "local";
  return socketAddress(c) ?? forwarded() ?? "local";
}

function socketAddress(c: Context): string | undefined {
  try {
    const address = getConnInfo(c).remote.address;
    return address ? address.replace(/^::ffff:/, "") : undefined;
  } catch {
    return undefined; // not served by @hono/node-server
  }
}
