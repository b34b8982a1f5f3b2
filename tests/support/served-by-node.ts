import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";

/**
 * Serves `fetch` with Node (as `npm start` does) on a free loopback port for as long as `use` runs,
 * and closes it after. For what differs when Node writes the answer: the house headers go on Node's
 * response before the route runs (src/server/http/security.ts).
 */
export async function servedByNode<T>(
  fetch: Parameters<typeof serve>[0]["fetch"],
  use: (origin: string) => Promise<T>,
): Promise<T> {
  const server = serve({ fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await use(`http://127.0.0.1:${port}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}
