import { describe, expect, it } from "vitest";
import { dashboardSubtitle, firstNameOf, initialsOf, NEW_ACCOUNT_MS, welcomeOf } from "./greeting";

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

describe("firstNameOf", () => {
  it("greets her by the first word of her display name", () => {
    expect(firstNameOf("  Maya Rose ", "m@example.com")).toBe("Maya");
  });
  it("falls back to the email's local part, then to Mama", () => {
    expect(firstNameOf("", "zoe.k@example.com")).toBe("zoe.k");
    expect(firstNameOf(null, undefined)).toBe("Mama");
  });
});

describe("dashboardSubtitle", () => {
  it("speaks to her journey, and to general wellness without one", () => {
    expect(dashboardSubtitle("postpartum")).toBe("Rest, recovery and rebuilding, one small step at a time.");
    expect(dashboardSubtitle(null)).toBe("General wellness: pick your journey any time for more.");
  });
});

describe("welcomeOf", () => {
  const now = new Date("2026-11-27T09:00:00Z");
  it("does not welcome her back on her first day", () => {
    expect(welcomeOf("Maya", new Date(now.getTime() - 60_000), now)).toBe("Welcome, Maya!");
    expect(welcomeOf("Maya", new Date(now.getTime() - NEW_ACCOUNT_MS + 1), now).startsWith("Welcome,")).toBe(
      true,
    );
  });
  it("welcomes her back from the next day on", () => {
    expect(welcomeOf("Maya", new Date(now.getTime() - NEW_ACCOUNT_MS), now)).toBe("Welcome back, Maya!");
    expect(welcomeOf("Maya", "2026-10-01T08:00:00.000Z", now)).toBe("Welcome back, Maya!");
  });
  it("says only 'Welcome' when it does not know when she joined", () => {
    expect(welcomeOf("Maya", undefined, now)).toBe("Welcome, Maya!");
    expect(welcomeOf("Maya", "not a date", now)).toBe("Welcome, Maya!");
  });
});
