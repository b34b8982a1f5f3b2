/**
 * OpenAI-compatible chat completions endpoints (OpenAI, a local Ollama, llama.cpp or vLLM server…),
 * used by the food checker's vision recogniser and the wellness coach.
 */

/** A base URL (…/v1) or the full …/chat/completions URL → the chat completions URL. */
export function chatCompletionsUrl(url: string): string {
  const u = url.replace(/\/+$/, "");
  return /\/chat\/completions$/.test(u) ? u : `${u}/chat/completions`;
}

/** The text of the first choice of a chat completions reply (string or content parts), or "". */
export function firstChoiceText(body: unknown): string {
  const choice = (body as { choices?: { message?: { content?: unknown } }[] })?.choices?.[0];
  const content = choice?.message?.content;
  if (typeof content === "string") return content;
  if (Array.isArray(content)) {
    return content.map((p) => (typeof p === "string" ? p : ((p as { text?: string })?.text ?? ""))).join("");
  }
  return "";
}
