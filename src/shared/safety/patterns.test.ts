import { describe, expect, it } from "vitest";
import { compile, findAll } from "./patterns";
import { tokenise } from "./text";

/** The words of each match of `source` in `text`, left to right. */
function matches(source: string, text: string, mask: string[] = []) {
  const tokens = tokenise(text);
  const masked = tokens.map((t) => mask.includes(t.w));
  return findAll(compile(source), tokens, masked).map(({ start, end }) =>
    tokens
      .slice(start, end)
      .map((t) => t.w)
      .join(" "),
  );
}

describe("findAll (the rules' phrase language)", () => {
  it("finds every match of a pattern that starts with one of several words, in order, without overlaps", () => {
    expect(
      matches(
        "headache|migraine ~2 worse|worst",
        "migraine worse, then a headache getting worse and a migraine, worst",
      ),
    ).toEqual(["migraine worse", "headache getting worse", "migraine , worst"]);
    expect(matches("bad ~3 bad", "bad bad bad bad")).toEqual(["bad bad", "bad bad"]);
    expect(matches("can_not|could_not ~1 breathe", "I could not breathe and I can not breathe")).toEqual([
      "could not breathe",
      "can not breathe",
    ]);
  });

  it("tries a pattern that starts with a prefix, a number or an optional word at every word", () => {
    expect(matches("dizz* ~2 faint*", "so dizzy I nearly fainted")).toEqual(["dizzy i nearly fainted"]);
    expect(matches("# ~1 weeks", "I'm 34 weeks and 2 days")).toEqual(["34 weeks"]);
    expect(matches("my? baby ~1 kicks", "the baby kicks and my baby kicks")).toEqual([
      "baby kicks",
      "my baby kicks",
    ]);
  });

  it("never matches a masked word, nor lets a gap cross a full stop or a negation", () => {
    expect(matches("chest ~2 pain", "chest pain", ["chest"])).toEqual([]);
    expect(matches("chest ~3 pain", "my chest. pain in my leg")).toEqual([]);
    expect(matches("chest ~3 pain", "chest, no pain")).toEqual([]);
    expect(matches("chest ~3 pain", "nothing here")).toEqual([]);
  });
});
