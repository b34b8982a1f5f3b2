// Her last-synced reads are kept on the phone in one write once the page is quiet, not one write
// per answer while her dashboard is still drawing. (A .tsx file: it runs in the components
// project, whose happy-dom gives the page's `document`; fake-indexeddb gives IndexedDB.)
import "fake-indexeddb/auto";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { currentStore, setQueueOwner } from "./queue";
import { keepReads } from "./reads";

const kept = async () => {
  const db = await currentStore()!;
  return (await db.getAll("reads")).map((r) => r.key).sort();
};

const answer = (client: QueryClient, queryKey: unknown[], data: unknown) =>
  client.fetchQuery({ queryKey, queryFn: async () => data });

let owner = 0;
afterEach(() => setQueueOwner(null));

describe("keepReads", () => {
  it("writes the answers that came together once the page is idle, and not what is not hers", async () => {
    setQueueOwner(`reader-${++owner}`);
    const client = new QueryClient();
    const stop = keepReads(client);
    await answer(client, ["wellness", "trends"], { days: 7 });
    await answer(client, ["dashboard"], { streak: 3 });
    await answer(client, ["community", "posts"], []);
    // Nothing is written while answers are still arriving.
    expect(await kept()).toEqual([]);
    await expect.poll(kept, { timeout: 3_000 }).toEqual(['["dashboard"]', '["wellness","trends"]']);
    const db = await currentStore()!;
    expect((await db.get("reads", '["dashboard"]'))?.data).toEqual({ streak: 3 });
    stop();
  });

  it("writes what is waiting when she leaves the page", async () => {
    setQueueOwner(`reader-${++owner}`);
    const client = new QueryClient();
    const stop = keepReads(client);
    await answer(client, ["profile"], { name: "Ada" });
    window.dispatchEvent(new Event("pagehide"));
    await expect.poll(kept, { timeout: 500 }).toEqual(['["profile"]']);
    stop();
  });

  it("drops what is still waiting when her session ends", async () => {
    setQueueOwner(`reader-${++owner}`);
    const client = new QueryClient();
    const stop = keepReads(client);
    await answer(client, ["profile"], { name: "Ada" });
    stop();
    window.dispatchEvent(new Event("pagehide"));
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await kept()).toEqual([]);
  });
});
