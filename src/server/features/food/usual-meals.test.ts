import { describe, expect, it } from "vitest";
import { plateSignature } from "./usual-meals";

describe("the same meal", () => {
  it("is the same foods in any order, by USDA number, drink or name", () => {
    expect(plateSignature([{ ndb: "08121" }, { drink: "latte-whole" }, { name: "Granola" }])).toBe(
      plateSignature([{ name: "granola" }, { ndb: "08121" }, { drink: "latte-whole" }]),
    );
    expect(plateSignature([{ ndb: "08121" }])).not.toBe(plateSignature([{ ndb: "08120" }]));
  });
});
