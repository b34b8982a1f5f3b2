import { describe, expect, it } from "vitest";
import { z } from "zod";
import { sourcesSchema } from "../sources-schema";
import { HELP_LINES, URGENT_HELP } from "./urgent-help";

const helpLine = z.strictObject({
  name: z.string().min(3),
  display: z.string().min(3),
  tel: z.string().regex(/^\+?\d{3,15}$/),
  sms: z
    .string()
    .regex(/^\+?\d{3,15}$/)
    .optional(),
  about: z.string().min(10),
});

describe("urgent help content", () => {
  it("has dialable numbers for 911, 988 and the National Maternal Mental Health Hotline", () => {
    for (const line of Object.values(HELP_LINES)) helpLine.parse(line);
    expect(HELP_LINES.emergency.tel).toBe("911");
    expect([HELP_LINES.crisis.tel, HELP_LINES.crisis.sms]).toEqual(["988", "988"]);
    // 1-833-TLC-MAMA spelled on a keypad is 1-833-852-6262.
    const keypad = (s: string) =>
      s.replace(/[A-Z]/g, (c) => String("22233344455566677778889999"[c.charCodeAt(0) - 65]));
    expect(keypad("1833TLCMAMA")).toBe(HELP_LINES.maternalHotline.tel.slice(1));
    expect(HELP_LINES.maternalHotline.display).toContain("1-833-852-6262");
  });

  it("names its sources, CDC Hear Her and AWHONN POST-BIRTH among them", () => {
    sourcesSchema.parse(URGENT_HELP.sources);
    expect(URGENT_HELP.sources.map((s) => s.org)).toEqual(["CDC", "AWHONN", "SAMHSA", "HRSA"]);
  });

  it("leads each block with the action, in short sentences", () => {
    expect(URGENT_HELP.emergency.heading).toMatch(/^Call 911/);
    expect(URGENT_HELP.selfHarm.heading).toMatch(/^Call or text 988/);
    expect(URGENT_HELP.provider.heading).toMatch(/^Call your doctor or midwife/);
    const blocks: unknown[] = Object.values(URGENT_HELP);
    const sentences = blocks
      .flatMap((v) => (v && typeof v === "object" && !Array.isArray(v) ? Object.values(v) : []))
      .filter((v): v is string => typeof v === "string")
      .flatMap((v) => v.split(/(?<=[.!?])\s/));
    for (const s of sentences) expect(s.split(/\s+/).length, s).toBeLessThanOrEqual(30);
  });
});
