import { describe, expect, it } from "vitest";
import {
  COACH_GREETING_MS,
  COACH_REPLY_MS,
  COACH_SEARCH_MS,
  COACH_TOAST_MS,
  messageToSend,
  showsSuggestionChips,
} from "./chat";

describe("the coach chat's rules", () => {
  it("keeps the spec's timings: search 2 s, greeting 1 s, reply 1.5 s, toast 3 s", () => {
    expect([COACH_SEARCH_MS, COACH_GREETING_MS, COACH_REPLY_MS, COACH_TOAST_MS]).toEqual([
      2000, 1000, 1500, 3000,
    ]);
  });

  it("shows suggestion chips only while there is exactly one message", () => {
    expect([0, 1, 2, 3].map(showsSuggestionChips)).toEqual([false, true, false, false]);
  });

  it("sends a message trimmed, and nothing when it is empty or no coach is assigned", () => {
    expect(messageToSend("  is yoga ok?  ", true)).toBe("is yoga ok?");
    expect(messageToSend(" \n ", true)).toBeNull();
    expect(messageToSend("is yoga ok?", false)).toBeNull();
  });
});
