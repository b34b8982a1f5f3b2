import { describe, expect, it } from "vitest";
import { isVague } from "./vague";

describe("the vague rule (spec §5)", () => {
  it.each(["hi", "hello!", "  help  ", "yoga?", "123456789"])("%j is shorter than 10 characters", (m) => {
    expect(isVague(m)).toBe(true);
  });

  it.each([
    "hi there, I have a question",
    "Hello, is anyone there?",
    "hey coach how are you today",
    "help me please with something",
    "what should I do about it",
    "How are things going",
    "can you give me some advice",
    "HELLO COACH, GOOD MORNING",
  ])("%j starts with one of the spec's openers", (m) => {
    expect(isVague(m)).toBe(true);
  });

  it.each([
    "I have lower back pain at 30 weeks",
    "hiking while pregnant, is it ok?",
    "however hard I try I can't sleep",
    "whatever I eat I feel sick",
    "helpful foods for milk supply",
    "Is coffee safe in pregnancy?",
  ])("%j is not vague", (m) => {
    expect(isVague(m)).toBe(false);
  });

  it("measures length after trimming", () => {
    expect(isVague("   sciatica   ")).toBe(true);
    expect(isVague("  sciatica!!  ")).toBe(false);
  });
});
