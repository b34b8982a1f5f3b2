/**
 * A TensorFlow.js image classifier loaded from a directory (FOOD_MODEL_DIR), so a food-dish model
 * such as Google's AIY "food_V1" (2,023 dishes, converted with tensorflowjs_converter) can be
 * dropped in. The directory holds:
 * - model.json and its weight files (a graph model or a layers model);
 * - the label map: labels.txt (one label per line, in output order), labels.json (an array, or an
 *   object of index → label) or labels.csv (`id,name` rows, as AIY ships it);
 * - optionally classifier.json: `{ "inputRange": [0, 1] }` (default [0, 1]; [-1, 1] and [0, 255]
 *   are common too), `{ "topK": 5 }`.
 * Input size comes from the model's input shape (224 when it does not say).
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { GraphModel, LayersModel, Tensor } from "@tensorflow/tfjs";
import { getTf, loadModelArtifacts } from "./tf";
import {
  type FoodRecognizer,
  type Recognition,
  type RecognizerImage,
  RecognizerUnavailableError,
} from "./types";

interface Loaded {
  model: GraphModel | LayersModel;
  labels: string[];
  size: [number, number];
  inputRange: [number, number];
  topK: number;
}

export async function readLabels(dir: string): Promise<string[]> {
  const txt = path.join(dir, "labels.txt");
  const json = path.join(dir, "labels.json");
  const csv = path.join(dir, "labels.csv");
  if (existsSync(txt)) {
    return (await readFile(txt, "utf8"))
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean);
  }
  if (existsSync(json)) {
    const data = JSON.parse(await readFile(json, "utf8")) as unknown;
    if (Array.isArray(data)) return data.map(String);
    if (data && typeof data === "object") {
      const out: string[] = [];
      for (const [k, v] of Object.entries(data)) out[Number(k)] = String(v);
      return Array.from(out, (l) => l ?? "");
    }
  }
  if (existsSync(csv)) {
    const out: string[] = [];
    for (const line of (await readFile(csv, "utf8")).split(/\r?\n/)) {
      const m = /^\s*(\d+)\s*,\s*(.+?)\s*$/.exec(line);
      if (m) out[Number(m[1])] = m[2]!.replace(/^"|"$/g, "");
    }
    return Array.from(out, (l) => l ?? "");
  }
  throw new RecognizerUnavailableError(`No labels.txt, labels.json or labels.csv in ${dir}`);
}

export function createClassifierRecognizer(dir: string | undefined): FoodRecognizer {
  let loaded: Promise<Loaded> | undefined;

  async function load(): Promise<Loaded> {
    if (!dir) throw new RecognizerUnavailableError("FOOD_RECOGNIZER=classifier needs FOOD_MODEL_DIR");
    const tf = await getTf();
    const artifacts = await loadModelArtifacts(path.join(dir, "model.json"));
    const isGraph =
      artifacts.format === "graph-model" ||
      Array.isArray((artifacts.modelTopology as { node?: unknown } | undefined)?.node);
    const model = isGraph
      ? await tf.loadGraphModel(tf.io.fromMemory(artifacts))
      : await tf.loadLayersModel(tf.io.fromMemory(artifacts));
    const shape = isGraph
      ? (model as GraphModel).inputs[0]?.shape
      : ((model as LayersModel).inputs[0]?.shape as (number | null)[] | undefined);
    const h = shape?.[1] && shape[1] > 0 ? shape[1] : 224;
    const w = shape?.[2] && shape[2] > 0 ? shape[2] : 224;
    let inputRange: [number, number] = [0, 1];
    let topK = 5;
    const cfgFile = path.join(dir, "classifier.json");
    if (existsSync(cfgFile)) {
      const cfg = JSON.parse(await readFile(cfgFile, "utf8")) as {
        inputRange?: [number, number];
        topK?: number;
      };
      if (Array.isArray(cfg.inputRange) && cfg.inputRange.length === 2) inputRange = cfg.inputRange;
      if (typeof cfg.topK === "number" && cfg.topK > 0) topK = cfg.topK;
    }
    return { model, labels: await readLabels(dir), size: [h, w], inputRange, topK };
  }

  return {
    name: "classifier",
    input: "rgb",
    async recognize(image: RecognizerImage): Promise<Recognition[]> {
      if (!image.rgb) throw new Error("The classifier reads pixels.");
      loaded ??= load().catch((err) => {
        loaded = undefined;
        throw err;
      });
      const [tf, m] = await Promise.all([getTf(), loaded]);
      const [lo, hi] = m.inputRange;
      const input = tf.tidy(() =>
        tf.image
          .resizeBilinear(tf.tensor3d(image.rgb, [image.height, image.width, 3], "int32").toFloat(), m.size)
          .mul((hi - lo) / 255)
          .add(lo)
          .expandDims(0),
      );
      let out: Tensor | undefined;
      try {
        const raw = m.model.predict(input);
        out = (Array.isArray(raw) ? raw[0] : raw) as Tensor;
        let scores = Array.from(await out.reshape([-1]).data());
        const sum = scores.reduce((a, b) => a + b, 0);
        if (scores.some((s) => s < 0 || s > 1) || Math.abs(sum - 1) > 0.01) {
          const max = Math.max(...scores);
          const exp = scores.map((s) => Math.exp(s - max));
          const total = exp.reduce((a, b) => a + b, 0);
          scores = exp.map((e) => e / total);
        }
        return scores
          .map((confidence, i) => ({ label: m.labels[i] ?? "", confidence }))
          .filter((r) => r.label && !/^_*background_*$/i.test(r.label))
          .sort((a, b) => b.confidence - a.confidence)
          .slice(0, m.topK)
          .map((r) => ({ label: r.label, confidence: Math.round(r.confidence * 1000) / 1000 }));
      } finally {
        tf.dispose([input, ...(out ? [out] : [])]);
      }
    },
  };
}
