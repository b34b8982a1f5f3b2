import { Worker } from "node:worker_threads";
import { type FoodRecognizer, type Recognition, RecognizerUnavailableError } from "./types";

export type OffThreadKind = "detector" | "classifier";

interface Reply {
  id: number;
  ok: boolean;
  result?: Recognition[];
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
 * Runs an on-device recogniser in a worker thread. TensorFlow.js on wasm computes synchronously;
 * on the main thread each analysis (~150 ms) would stall every other request. The worker starts on
 * the first photo, keeps its model loaded, and holds the process open only while it has work.
 */
export function offThread(kind: OffThreadKind, options: { modelDir?: string } = {}): FoodRecognizer {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve: (r: Recognition[]) => void; reject: (e: Error) => void }>();

  const failAll = (error: Error) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };

  function start(): Worker {
    const w = new Worker(workerUrl(), { workerData: { kind, options } });
    w.on("message", (reply: Reply) => {
      const p = pending.get(reply.id);
      if (!p) return;
      pending.delete(reply.id);
      if (pending.size === 0) w.unref();
      if (reply.ok) p.resolve(reply.result ?? []);
      else if (reply.unavailable)
        p.reject(new RecognizerUnavailableError(reply.message ?? "The recogniser is unavailable."));
      else p.reject(new Error(reply.message ?? "The recogniser failed."));
    });
    w.on("error", (err) => {
      worker = undefined;
      failAll(new RecognizerUnavailableError(`The ${kind} stopped: ${err.message}`));
    });
    w.on("exit", () => {
      worker = undefined;
      failAll(new RecognizerUnavailableError(`The ${kind} stopped.`));
    });
    return w;
  }

  return {
    name: kind,
    input: "rgb",
    recognize(image) {
      worker ??= start();
      const w = worker;
      const id = nextId++;
      w.ref();
      return new Promise<Recognition[]>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        w.postMessage({ id, image });
      });
    },
  };
}
