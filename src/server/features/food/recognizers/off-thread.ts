import { Worker } from "node:worker_threads";
import {
  type FoodRecognizer,
  type Recognition,
  type RecognizerImage,
  RecognizerUnavailableError,
} from "./types";

export type OffThreadKind = "detector" | "classifier" | "embedder";

interface Reply {
  id: number;
  ok: boolean;
  result?: unknown;
  message?: string;
  unavailable?: boolean;
}

/** Under tsx the worker registers the loader itself; a build ships it compiled beside main.js. */
function workerUrl(): URL {
  return import.meta.url.endsWith(".ts")
    ? new URL("./worker-entry.mjs", import.meta.url)
    : new URL("./food-worker.js", import.meta.url);
}

/**
 * One on-device model in a worker thread. TensorFlow.js on wasm computes synchronously; on the main
 * thread each analysis (~150 ms) would stall every other request. The worker starts on the first
 * photo, keeps its model loaded, and holds the process open only while it has work.
 */
function worker<T>(
  kind: OffThreadKind,
  options: { modelDir?: string },
): (image: RecognizerImage) => Promise<T> {
  let w: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve: (r: T) => void; reject: (e: Error) => void }>();

  const failAll = (error: Error) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };

  function start(): Worker {
    const started = new Worker(workerUrl(), { workerData: { kind, options } });
    started.on("message", (reply: Reply) => {
      const p = pending.get(reply.id);
      if (!p) return;
      pending.delete(reply.id);
      if (pending.size === 0) started.unref();
      if (reply.ok) p.resolve(reply.result as T);
      else if (reply.unavailable)
        p.reject(new RecognizerUnavailableError(reply.message ?? "The recogniser is unavailable."));
      else p.reject(new Error(reply.message ?? "The recogniser failed."));
    });
    started.on("error", (err) => {
      w = undefined;
      failAll(new RecognizerUnavailableError(`The ${kind} stopped: ${err.message}`));
    });
    started.on("exit", () => {
      w = undefined;
      failAll(new RecognizerUnavailableError(`The ${kind} stopped.`));
    });
    return started;
  }

  return (image) => {
    w ??= start();
    const current = w;
    const id = nextId++;
    current.ref();
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      current.postMessage({ id, image });
    });
  };
}

/** Runs an on-device recogniser in a worker thread of its own. */
export function offThread(
  kind: "detector" | "classifier",
  options: { modelDir?: string } = {},
): FoodRecognizer {
  const run = worker<Recognition[] | undefined>(kind, options);
  return { name: kind, input: "rgb", recognize: async (image) => (await run(image)) ?? [] };
}

/** The meal embedder (embedder.ts) in a worker thread of its own, started on the first photo. */
export function offThreadEmbedder(): (image: RecognizerImage) => Promise<number[]> {
  return worker<number[]>("embedder", {});
}
