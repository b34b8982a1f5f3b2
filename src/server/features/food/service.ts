/**
 * The analysis pipeline: check the upload, re-encode it (metadata gone), decode it once for the
 * recogniser, and turn the recogniser's labels into USDA foods and figures. One analysis runs at a
 * time per process (the others wait in a queue), so a burst of uploads cannot exhaust memory.
 */

import type { MiddlewareHandler } from "hono";
import {
  analysisStatus,
  type FoodAnalysis,
  type FoodCandidate,
  type FoodItem,
  type FoodNutrients,
  NO_MATCH_MESSAGE,
  type NutritionalInfo,
  SURE_CONFIDENCE,
  UNSURE_HEADING,
} from "../../../shared/food";
import { ApiError } from "../../http/errors";
import { ImageError, readImage, reencode, toRgb } from "../../images";
import { nutrientsFor } from "../../nutrition/usda";
import { resolveLabel } from "./labels";
import type { FoodRecognizer, Recognition, RecognizerImage } from "./recognizers";

export const NOTHING_RECOGNISED_MESSAGE =
  "We couldn't recognise a food in this photo. Search for it by name, or try another photo.";

const MAX_CANDIDATES = 8;

let queue: Promise<unknown> = Promise.resolve();
let queued = 0;

/**
 * Analyses allowed in the queue at once (the one running included). An analysis takes about a
 * second of CPU; past this many a photo would wait longer than anyone waits for an answer, and
 * each waiting one holds its upload in memory, so the next is refused at once (503 and
 * Retry-After) instead of stalling everyone.
 */
export const MAX_QUEUED_ANALYSES = 8;

export class AnalysisQueueFull extends ApiError {
  constructor() {
    super(503, "analysis_busy", "Food recognition is busy right now. Please try again in a few seconds.");
  }
}

/** Runs `task` after every analysis queued before it has finished; refuses when the queue is full. */
export function enqueue<T>(task: () => Promise<T>): Promise<T> {
  if (queued >= MAX_QUEUED_ANALYSES) return Promise.reject(new AnalysisQueueFull());
  queued++;
  const run = queue.then(task, task).finally(() => {
    queued--;
  });
  queue = run.catch(() => undefined);
  return run;
}

let admitted = 0;

/**
 * The door of `POST /api/food/analyze`, mounted before its body is read: an upload is admitted only
 * while fewer than MAX_QUEUED_ANALYSES are being read, waiting or analysed, and holds its place until
 * it is answered. Past that the answer is 503 at once, before ~14 MB are received and parsed for
 * nothing (the queue's own check came only after the body had been read and decoded).
 */
export const admitAnalysis: MiddlewareHandler = async (c, next) => {
  if (admitted >= MAX_QUEUED_ANALYSES) {
    c.header("Retry-After", "5");
    throw new AnalysisQueueFull();
  }
  admitted++;
  try {
    await next();
  } finally {
    admitted--;
  }
};

/** See analyzeImage: a JPEG may declare at most this many pixels per byte it actually has. */
const MIN_JPEG_PIXELS_PER_BYTE = 1000;

const round1 = (n: number) => Math.round(n * 10) / 10;

function roundNutrients(n: FoodNutrients): FoodNutrients {
  return {
    kcal: Math.round(n.kcal),
    protein: round1(n.protein),
    carbs: round1(n.carbs),
    fat: round1(n.fat),
    fiber: n.fiber === null ? null : round1(n.fiber),
    sugar: n.sugar === null ? null : round1(n.sugar),
  };
}

export function itemFor(rec: Recognition): FoodItem | null {
  const resolved = resolveLabel(rec.label);
  if (!resolved) return null;
  const { food, portion, portions } = resolved;
  const grams = rec.grams ?? portion.grams;
  const shownPortion = rec.grams ? { label: `${rec.grams} g (estimated)`, grams: rec.grams } : portion;
  return {
    label: rec.label,
    confidence: rec.confidence,
    ndb: food.ndb,
    name: food.name,
    grams,
    portion: shownPortion,
    portions,
    per100g: food.per100g,
    nutrients: roundNutrients(nutrientsFor(food, grams)),
  };
}

function servingOf(item: FoodItem): string {
  const g = Math.round(item.grams);
  return item.portion.label.includes(" g") ? item.portion.label : `${item.portion.label} (${g} g)`;
}

/**
 * The recogniser's raw labels → the answer the page shows. Exported for tests. Below
 * SURE_CONFIDENCE (shared/food/confidence.ts) nothing is headlined: no detected food, no figures,
 * only the candidates (each with its USDA food, for her to confirm) and the question.
 */
export function describeRecognitions(recognitions: Recognition[], recognizer: string, multiItem: boolean) {
  const candidates: FoodCandidate[] = [];
  const resolved: FoodItem[] = [];
  for (const rec of recognitions.slice(0, MAX_CANDIDATES)) {
    const item = itemFor(rec);
    candidates.push({
      label: rec.label,
      confidence: rec.confidence,
      ndb: item?.ndb ?? null,
      name: item?.name ?? null,
      food: item ? { ndb: item.ndb, name: item.name, per100g: item.per100g, portions: item.portions } : null,
    });
    if (item) resolved.push(item);
  }
  const top = recognitions[0];
  const status = analysisStatus(top);
  if (status === "unsure") {
    return {
      status,
      detectedFood: null,
      confidence: top?.confidence ?? 0,
      nutritionalInfo: null,
      message: UNSURE_HEADING,
      items: [],
      candidates,
      recognizer,
    };
  }
  let items: FoodItem[] = [];
  if (resolved.length > 0) {
    // Other foods join the plate only when the recogniser is as sure of them as of the first.
    items = multiItem
      ? resolved.filter((it, i) => i === 0 || it.confidence >= SURE_CONFIDENCE)
      : resolved.slice(0, 1);
  }
  // Only the recogniser's first choice is "detected"; if it has no USDA match, say so honestly.
  const topItem = top ? items.find((it) => it.label === top.label) : undefined;
  if (top && !topItem) items = [];
  let nutritionalInfo: NutritionalInfo | null = null;
  if (items.length > 0) {
    const sum = (k: "protein" | "carbs" | "fat") => round1(items.reduce((a, it) => a + it.nutrients[k], 0));
    nutritionalInfo = {
      calories: items.reduce((a, it) => a + it.nutrients.kcal, 0),
      serving_size: items.map(servingOf).join(" + "),
      protein: sum("protein"),
      carbs: sum("carbs"),
      fat: sum("fat"),
    };
  }
  return {
    status,
    detectedFood: top ? (items.length > 1 ? items.map((it) => it.label).join(", ") : top.label) : null,
    confidence: top?.confidence ?? 0,
    nutritionalInfo,
    message: !top ? NOTHING_RECOGNISED_MESSAGE : nutritionalInfo ? null : NO_MATCH_MESSAGE,
    items,
    candidates,
    recognizer,
  };
}

/** Checks, re-encodes and recognises one photo. Throws ImageError for a bad upload. */
export async function analyzeImage(bytes: Uint8Array, recognizer: FoodRecognizer): Promise<FoodAnalysis> {
  return (await analyzeAndEmbed(bytes, recognizer)).analysis;
}

/** A photo's embedding (recognizers/embedder.ts), computed off the main thread. */
export type Embed = (image: RecognizerImage) => Promise<number[]>;

/**
 * analyzeImage, and for a signed-in member the photo's embedding from the same decoded pixels (the
 * two models run side by side, each in its worker). An embedder that fails costs only the
 * suggestion of her usual meal, never the analysis.
 */
export async function analyzeAndEmbed(
  bytes: Uint8Array,
  recognizer: FoodRecognizer,
  embed?: Embed,
): Promise<{ analysis: FoodAnalysis; embedding: number[] | null }> {
  const info = await readImage(bytes); // before queueing: refuse bad uploads at once
  // A JPEG far smaller than its declared size (300 bytes claiming 6000×4000) is cut short or
  // crafted: decoding it would allocate the whole canvas for nothing. Real photos, even of a
  // plain white wall, carry well over one byte per thousand pixels.
  if (info.format === "jpeg" && bytes.byteLength * MIN_JPEG_PIXELS_PER_BYTE < info.width * info.height) {
    throw new ImageError("corrupt_image");
  }
  return enqueue(async () => {
    const started = performance.now();
    // The upload is decoded once: straight to the pixels an on-device recogniser reads (JPEG shrinks
    // on load, so a 10 MB photo is never decoded at full size). Only a recogniser that sends the
    // photo elsewhere (vision) gets a fresh JPEG, without metadata, and reads no pixels.
    const pixels =
      recognizer.input === "rgb" || embed
        ? await toRgb(bytes, 640).then((rgb) => ({ rgb: rgb.data, width: rgb.width, height: rgb.height }))
        : null;
    const image =
      recognizer.input === "jpeg" ? { jpeg: (await reencode(bytes, { maxSide: 1024 })).bytes } : pixels!;
    const [recognitions, embedding] = await Promise.all([
      recognizer.recognize(image),
      embed && pixels
        ? embed(pixels).catch((err: unknown) => {
            console.error(`food embedder: ${err instanceof Error ? err.message : String(err)}`);
            return null;
          })
        : null,
    ]);
    const answer = describeRecognitions(recognitions, recognizer.name, recognizer.name !== "classifier");
    return { analysis: { ...answer, elapsedMs: Math.round(performance.now() - started) }, embedding };
  });
}
