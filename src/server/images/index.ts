/**
 * Image intake: every uploaded picture goes through `readImage` (magic bytes, size and pixel limits,
 * read from the header before any pixel is decoded) and, before it is kept or analysed, `reencode`
 * (auto-rotate, then a fresh JPEG/WebP with all metadata dropped: EXIF incl. GPS, XMP, IPTC, ICC).
 */
import type Sharp from "sharp";
import { ApiError } from "../http/errors";

/**
 * sharp (libvips and its JavaScript) is read with the first photo, not at every start of the server.
 */
let sharpModule: Promise<typeof Sharp> | undefined;
function loadSharp(): Promise<typeof Sharp> {
  sharpModule ??= import("sharp").then((m) => m.default);
  return sharpModule;
}

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 25_000_000;

export type ImageFormat = "jpeg" | "png" | "webp" | "heif";

export type ImageErrorCode =
  | "empty_file"
  | "file_too_large"
  | "image_too_large"
  | "not_an_image"
  | "unsupported_image"
  | "corrupt_image";

const MESSAGES: Record<ImageErrorCode, string> = {
  empty_file: "The file is empty. Please choose a photo.",
  file_too_large: "The image is larger than 10 MB. Please choose a smaller photo.",
  image_too_large: "The image is larger than 25 megapixels. Please choose a smaller photo.",
  not_an_image: "This file is not an image. Please choose a JPEG, PNG or WebP photo.",
  unsupported_image: "This image format can't be read here. Please choose a JPEG, PNG or WebP photo.",
  corrupt_image: "The image could not be read. It may be damaged; please try another photo.",
};

/**
 * A refused image: an API error (status and code) with a message fit to show the user as is, so a
 * route lets it through and the error handler answers it; nothing translates it.
 */
export class ImageError extends ApiError {
  constructor(
    override readonly code: ImageErrorCode,
    message = MESSAGES[code],
  ) {
    super(statusOf(code), code, message);
    this.name = "ImageError";
  }
}

function statusOf(code: ImageErrorCode): 400 | 413 | 415 {
  if (code === "file_too_large" || code === "image_too_large") return 413;
  if (code === "not_an_image" || code === "unsupported_image") return 415;
  return 400;
}

export interface ImageInfo {
  format: ImageFormat;
  width: number;
  height: number;
  bytes: Uint8Array;
}

const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1", "avif", "avis"]);

/** The container format from the first bytes, or null when it is none we take. */
export function sniffFormat(b: Uint8Array): ImageFormat | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (
    b.length >= 8 &&
    b[0] === 0x89 &&
    b[1] === 0x50 &&
    b[2] === 0x4e &&
    b[3] === 0x47 &&
    b[4] === 0x0d &&
    b[5] === 0x0a &&
    b[6] === 0x1a &&
    b[7] === 0x0a
  )
    return "png";
  if (b.length >= 12 && ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP") return "webp";
  if (b.length >= 12 && ascii(b, 4, 8) === "ftyp" && HEIF_BRANDS.has(ascii(b, 8, 12))) return "heif";
  return null;
}

function ascii(b: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...b.subarray(from, to));
}

/**
 * Checks an upload without decoding its pixels: not empty, at most 10 MB, a JPEG/PNG/WebP (or a
 * HEIF/AVIF that this build of sharp can decode) by its magic bytes, and at most 25 megapixels by the
 * dimensions in its header. Throws ImageError.
 */
export async function readImage(input: Uint8Array): Promise<ImageInfo> {
  if (input.byteLength === 0) throw new ImageError("empty_file");
  if (input.byteLength > MAX_IMAGE_BYTES) throw new ImageError("file_too_large");
  const format = sniffFormat(input);
  if (!format) throw new ImageError("not_an_image");
  const sharp = await loadSharp();
  let meta: Awaited<ReturnType<ReturnType<typeof Sharp>["metadata"]>>;
  try {
    // metadata() parses the header only; no pixels are decoded here.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageError(format === "heif" ? "unsupported_image" : "corrupt_image");
  }
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new ImageError("corrupt_image");
  if (width * height > MAX_IMAGE_PIXELS) throw new ImageError("image_too_large");
  if (format === "heif" && meta.format !== "heif") throw new ImageError("unsupported_image");
  return { format, width, height, bytes: input };
}

export interface ReencodeOptions {
  /** Longest side of the output in pixels; smaller images are not enlarged. */
  maxSide: number;
  format?: "jpeg" | "webp";
  quality?: number;
}

/**
 * Decodes (with sharp's pixel limit as a second guard), auto-rotates from the EXIF orientation and
 * writes a new JPEG/WebP. sharp keeps no metadata unless asked, so EXIF (GPS included), XMP, IPTC
 * and any ICC profile are dropped; pixels are converted to sRGB first so colours stay right.
 */
export async function reencode(
  input: Uint8Array,
  opts: ReencodeOptions,
): Promise<{ bytes: Uint8Array; contentType: string; width: number; height: number }> {
  const format = opts.format ?? "jpeg";
  const quality = opts.quality ?? 85;
  const sharp = await loadSharp();
  try {
    let pipeline = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
      .autoOrient()
      .resize(opts.maxSide, opts.maxSide, { fit: "inside", withoutEnlargement: true })
      .toColourspace("srgb")
      .flatten({ background: "#ffffff" });
    pipeline = format === "webp" ? pipeline.webp({ quality }) : pipeline.jpeg({ quality, mozjpeg: true });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return {
      bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      contentType: format === "webp" ? "image/webp" : "image/jpeg",
      width: info.width,
      height: info.height,
    };
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw new ImageError("image_too_large");
    throw new ImageError("corrupt_image");
  }
}

/**
 * A photo fit to keep: checked by `readImage`, then re-encoded without metadata. `subject` names the
 * photo in a refusal when a request carries several ("side photo: The file is empty...").
 */
export async function cleanPhoto(
  input: Uint8Array,
  opts: ReencodeOptions & { subject?: string },
): Promise<{ bytes: Uint8Array; contentType: string }> {
  try {
    await readImage(input);
    const { bytes, contentType } = await reencode(input, opts);
    return { bytes, contentType };
  } catch (err) {
    if (opts.subject && err instanceof ImageError) {
      throw new ImageError(err.code, `${opts.subject}: ${err.message}`);
    }
    throw err;
  }
}

/** Decoded RGB pixels (3 bytes per pixel, row-major) of an auto-rotated image, at most maxSide wide/high. */
export async function toRgb(
  input: Uint8Array,
  maxSide: number,
): Promise<{ data: Uint8Array; width: number; height: number }> {
  const sharp = await loadSharp();
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS })
      .autoOrient()
      .resize(maxSide, maxSide, { fit: "inside", withoutEnlargement: true })
      .toColourspace("srgb")
      .flatten({ background: "#ffffff" })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return {
      data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      width: info.width,
      height: info.height,
    };
  } catch {
    throw new ImageError("corrupt_image");
  }
}
