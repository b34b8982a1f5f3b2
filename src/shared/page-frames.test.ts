import { describe, expect, it } from "vitest";
import { FRAME_SLOTS, fillFrame, frameValues } from "./page-frames";

const template = `<button aria-label="Current stage: ${FRAME_SLOTS.stage}. Change">${FRAME_SLOTS.initials}</button><h1>Welcome back, ${FRAME_SLOTS.name}!</h1><p>${FRAME_SLOTS.subtitle}</p><p>${FRAME_SLOTS.name}</p>`;

describe("frameValues", () => {
  const now = new Date("2026-11-27T09:00:00Z");
  it("greets her as the dashboard does: first name, initials, stage and her journey's line", () => {
    expect(
      frameValues(
        {
          email: "maya@example.com",
          displayName: "Maya Rose",
          motherhoodStage: "pregnant",
          createdAt: new Date("2026-11-01T09:00:00Z"),
        },
        now,
      ),
    ).toEqual({
      name: "Maya",
      welcome: "Welcome back, Maya!",
      initials: "MR",
      stage: "Pregnant",
      subtitle: "Gentle, safe movement and nourishment while your baby grows.",
    });
  });

  it("welcomes a member who joined today without 'back'", () => {
    const joined = new Date(now.getTime() - 5 * 60_000);
    const values = frameValues(
      { email: "ada@example.com", displayName: "Ada", motherhoodStage: "ttc", createdAt: joined },
      now,
    );
    expect(values.welcome).toBe("Welcome, Ada!");
  });
});

describe("fillFrame", () => {
  it("fills every slot, each as often as it appears", () => {
    const html = fillFrame(template, {
      name: "Maya",
      welcome: "Welcome back, Maya!",
      initials: "MR",
      stage: "Pregnant",
      subtitle: "Hello",
    });
    expect(html).toBe(
      '<button aria-label="Current stage: Pregnant. Change">MR</button><h1>Welcome back, Maya!</h1><p>Hello</p><p>Maya</p>',
    );
  });

  it("escapes what she typed, in text and in attributes", () => {
    const html = fillFrame(template, {
      name: `<img src=x onerror="alert(1)">`,
      welcome: "",
      initials: "&",
      stage: `x" onmouseover="alert(2)`,
      subtitle: "it's",
    });
    expect(html).not.toContain("<img");
    expect(html).toContain("Welcome back, &lt;img src=x onerror=&quot;alert(1)&quot;&gt;!");
    expect(html).toContain('aria-label="Current stage: x&quot; onmouseover=&quot;alert(2). Change"');
    expect(html).toContain(">&amp;</button>");
    expect(html).toContain("<p>it&#39;s</p>");
  });

  it("leaves a '$&' in her name as she typed it (no replacement patterns)", () => {
    expect(
      fillFrame(FRAME_SLOTS.name, { name: "$&$1", welcome: "", initials: "", stage: "", subtitle: "" }),
    ).toBe("$&amp;$1");
  });
});
