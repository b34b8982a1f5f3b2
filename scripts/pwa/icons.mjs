// Draws Bloom's home-screen icons from the logo (src/client/public/favicon.svg) with sharp:
// `node scripts/pwa/icons.mjs` writes src/client/public/icons/*.png, which are committed.
// Run it again after the logo changes.
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const out = path.join(root, "src/client/public/icons");
const logo = readFileSync(path.join(root, "src/client/public/favicon.svg"), "utf8");
/** The logo's flower on its own, without the round background. */
const flower = logo.replace(/<circle cx="32" cy="32" r="32"[^>]*\/>/, "");
const CREAM = "#fdf4ef";

mkdirSync(out, { recursive: true });

/** The round logo on a transparent square: the "any" purpose icon. */
async function round(size, file) {
  await sharp(Buffer.from(logo), { density: (72 * size) / 64 })
    .resize(size, size)
    .png()
    .toFile(path.join(out, file));
}

/**
 * A maskable icon: the launcher may cut it to a circle, squircle or rounded square, keeping only
 * the middle 80 %, so the background fills the square and the flower sits within the safe zone.
 */
async function maskable(size, file) {
  const inner = Math.round(size * 0.6);
  const art = await sharp(Buffer.from(flower.replace('viewBox="0 0 64 64"', 'viewBox="8 8 48 48"')), {
    density: (72 * inner) / 48,
  })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: CREAM } })
    .composite([{ input: art, gravity: "centre" }])
    .png()
    .toFile(path.join(out, file));
}

await round(192, "icon-192.png");
await round(512, "icon-512.png");
await maskable(512, "maskable-512.png");
// iOS ignores the manifest's icons and takes this one (it rounds the corners itself).
await maskable(180, "apple-touch-icon.png");
console.log(`icons written to ${path.relative(root, out)}`);
