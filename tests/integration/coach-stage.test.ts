import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CoachReply } from "../../src/shared/coach/api";
import { createTestApp, type TestApp } from "../support/test-app";

/** The coach's workout links ask the same stage rule as every list (decision 014). */
describe("the coach's workout links follow her stage", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(() => t.close());

  const links = async (stage: string | null) => {
    const res = await t.request("/api/coach/reply", {
      method: "POST",
      json: { message: "When can I start exercising after giving birth?", stage },
    });
    expect(res.status).toBe(200);
    const reply = (await res.json()) as CoachReply;
    expect(reply.kind).toBe("answer");
    return reply.kind === "answer" ? reply.answer.programs.map((p) => p.href) : [];
  };

  it("offers three weeks after birth only what suits the first six weeks", async () => {
    const early = await links("postpartum_0-6");
    expect(early).toContain("/workouts/gentle-postnatal-walk");
    expect(early).not.toContain("/workouts/postpartum-strength-builder");
    expect(early).not.toContain("/workouts/return-to-movement");
    // Her baby's age unknown: the same cautious reading.
    expect(await links("postpartum")).toEqual(early);
  });

  it("keeps the stronger workouts once she is months past the birth, and every link for a visitor", async () => {
    expect(await links("postpartum_3-6m")).toContain("/workouts/postpartum-strength-builder");
    expect(await links(null)).toEqual([
      "/workouts/gentle-postnatal-walk",
      "/workouts/return-to-movement",
      "/workouts/postpartum-strength-builder",
    ]);
  });
});
