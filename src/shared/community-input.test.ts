import { describe, expect, it } from "vitest";
import { MAX_COMMENT_LENGTH, MAX_POST_LENGTH } from "./community";
import { commentInput, postInput } from "./community-input";

describe("community input", () => {
  it("says how long a post or reply may be, with the thousands grouped as en-US writes them", () => {
    const post = postInput.safeParse({ content: "a".repeat(MAX_POST_LENGTH + 1) });
    expect(post.success).toBe(false);
    expect(post.error?.issues[0]?.message).toBe("Your post is too long: at most 5,000 characters.");
    const reply = commentInput.safeParse({ content: "a".repeat(MAX_COMMENT_LENGTH + 1) });
    expect(reply.error?.issues[0]?.message).toBe("Your reply is too long: at most 2,000 characters.");
    expect(postInput.safeParse({ content: "a".repeat(MAX_POST_LENGTH) }).success).toBe(true);
  });
});
