import { describe, expect, it } from "vitest";
import { initialsOf } from "./nav";

describe("initialsOf", () => {
  it("takes the first letters of the first two words of the display name", () => {
    expect(initialsOf("maya rose lopez", "m@example.com")).toBe("MR");
    expect(initialsOf("Ada", null)).toBe("A");
  });
  it("falls back to the email's first letter, then to U", () => {
    expect(initialsOf("  ", "zoe@example.com")).toBe("Z");
    expect(initialsOf(null, null)).toBe("U");
  });
});
