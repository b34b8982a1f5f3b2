// The worker side of off-thread.ts: one model, kept loaded, one message per photo.
import { parentPort, workerData } from "node:worker_threads";
import { createClassifierRecognizer } from "./classifier";
import { createDetectorRecognizer } from "./detector";
import { embedImage } from "./embedder";
import { type RecognizerImage, RecognizerUnavailableError } from "./types";

const { kind, options } = workerData as {
  kind: "detector" | "classifier" | "embedder";
  options: { modelDir?: string };
};
const run: (image: RecognizerImage) => Promise<unknown> =
  kind === "embedder"
    ? embedImage
    : (
        (r) => (image) =>
          r.recognize(image)
      )(kind === "classifier" ? createClassifierRecognizer(options.modelDir) : createDetectorRecognizer());

parentPort!.on("message", async ({ id, image }: { id: number; image: RecognizerImage }) => {
  try {
    parentPort!.postMessage({ id, ok: true, result: await run(image) });
  } catch (err) {
    parentPort!.postMessage({
      id,
      ok: false,
      message: err instanceof Error ? err.message : String(err),
      unavailable: err instanceof RecognizerUnavailableError,
    });
  }
});
