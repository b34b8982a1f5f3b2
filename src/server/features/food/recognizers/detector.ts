/**
 * The default recogniser: CenterNet (MobileNetV3 backbone) trained on COCO, whose TF.js weights
 * ship inside the `@vladmandic/human` npm package (models/centernet.json + .bin, MIT). COCO has
 * only ten food classes, so this names a banana, apple, orange, broccoli, carrot, hot dog, pizza,
 * donut, cake or sandwich, and nothing else; the user corrects or searches for anything more.
 */
import { createRequire } from "node:module";
import path from "node:path";
import type { GraphModel, Tensor } from "@tensorflow/tfjs";
import { getTf, loadModelArtifacts } from "./tf";
import type { FoodRecognizer, Recognition, RecognizerImage } from "./types";

/** COCO class index (as the model emits it, 0-based over the 80 classes) → label, foods only. */
export const DETECTOR_FOOD_CLASSES: Record<number, string> = {
  46: "banana",
  47: "apple",
  48: "sandwich",
  49: "orange",
  50: "broccoli",
  51: "carrot",
  52: "hot dog",
  53: "pizza",
  54: "donut",
  55: "cake",
};
export const DETECTOR_LABELS: readonly string[] = Object.values(DETECTOR_FOOD_CLASSES);

const INPUT_SIZE = 512;
/** Below this a detection is noise for this model (it scores clip art of cakes around 0.6). */
const MIN_SCORE = 0.15;

let model: Promise<GraphModel> | undefined;

function modelPath(): string {
  const require = createRequire(import.meta.url);
  // The package's main entry is dist/human.node.js; its models folder sits beside dist.
  return path.join(path.dirname(require.resolve("@vladmandic/human")), "..", "models", "centernet.json");
}

/** Loaded once, lazily, and kept for the life of the process. */
function loadDetector(): Promise<GraphModel> {
  model ??= (async () => {
    const tf = await getTf();
    return tf.loadGraphModel(tf.io.fromMemory(await loadModelArtifacts(modelPath())));
  })().catch((err) => {
    model = undefined;
    throw err;
  });
  return model;
}

export function createDetectorRecognizer(): FoodRecognizer {
  return {
    name: "detector",
    input: "rgb",
    async recognize(image: RecognizerImage): Promise<Recognition[]> {
      if (!image.rgb) throw new Error("The detector reads pixels.");
      const [tf, detector] = await Promise.all([getTf(), loadDetector()]);
      const input = tf.tidy(() =>
        tf.image
          .resizeBilinear(tf.tensor3d(image.rgb, [image.height, image.width, 3], "int32").toFloat(), [
            INPUT_SIZE,
            INPUT_SIZE,
          ])
          .expandDims(0),
      );
      let out: Tensor | undefined;
      try {
        out = detector.execute(input, ["tower_0/detections"]) as Tensor;
        // [1, 100, 6]: x1, y1, x2, y2, score, class — already sorted by score.
        const rows = ((await out.array()) as number[][][])[0] ?? [];
        const best = new Map<string, number>();
        for (const [, , , , score = 0, cls = -1] of rows) {
          const label = DETECTOR_FOOD_CLASSES[cls];
          if (!label || score < MIN_SCORE) continue;
          if ((best.get(label) ?? 0) < score) best.set(label, score);
        }
        return [...best]
          .map(([label, score]) => ({ label, confidence: Math.round(score * 1000) / 1000 }))
          .sort((a, b) => b.confidence - a.confidence);
      } finally {
        tf.dispose([input, ...(out ? [out] : [])]);
      }
    },
  };
}
