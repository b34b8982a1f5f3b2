import { afterEach, describe, expect, it, vi } from "vitest";
import { startApart } from "./start-apart";

afterEach(() => vi.useRealTimers());

describe("startApart", () => {
  it("starts each step that applies from a timer of its own, in order, none at once", () => {
    vi.useFakeTimers();
    const started: string[] = [];
    const step = (name: string) => () => {
      started.push(name);
      return Promise.resolve();
    };
    startApart([step("a"), false, step("b")]);
    expect(started).toEqual([]);
    expect(vi.getTimerCount()).toBe(2);
    vi.runAllTimers();
    expect(started).toEqual(["a", "b"]);
  });

  it("leaves a failed step to its part: no unhandled rejection, and the next steps still start", async () => {
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      const after = vi.fn(() => Promise.resolve());
      startApart([() => Promise.reject(new Error("chunk failed")), after]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(after).toHaveBeenCalledOnce();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off("unhandledRejection", unhandled);
    }
  });
});
