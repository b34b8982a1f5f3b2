import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COACH_REPLY_LIMITS } from "../../src/server/features/coach/routes";
import { COACH_MESSAGE_MAX_LENGTH, coachReply } from "../../src/shared/coach/api";
import { createTestApp, type TestApp } from "../support/test-app";

const ask = (t: TestApp, json: unknown, init: { cookie?: string; ip?: string } = {}) =>
  t.request("/api/coach/reply", { method: "POST", json, ...init });

/** Rows of a raw query (both drivers answer `{ rows }`). */
async function rowsOf<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every row of every table in Bloom's schema, as text: to prove a message left no trace. */
async function everyRowAsText(t: TestApp): Promise<string> {
  const tables = await rowsOf<{ name: string }>(
    t,
    sql`select quote_ident(table_name) as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  let all = "";
  for (const { name } of tables) {
    const [dump] = await rowsOf<{ text: string }>(
      t,
      sql.raw(`select coalesce(string_agg(t::text, E'\\n'), '') as text from ${name} t`),
    );
    all += dump?.text ?? "";
  }
  expect(tables.length).toBeGreaterThan(10);
  return all;
}

describe("POST /api/coach/reply", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  it("answers a visitor from the knowledge base, ranked for the stage she gives", async () => {
    const res = await ask(t, { message: "how much coffee can I drink?", stage: "postpartum_3-6m" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const reply = coachReply.parse(await res.json());
    expect(reply).toMatchObject({
      kind: "answer",
      generated: false,
      answer: { entryId: "postpartum-caffeine-alcohol" },
    });

    const pregnant = coachReply.parse(
      await (await ask(t, { message: "how much coffee can I drink?", stage: "pregnant" })).json(),
    );
    expect(pregnant).toMatchObject({ kind: "answer", answer: { entryId: "pregnancy-caffeine" } });
  });

  it("answers a signed-in mother the same way", async () => {
    const { cookie } = await t.signUp();
    const res = await ask(
      t,
      { message: "I leak when I sneeze since the birth", stage: "postpartum_6-12" },
      { cookie },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      kind: "answer",
      answer: { entryId: "postpartum-pelvic-floor" },
    });
  });

  it("reads warning signs before anything else, and carries no coaching with them", async () => {
    const res = await ask(t, {
      message: "how do I ease back pain? also I've had the worst headache for two days and blurry vision",
      stage: "pregnant_trimester_3",
    });
    const reply = coachReply.parse(await res.json());
    expect(reply.kind).toBe("urgent");
    if (reply.kind !== "urgent") return;
    expect(reply.safety.signs.map((s) => s.id)).toEqual(["severe-headache", "vision-changes"]);
    expect(reply.content).toMatch(/^Call your doctor or midwife now/);
    expect(reply).not.toHaveProperty("answer");
  });

  it("answers thoughts of self-harm with 988, 911 and the maternal mental health hotline", async () => {
    const reply = await (await ask(t, { message: "I don't want to be here anymore" })).json();
    expect(reply.kind).toBe("urgent");
    expect(reply.safety.selfHarm).toBe(true);
    expect(reply.content).toContain("988");
    expect(reply.content).toContain("911");
    expect(reply.content).toContain("1-833-852-6262");
  });

  it("asks for more detail when a message is vague, and offers topics when it is not sure", async () => {
    expect(await (await ask(t, { message: "hey" })).json()).toMatchObject({ kind: "vague" });
    const unsure = await (
      await ask(t, { message: "Which bank has the best savings rate?", stage: "ttc" })
    ).json();
    expect(unsure.kind).toBe("unsure");
    expect(unsure.topics).toContain("When am I most fertile?");
  });

  it.each([
    ["no body fields", {}],
    ["an empty message", { message: "   " }],
    ["a message that is not text", { message: 42 }],
    ["a message that is too long", { message: "a".repeat(COACH_MESSAGE_MAX_LENGTH + 1) }],
    ["a stage we do not know", { message: "is yoga ok?", stage: "astronaut" }],
    ["a field we do not know", { message: "is yoga ok?", userId: "someone-else" }],
  ])("refuses %s with a clear 400", async (_what, body) => {
    const res = await ask(t, body);
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe("invalid_input");
    expect(error.message.length).toBeGreaterThan(3);
  });

  it("refuses a body that is not JSON with a 4xx, never a 500", async () => {
    const res = await t.request("/api/coach/reply", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it("stores nothing she sends", async () => {
    // The control proves the scan sees what is stored: her name is, her messages are not.
    const control = `heron${randomBytes(6).toString("hex")}`;
    const { cookie } = await t.signUp({ name: `Mum ${control}` });
    const marker = `zebra${randomBytes(6).toString("hex")}`;
    const before = await everyRowAsText(t);
    for (const message of [
      `my back aches ${marker}`,
      `I soak a pad an hour ${marker}`,
      `${marker}`,
      `I want to end my life ${marker}`,
    ]) {
      expect((await ask(t, { message, stage: "postpartum_0-6" }, { cookie })).status).toBe(200);
    }
    const after = await everyRowAsText(t);
    expect(before).toContain(control);
    expect(after).toContain(control);
    expect(after).not.toContain(marker);
  });
});

/** A loopback stand-in for an OpenAI-compatible chat endpoint, recording what it was sent. */
async function fakeAnswerService(
  answer: (body: { messages: { role: string; content: string }[] }) => {
    status?: number;
    text?: string;
  },
) {
  const received: {
    url: string;
    auth: string | undefined;
    body: { model: string; messages: { role: string; content: string }[] };
  }[] = [];
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      const body = JSON.parse(raw);
      received.push({ url: req.url ?? "", auth: req.headers.authorization, body });
      const { status = 200, text = "" } = answer(body);
      res.writeHead(status, { "content-type": "application/json" });
      res.end(
        JSON.stringify(
          status === 200
            ? { choices: [{ message: { role: "assistant", content: text } }] }
            : { error: "down" },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1`, received, close: () => new Promise((r) => server.close(r)) };
}

describe("POST /api/coach/reply with COACH_API_URL", () => {
  let t: TestApp;
  let service: Awaited<ReturnType<typeof fakeAnswerService>>;
  let failing = false;
  beforeAll(async () => {
    service = await fakeAnswerService(() =>
      failing ? { status: 503 } : { text: "Walking and pelvic tilts help many mothers. Keep moving gently." },
    );
    t = await createTestApp({
      env: { COACH_API_URL: service.url, COACH_API_KEY: "test-key", COACH_MODEL: "coach-model" },
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  it("writes the answer from the best-matching entries, keeping their links and sources", async () => {
    const reply = coachReply.parse(
      await (
        await ask(t, { message: "my lower back hurts at 30 weeks", stage: "pregnant_trimester_3" })
      ).json(),
    );
    expect(reply).toMatchObject({
      kind: "answer",
      generated: true,
      content: "Walking and pelvic tilts help many mothers. Keep moving gently.",
      answer: { entryId: "pregnancy-back-pain" },
    });
    const sent = service.received.at(-1)!;
    expect(sent.url).toBe("/v1/chat/completions");
    expect(sent.auth).toBe("Bearer test-key");
    expect(sent.body.model).toBe("coach-model");
    const [system, user] = sent.body.messages;
    expect(user).toEqual({ role: "user", content: "my lower back hurts at 30 weeks" });
    expect(system?.content).toContain("Back pain in pregnancy");
    expect(system?.content).toContain("Pregnant · Third trimester");
  });

  it("never sends an urgent, vague or unclear message to the service", async () => {
    const count = service.received.length;
    await ask(t, { message: "my baby has stopped moving since this morning", stage: "pregnant_trimester_3" });
    await ask(t, { message: "hello" });
    await ask(t, { message: "what's the weather in Lisbon" });
    expect(service.received.length).toBe(count);
  });

  it("falls back to the knowledge base when the service fails", async () => {
    failing = true;
    try {
      const reply = await (
        await ask(t, { message: "how do I ease morning sickness?", stage: "pregnant_trimester_1" })
      ).json();
      expect(reply).toMatchObject({
        kind: "answer",
        generated: false,
        answer: { entryId: "pregnancy-morning-sickness" },
      });
      expect(reply.content).toBe(reply.answer.explanation);
    } finally {
      failing = false;
    }
  });
});

describe("POST /api/coach/reply: rate limits", () => {
  let t: TestApp;
  let clock = Date.now();
  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date(clock) });
  }, 60_000);
  afterAll(() => t.close());

  const { perClient, perUser } = COACH_REPLY_LIMITS;

  it("refuses a client's message past its minute's budget with 429 RATE_LIMITED and Retry-After", async () => {
    const ip = "10.77.0.1";
    for (let i = 0; i < perClient.limit; i++) {
      expect((await ask(t, { message: "how can I sleep better?" }, { ip })).status).toBe(200);
    }
    const refused = await ask(t, { message: "how can I sleep better?" }, { ip });
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe("RATE_LIMITED");
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(perClient.windowMs / 1000);

    // Another client is answered; this one again once the window has passed.
    expect((await ask(t, { message: "how can I sleep better?" }, { ip: "10.77.0.2" })).status).toBe(200);
    clock += perClient.windowMs;
    expect((await ask(t, { message: "how can I sleep better?" }, { ip })).status).toBe(200);
  });

  it("gives each signed-in mother a budget of her own, across addresses", async () => {
    const ada = await t.signUp();
    const noor = await t.signUp();
    // Each message from a new address: only her own budget can stop her.
    for (let i = 0; i < perUser.limit; i++) {
      expect((await ask(t, { message: "is yoga ok in pregnancy?" }, { cookie: ada.cookie })).status).toBe(
        200,
      );
    }
    const refused = await ask(t, { message: "is yoga ok in pregnancy?" }, { cookie: ada.cookie });
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe("RATE_LIMITED");
    expect((await ask(t, { message: "is yoga ok in pregnancy?" }, { cookie: noor.cookie })).status).toBe(200);
  });
});
