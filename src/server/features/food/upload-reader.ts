/**
 * Reads the photo out of a JSON upload (`{ "image": "data:image/...;base64,..." }`, up to ~14 MB)
 * in a worker thread. On the main thread the text decoding, JSON.parse, the data-URL checks and the
 * base64 decoding of one such body took 150 ms of a quiet core (several hundred under load), in
 * chunks long enough that 50 uploads at once held `/api/health` for over a second. Here the main
 * thread only collects the body's bytes and hands them over (transferred, not copied); the photo's
 * bytes come back the same way.
 */
import { Worker } from "node:worker_threads";
import { badRequest } from "../../http/errors";

/** The worker's whole program (CommonJS, no imports of ours, so the build needs no second entry). */
const WORKER_SOURCE = `
const { parentPort } = require("node:worker_threads");
const DATA_URL = /^data:([a-z0-9.+/-]*)((?:;[a-z0-9=.+-]+)*);base64,/i;
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;
function read(body) {
  let value;
  try {
    value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body));
  } catch {
    return { problem: "not_json" };
  }
  const image = value !== null && typeof value === "object" ? value.image : undefined;
  if (typeof image !== "string" || image.length === 0) return { problem: "no_image" };
  const m = DATA_URL.exec(image);
  if (!m) return { problem: "not_data_url" };
  let b64 = image.slice(m[0].length);
  if (/\\s/.test(b64)) b64 = b64.replace(/\\s+/g, "");
  if (!BASE64.test(b64)) return { problem: "not_data_url" };
  const decoded = Buffer.from(b64, "base64");
  // A copy with an ArrayBuffer of its own, so it can be transferred (small Buffers share a pool).
  const bytes = new Uint8Array(decoded.byteLength);
  bytes.set(decoded);
  return { bytes };
}
parentPort.on("message", ({ id, body }) => {
  let answer;
  try {
    answer = read(body);
  } catch (err) {
    answer = { problem: "not_json" };
  }
  parentPort.postMessage({ id, ...answer }, answer.bytes ? [answer.bytes.buffer] : []);
});
`;

type Problem = "not_json" | "no_image" | "not_data_url";
interface Reply {
  id: number;
  bytes?: Uint8Array;
  problem?: Problem;
}

const MESSAGES: Record<Problem, string> = {
  not_json: "Send the photo as JSON { image: 'data:image/...;base64,...' } or as a multipart upload.",
  no_image: "Please include a photo: image is required.",
  not_data_url: "image must be a data URL: data:image/...;base64,...",
};

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, { resolve: (r: Reply) => void; reject: (e: Error) => void }>();

function start(): Worker {
  const w = new Worker(WORKER_SOURCE, { eval: true });
  w.on("message", (reply: Reply) => {
    const p = pending.get(reply.id);
    if (!p) return;
    pending.delete(reply.id);
    if (pending.size === 0) w.unref();
    p.resolve(reply);
  });
  const fail = (err: Error) => {
    if (worker === w) worker = undefined;
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };
  w.on("error", fail);
  w.on("exit", () => fail(new Error("The upload reader stopped.")));
  return w;
}

/**
 * The photo's bytes from a JSON upload's body. Throws a 400 that says what was wrong when the body
 * is not JSON, has no `image`, or `image` is not a base64 data URL.
 */
export async function photoFromJsonBody(body: ArrayBuffer): Promise<Uint8Array> {
  worker ??= start();
  const w = worker;
  w.ref();
  const id = nextId++;
  const reply = await new Promise<Reply>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    w.postMessage({ id, body }, [body]);
  });
  if (reply.problem) throw badRequest(MESSAGES[reply.problem]);
  return reply.bytes!;
}
