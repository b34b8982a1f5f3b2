/**
 * The picture of a meal as numbers, to know her usual meals again (docs/decisions/019): the
 * MobileNetV2 backbone of the SSDLite COCO detector (Apache-2.0, vendored pruned and in float16 under
 * models/food-embedder by scripts/food/make-embedder-model.mjs), run on the photo's centre square at
 * 300 px; its 320-channel `expanded_conv_16` output (a 10 × 10 map) averaged over the middle 6 × 6
 * cells, where the food usually is, and scaled to length 1. Two photos of the same plate point the
 * same way (cosine near 1) more than two different plates. Averaging the middle cells rather than the
 * whole map told repeats from other dishes more often on the bench's tuning half (31-36 of 48 repeats
 * nearest their own meal, against 25-30), because the table and the bowl she always uses weigh less.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { GraphModel, Tensor } from "@tensorflow/tfjs";
import { getTf, loadModelArtifacts } from "./tf";
import type { RecognizerImage } from "./types";

export const EMBEDDING_SIZE = 320;
const INPUT_SIZE = 300;
const OUTPUT = "FeatureExtractor/MobilenetV2/expanded_conv_16/project/BatchNorm/batchnorm/add_1";
/** The map is 10 × 10 at 300 px; the middle cells averaged: rows and columns 2 to 7. */
const POOL_FROM = 2;
const POOL_SIZE = 6;

/** models/food-embedder/model.json, found from here upwards (src/server/... under tsx, dist/server built). */
export function embedderModelPath(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, "models", "food-embedder", "model.json");
    if (existsSync(candidate)) return candidate;
    const up = path.dirname(dir);
    if (up === dir) throw new Error("models/food-embedder/model.json is missing");
    dir = up;
  }
}

let model: Promise<GraphModel> | undefined;

function loadEmbedder(): Promise<GraphModel> {
  model ??= (async () => {
    const tf = await getTf();
    return tf.loadGraphModel(tf.io.fromMemory(await loadModelArtifacts(embedderModelPath())));
  })().catch((err) => {
    model = undefined;
    throw err;
  });
  return model;
}

/** The photo's embedding: EMBEDDING_SIZE numbers of unit length. */
export async function embedImage(image: RecognizerImage): Promise<number[]> {
  if (!image.rgb) throw new Error("The embedder reads pixels.");
  const [tf, net] = await Promise.all([getTf(), loadEmbedder()]);
  const { width, height } = image;
  const side = Math.min(width, height);
  const top = Math.floor((height - side) / 2);
  const left = Math.floor((width - side) / 2);
  const input = tf.tidy(() =>
    tf.image
      .resizeBilinear(
        tf.tensor3d(image.rgb, [height, width, 3], "int32").slice([top, left, 0], [side, side, 3]).toFloat(),
        [INPUT_SIZE, INPUT_SIZE],
      )
      .mul(2 / 255)
      .sub(1)
      .expandDims(0),
  );
  let out: Tensor | undefined;
  try {
    out = net.execute(input, OUTPUT) as Tensor;
    const pooled = tf.tidy(() => {
      const mean = out!.slice([0, POOL_FROM, POOL_FROM, 0], [1, POOL_SIZE, POOL_SIZE, -1]).mean([0, 1, 2]);
      return mean.div(mean.norm().add(1e-12));
    });
    const values = Array.from(await pooled.data());
    pooled.dispose();
    return values;
  } finally {
    tf.dispose([input, ...(out ? [out] : [])]);
  }
}
