/**
 * Any OpenAI-compatible chat completions endpoint that takes images (OpenAI, a local Ollama or
 * llama.cpp server, vLLM, ...). The model is asked for the foods on the plate and their estimated
 * weights as strict JSON; its answer is parsed defensively. It names foods only: calories and macros
 * still come from USDA SR28.
 */
import { Buffer } from "node:buffer";
import { chatCompletionsUrl, firstChoiceText } from "../../../ai/chat-completions";
import {
  type FoodRecognizer,
  type Recognition,
  type RecognizerImage,
  RecognizerUnavailableError,
} from "./types";

export interface VisionOptions {
  /** Base URL (…/v1) or the full …/chat/completions URL. */
  url: string | undefined;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export const VISION_PROMPT = [
  "You are a nutrition assistant. Identify each distinct food or dish visible in the photo and",
  "estimate its edible weight in grams. Use short, common English names (for example",
  '"banana", "cheese pizza", "white rice", "grilled chicken breast"). Reply with JSON only, exactly',
  'in this shape: {"foods":[{"name":"banana","grams":118,"confidence":0.9}]}. confidence is between',
  '0 and 1. If there is no food in the photo, reply {"foods":[]}.',
].join(" ");

export function createVisionRecognizer(opts: VisionOptions): FoodRecognizer {
  const doFetch = opts.fetch ?? fetch;
  return {
    name: "vision",
    input: "jpeg",
    async recognize(image: RecognizerImage): Promise<Recognition[]> {
      if (!image.jpeg) throw new Error("The vision reads a JPEG.");
      if (!opts.url) throw new RecognizerUnavailableError("FOOD_RECOGNIZER=vision needs VISION_API_URL");
      const dataUrl = `data:image/jpeg;base64,${Buffer.from(image.jpeg).toString("base64")}`;
      let res: Response;
      try {
        res = await doFetch(chatCompletionsUrl(opts.url), {
          method: "POST",
          headers: {
            "content-type": "application/json",
            ...(opts.apiKey && { authorization: `Bearer ${opts.apiKey}` }),
          },
          body: JSON.stringify({
            model: opts.model,
            temperature: 0,
            response_format: { type: "json_object" },
            messages: [
              { role: "system", content: VISION_PROMPT },
              {
                role: "user",
                content: [
                  { type: "text", text: "What foods are on this plate, and how many grams of each?" },
                  { type: "image_url", image_url: { url: dataUrl } },
                ],
              },
            ],
          }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 60_000),
        });
      } catch (err) {
        throw new RecognizerUnavailableError(
          `The vision service could not be reached: ${(err as Error).message}`,
        );
      }
      if (!res.ok) throw new RecognizerUnavailableError(`The vision service answered ${res.status}`);
      let body: unknown;
      try {
        body = await res.json();
      } catch {
        throw new RecognizerUnavailableError("The vision service did not answer JSON");
      }
      return parseVisionReply(body);
    },
  };
}

/** The recognitions in a chat completions reply; anything malformed is skipped, never trusted. */
export function parseVisionReply(body: unknown): Recognition[] {
  const content = firstChoiceText(body);
  if (!content) return [];
  const parsed = extractJson(content);
  const list: unknown[] = Array.isArray(parsed)
    ? parsed
    : Array.isArray((parsed as { foods?: unknown })?.foods)
      ? (parsed as { foods: unknown[] }).foods
      : Array.isArray((parsed as { items?: unknown })?.items)
        ? (parsed as { items: unknown[] }).items
        : [];
  const out: Recognition[] = [];
  for (const entry of list.slice(0, 10)) {
    if (!entry || typeof entry !== "object") continue;
    const e = entry as Record<string, unknown>;
    const rawName = e.name ?? e.food ?? e.label;
    if (typeof rawName !== "string") continue;
    const label = rawName
      .replace(/[^\p{L}\p{N} ,'&()-]/gu, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 80);
    if (!label) continue;
    const grams = toNumber(e.grams ?? e.weight_grams ?? e.estimated_grams ?? e.weight);
    const confidence = toNumber(e.confidence ?? e.score ?? e.probability);
    out.push({
      label,
      confidence:
        confidence !== undefined
          ? Math.min(1, Math.max(0, confidence > 1 ? confidence / 100 : confidence))
          : 0.5,
      ...(grams !== undefined && grams > 0 && grams <= 3000 && { grams: Math.round(grams) }),
    });
  }
  return out.sort((a, b) => b.confidence - a.confidence);
}

function toNumber(v: unknown): number | undefined {
  const n = typeof v === "number" ? v : typeof v === "string" ? Number.parseFloat(v) : Number.NaN;
  return Number.isFinite(n) ? n : undefined;
}

/** JSON from a model's text: as is, inside ``` fences, or the outermost {...} / [...]. */
function extractJson(text: string): unknown {
  const tries = [text.trim()];
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  if (fenced?.[1]) tries.push(fenced[1].trim());
  const obj = text.indexOf("{");
  const objEnd = text.lastIndexOf("}");
  if (obj >= 0 && objEnd > obj) tries.push(text.slice(obj, objEnd + 1));
  const arr = text.indexOf("[");
  const arrEnd = text.lastIndexOf("]");
  if (arr >= 0 && arrEnd > arr) tries.push(text.slice(arr, arrEnd + 1));
  for (const t of tries) {
    try {
      return JSON.parse(t);
    } catch {
      // next
    }
  }
  return null;
}
