import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KNOWLEDGE } from "../../../content/coach";
import { createChatGenerator, MAX_GENERATED_LENGTH } from "./generator";

/** A loopback chat endpoint whose behaviour each test sets. */
let behave: (res: import("node:http").ServerResponse) => void = () => {};
let server: Server;
let url = "";
beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on("end", () => behave(res));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const entries = KNOWLEDGE.slice(0, 2);
const reply = (content: unknown) => (res: import("node:http").ServerResponse) => {
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify({ choices: [{ message: { content } }] }));
};

describe("the optional answer service", () => {
  it("returns the model's text, and content given as parts", async () => {
    const logs: string[] = [];
    const generator = createChatGenerator({ url, model: "m", log: (l) => logs.push(l) });
    behave = reply("  A kind answer.  ");
    expect(await generator.generate("question", entries, "ttc")).toBe("A kind answer.");
    behave = reply([
      { type: "text", text: "In " },
      { type: "text", text: "parts." },
    ]);
    expect(await generator.generate("question", entries, null)).toBe("In parts.");
    expect(logs).toEqual([]);
  });

  it("gives up after its timeout, and logs no word of her message", async () => {
    const logs: string[] = [];
    const generator = createChatGenerator({ url, model: "m", timeoutMs: 50, log: (l) => logs.push(l) });
    behave = (res) => setTimeout(() => reply("too late")(res), 500);
    expect(await generator.generate("my secret worry", entries, null)).toBeNull();
    expect(logs).toHaveLength(1);
    expect(logs[0]).not.toContain("secret");
  });

  it("returns null for an error status, an empty answer or a body that is not JSON", async () => {
    const generator = createChatGenerator({ url, model: "m", log: () => {} });
    behave = (res) => {
      res.writeHead(500);
      res.end();
    };
    expect(await generator.generate("q", entries, null)).toBeNull();
    behave = reply("   ");
    expect(await generator.generate("q", entries, null)).toBeNull();
    behave = (res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end("<html>");
    };
    expect(await generator.generate("q", entries, null)).toBeNull();
  });

  it("cuts a runaway answer at a sentence", async () => {
    const generator = createChatGenerator({ url, model: "m" });
    behave = reply("This is a sentence. ".repeat(300));
    const text = (await generator.generate("q", entries, null))!;
    expect(text.length).toBeLessThanOrEqual(MAX_GENERATED_LENGTH);
    expect(text.endsWith(".")).toBe(true);
  });

  it("returns null when nothing listens at the address", async () => {
    const generator = createChatGenerator({ url: "http://127.0.0.1:9/v1", model: "m", log: () => {} });
    expect(await generator.generate("q", entries, null)).toBeNull();
  });
});
