/**
 * Spec §5: a message is vague if it is shorter than 10 characters or starts with hi, hello, hey,
 * help, what, how or can you. The coach then asks her for more detail, unless the knowledge base
 * answers it with confidence anyway: "How much caffeine can I have?" starts with "how" and is a
 * perfectly clear question (see the README's coach decisions).
 */
export const VAGUE_MIN_LENGTH = 10;
export const VAGUE_OPENERS = ["hi", "hello", "hey", "help", "what", "how", "can you"] as const;

export function isVague(message: string): boolean {
  const text = message.trim().toLowerCase();
  if (text.length < VAGUE_MIN_LENGTH) return true;
  // Whole words only: "hiking" and "however" do not start with "hi" or "how".
  return VAGUE_OPENERS.some(
    (opener) => text.startsWith(opener) && !/[a-z0-9]/.test(text.charAt(opener.length)),
  );
}
