import { describe, expect, it } from "vitest";
import { KNOWLEDGE } from "../../content/coach";
import { findingOf } from "../safety";
import { coachReply } from "./api";
import { suggestionChips } from "./coaches";
import { createKnowledgeMatcher } from "./matcher";
import { offlineReply, urgentReplyText } from "./reply";

const matcher = createKnowledgeMatcher(KNOWLEDGE);
const reply = (message: string, stage: string | null = null) =>
  coachReply.parse(offlineReply(message, stage, matcher));

describe("the coach's reply to one message", () => {
  it("answers from the knowledge base, with its programs and sources", () => {
    const r = reply("How much caffeine can I have?", "pregnant_trimester_1");
    expect(r.kind).toBe("answer");
    if (r.kind !== "answer") return;
    expect(r.answer.entryId).toBe("pregnancy-caffeine");
    expect(r.content).toBe(r.answer.explanation);
    expect(r.answer.programs.length).toBeGreaterThan(0);
    expect(r.answer.sources.map((s) => s.org)).toContain("ACOG");
    expect(r.generated).toBe(false);
  });

  it("puts safety first: a warning sign beside a coaching question gets only the urgent help", () => {
    const r = reply("My back hurts and I'm soaking a pad every hour with big clots", "postpartum_0-6");
    expect(r.kind).toBe("urgent");
    if (r.kind !== "urgent") return;
    expect(r.safety.signs.map((s) => s.id)).toContain("heavy-bleeding");
    expect(r.content).toMatch(/^Call your doctor or midwife now\./);
    expect(r.content).toMatch(/911/);
    expect(r).not.toHaveProperty("answer");
  });

  it("leads with 988, 911 and the maternal hotline for thoughts of self-harm", () => {
    const r = reply("sometimes I think my family would be better off without me", "postpartum_3-6m");
    expect(r.kind).toBe("urgent");
    if (r.kind !== "urgent") return;
    expect(r.safety.selfHarm).toBe(true);
    expect(r.content).toMatch(/^Call or text 988 now\./);
    expect(r.content).toContain("call 911");
    expect(r.content).toContain("1-833-852-6262 (1-833-TLC-MAMA)");
  });

  it("asks instead of telling, with 988 all the same, when the thoughts of harm were heard only faintly", () => {
    const text = urgentReplyText(findingOf(["thoughts-of-self-harm"], true)!);
    expect(text).toMatch(
      /^Checking in, just in case\. Are you having thoughts of harming yourself or your baby\?/,
    );
    expect(text).toContain("Call or text 988");
    expect(text).not.toContain("988 now");
    expect(text).toContain("1-833-852-6262 (1-833-TLC-MAMA)");
  });

  it("leads with 911 for chest pain", () => {
    const r = reply("I have chest pain and can't catch my breath", "pregnant_trimester_3");
    expect(r.kind === "urgent" && r.content.startsWith("Call 911 now.")).toBe(true);
  });

  it("coaches as usual when she says the sign is absent, or uses an idiom", () => {
    expect(
      reply("no bleeding at all, just a sore lower back at 30 weeks", "pregnant_trimester_3"),
    ).toMatchObject({
      kind: "answer",
      answer: { entryId: "pregnancy-back-pain" },
    });
    expect(reply("I was killing it at the gym but now I can't find the motivation")).toMatchObject({
      kind: "answer",
      answer: { entryId: "general-exercise-motivation" },
    });
  });

  it("asks a vague message for more detail, with her stage's topics", () => {
    const r = reply("hello", "pregnant");
    expect(r).toMatchObject({ kind: "vague", topics: [...suggestionChips("pregnant")] });
    expect(reply("can you help me with something")).toMatchObject({ kind: "vague" });
  });

  it("says it is not sure about what it does not know, and offers topics", () => {
    const r = reply("Which phone should I buy this year?", "toddler_2-3");
    expect(r).toMatchObject({ kind: "unsure", topics: [...suggestionChips("toddler_2-3")] });
    expect(r.content).toMatch(/not sure/);
  });

  it("answers a clear question even when it starts with one of the vague openers", () => {
    expect(reply("How do I strengthen my pelvic floor?", "postpartum_6-12")).toMatchObject({
      kind: "answer",
    });
  });

  it("answers a health worry it has no entry for with a safety net and an offer to hear more, never a guess", () => {
    // No entry can fit: whatever the worry, the coach must not fall back to "not sure" or a topic list alone.
    const empty = createKnowledgeMatcher([]);
    const r = coachReply.parse(
      offlineReply("my dizziness passed after lunch, is that ok?", "pregnant_trimester_3", empty),
    );
    expect(r.kind).toBe("check");
    if (r.kind !== "check") return;
    expect(r.content).toContain("call your doctor or midwife today");
    expect(r.content).toMatch(/Call 911 for chest pain, trouble breathing, a seizure or fainting/);
    expect(r.content).toContain("988");
    expect(r.content).toMatch(/Can you tell me more/);
    expect(r.topics.length).toBeGreaterThan(0);
    // A question with no worry in it still gets the plain "not sure".
    expect(coachReply.parse(offlineReply("Which phone should I buy this year?", null, empty)).kind).toBe(
      "unsure",
    );
  });

  it("gives a worry the safety net, not a lesser entry sharing a word or two, when its best match is unsure", () => {
    const r = reply(
      "Had a horrible migraine on Sunday, went to bed and it was gone by morning",
      "pregnant_trimester_2",
    );
    expect(r.kind).toBe("check");
    if (r.kind !== "check") return;
    expect(r.content).toMatch(/call your doctor or midwife today/);
    // Without a worry the same matching answers as before: an everyday question keeps its entry.
    expect(reply("How much caffeine can I have?", "pregnant_trimester_1").kind).toBe("answer");
  });

  it("gives a worry the safety net when its best match is unsure, not a sure runner-up", () => {
    // Long past and come through: the safety module hears a worry, no crisis. The entry that best
    // matches it is not sure of itself; one sharing two words with it (piles "after the birth") was.
    const r = reply(
      "I self-harmed as a teenager. Counselling helped and ten years on I am doing well. Any tips for staying well after the birth?",
      "postpartum_0-6",
    );
    expect(r.kind).toBe("check");
    if (r.kind !== "check") return;
    expect(r.content).toMatch(/988/);
  });

  it("puts the safety net above an answer when her question also carries a worry", () => {
    const r = reply(
      "the dizziness passed but how much caffeine can I have while pregnant?",
      "pregnant_trimester_1",
    );
    expect(r.kind).toBe("answer");
    if (r.kind !== "answer") return;
    expect(r.answer.entryId).toBe("pregnancy-caffeine");
    expect(r.safetyNet).toMatch(/call your doctor or midwife today/);
    expect(reply("How much caffeine can I have?", "pregnant_trimester_1")).not.toHaveProperty("safetyNet");
  });
});
