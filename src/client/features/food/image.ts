/** Browser-side image handling: keep uploads small by downscaling big photos before they are sent. */

export const MAX_SIDE = 1600;
const JPEG_QUALITY = 0.88;
/** Files under this size and within MAX_SIDE are sent as they are. */
const SMALL_FILE = 1.5 * 1024 * 1024;

export const NOT_AN_IMAGE_MESSAGE = "That file is not an image. Please choose a photo (JPEG, PNG or WebP).";

export function isImageFile(file: File): boolean {
  return file.type.startsWith("image/");
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read."));
    reader.readAsDataURL(file);
  });
}

/** Draws a picture scaled to fit MAX_SIDE and encodes it as a JPEG data URL. */
export function drawToJpeg(source: CanvasImageSource, width: number, height: number): string {
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("This browser cannot draw images.");
  // JPEG has no transparency: paint a white background first (PNG cut-outs stay readable).
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(source, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL("image/jpeg", JPEG_QUALITY);
}

/**
 * The file as a data URL, downscaled to MAX_SIDE when it is large. A file the browser cannot
 * decode is passed on unchanged, so the server can say what is wrong with it.
 */
export async function fileToDataUrl(file: File): Promise<string> {
  let bitmap: ImageBitmap | undefined;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return readAsDataUrl(file);
  }
  try {
    if (file.size <= SMALL_FILE && Math.max(bitmap.width, bitmap.height) <= MAX_SIDE)
      return readAsDataUrl(file);
    return drawToJpeg(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}
