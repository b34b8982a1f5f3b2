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
