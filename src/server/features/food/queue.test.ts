import { describe, expect, it } from "vitest";
import { AnalysisQueueFull, enqueue, MAX_QUEUED_ANALYSES } from "./service";

describe("the food analysis queue", () => {
  it("refuses the next analysis at once when it is full, and takes new ones once it drains", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const order: number[] = [];
    const running = Array.from({ length: MAX_QUEUED_ANALYSES }, (_, i) =>
      enqueue(async () => {
        await gate;
        order.push(i);
        return i;
      }),
    );
    await expect(enqueue(async () => "late")).rejects.toBeInstanceOf(AnalysisQueueFull);
    release();
    expect(await Promise.all(running)).toEqual([...Array(MAX_QUEUED_ANALYSES).keys()]);
    expect(order).toEqual([...Array(MAX_QUEUED_ANALYSES).keys()]);
    expect(await enqueue(async () => "after")).toBe("after");
  });

  it("frees a place when an analysis fails", async () => {
    const failures = Array.from({ length: MAX_QUEUED_ANALYSES }, () =>
      enqueue(async () => {
        throw new Error("recogniser failed");
      }),
    );
    await Promise.allSettled(failures);
    expect(await enqueue(async () => "next")).toBe("next");
  });
});

describe("the analysis door", () => {
  it("refuses an upload with 503 before reading its body while the queue is full", async () => {
    const { Hono } = await import("hono");
    const { admitAnalysis } = await import("./service");
    const { handleError } = await import("../../http/errors");
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const app = new Hono()
      .post("/analyze", admitAnalysis, async (c) => {
        await gate;
        return c.text(await c.req.text());
      })
      .onError(handleError);
    const held = Array.from({ length: MAX_QUEUED_ANALYSES }, () =>
      app.request("/analyze", { method: "POST", body: "photo" }),
    );
    // The late upload's body is a stream that would never end: it is answered without being read.
    let pulled = false;
    const body = new ReadableStream(
      {
        pull() {
          pulled = true;
        },
      },
      { highWaterMark: 0 },
    );
    const late = await app.request("/analyze", { method: "POST", body, duplex: "half" } as RequestInit);
    expect(late.status).toBe(503);
    expect(late.headers.get("retry-after")).toBe("5");
    expect((await late.json()).error.code).toBe("analysis_busy");
    expect(pulled).toBe(false);
    release();
    expect((await Promise.all(held)).map((r) => r.status)).toEqual(Array(MAX_QUEUED_ANALYSES).fill(200));
    const after = await app.request("/analyze", { method: "POST", body: "photo" });
    expect(after.status).toBe(200);
  });
});
