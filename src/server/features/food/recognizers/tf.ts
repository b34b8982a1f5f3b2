/**
 * TensorFlow.js on the WebAssembly backend, set up once per process. The .wasm binaries are read
 * from tfjs-backend-wasm's own dist folder in node_modules; nothing is fetched from the network.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type * as tf from "@tensorflow/tfjs";

let ready: Promise<typeof tf> | undefined;

/**
 * TensorFlow.js is read on the first photo, not when the server starts: its modules alone cost
 * about as much start-up CPU as the rest of the API.
 */
export function getTf(): Promise<typeof tf> {
  ready ??= (async () => {
    const [tf, { setWasmPaths }] = await Promise.all([
      import("@tensorflow/tfjs"),
      import("@tensorflow/tfjs-backend-wasm"),
    ]);
    const require = createRequire(import.meta.url);
    const dist = path.dirname(require.resolve("@tensorflow/tfjs-backend-wasm"));
    setWasmPaths(`${dist}${path.sep}`);
    if (!(await tf.setBackend("wasm"))) throw new Error("The TensorFlow.js wasm backend did not start");
    await tf.ready();
    return tf;
  })().catch((err) => {
    ready = undefined;
    throw err;
  });
  return ready;
}

/** A tfjs model (graph or layers) from a model.json on disk and the weight files it names. */
export async function loadModelArtifacts(modelJsonPath: string): Promise<tf.io.ModelArtifacts> {
  const json = JSON.parse(await readFile(modelJsonPath, "utf8")) as {
    modelTopology: unknown;
    format?: string;
    generatedBy?: string;
    convertedBy?: string | null;
    signature?: unknown;
    userDefinedMetadata?: Record<string, unknown>;
    modelInitializer?: unknown;
    weightsManifest: { paths: string[]; weights: tf.io.WeightsManifestEntry[] }[];
  };
  const dir = path.dirname(modelJsonPath);
  const weightSpecs: tf.io.WeightsManifestEntry[] = [];
  const buffers: Buffer[] = [];
  for (const group of json.weightsManifest ?? []) {
    weightSpecs.push(...group.weights);
    for (const p of group.paths) {
      const file = path.resolve(dir, p);
      if (path.dirname(file) !== path.resolve(dir))
        throw new Error(`Weight file outside the model folder: ${p}`);
      buffers.push(await readFile(file));
    }
  }
  const all = Buffer.concat(buffers);
  return {
    modelTopology: json.modelTopology as tf.io.ModelArtifacts["modelTopology"],
    format: json.format,
    generatedBy: json.generatedBy,
    convertedBy: json.convertedBy ?? undefined,
    signature: json.signature as tf.io.ModelArtifacts["signature"],
    userDefinedMetadata: json.userDefinedMetadata as tf.io.ModelArtifacts["userDefinedMetadata"],
    modelInitializer: json.modelInitializer as tf.io.ModelArtifacts["modelInitializer"],
    weightSpecs,
    weightData: all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength),
  };
}
