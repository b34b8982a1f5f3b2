import { describe, expect, it } from "vitest";
import { addMonths, localPeriodEnd } from "./period";

const at = (iso: string) => new Date(iso);

describe("Premium Access periods", () => {
  it("ends a month that starts on the 31st on the last day of a shorter month, without drifting", () => {
    const start = at("2026-01-31T09:00:00Z");
    expect(addMonths(start, 1).toISOString()).toBe("2026-02-28T09:00:00.000Z");
    expect(addMonths(start, 2).toISOString()).toBe("2026-03-31T09:00:00.000Z");
    expect(addMonths(at("2028-01-31T09:00:00Z"), 1).toISOString()).toBe("2028-02-29T09:00:00.000Z");
    expect(addMonths(at("2026-11-15T00:00:00Z"), 2).toISOString()).toBe("2027-01-15T00:00:00.000Z");
  });

  it("renews the test checkout at the first month's end still ahead of now", () => {
    const start = at("2026-01-31T09:00:00Z");
    expect(localPeriodEnd(start, at("2026-01-31T09:00:00Z")).toISOString()).toBe("2026-02-28T09:00:00.000Z");
    expect(localPeriodEnd(start, at("2026-02-28T08:59:59Z")).toISOString()).toBe("2026-02-28T09:00:00.000Z");
    // At the very instant a period ends, the next one has begun.
    expect(localPeriodEnd(start, at("2026-02-28T09:00:00Z")).toISOString()).toBe("2026-03-31T09:00:00.000Z");
    expect(localPeriodEnd(start, at("2027-06-01T00:00:00Z")).toISOString()).toBe("2027-06-30T09:00:00.000Z");
  });

  it("renews an annual test checkout twelve months at a time", () => {
    const start = at("2028-02-29T09:00:00Z");
    expect(localPeriodEnd(start, start, 12).toISOString()).toBe("2029-02-28T09:00:00.000Z");
    expect(localPeriodEnd(start, at("2029-02-28T08:59:59Z"), 12).toISOString()).toBe(
      "2029-02-28T09:00:00.000Z",
    );
    expect(localPeriodEnd(start, at("2029-02-28T09:00:00Z"), 12).toISOString()).toBe(
      "2030-02-28T09:00:00.000Z",
    );
    expect(localPeriodEnd(start, at("2032-01-01T00:00:00Z"), 12).toISOString()).toBe(
      "2032-02-29T09:00:00.000Z",
    );
  });
});
