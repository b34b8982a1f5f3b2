/**
 * A photo's learned picture as Bloom keeps and carries it (decision 019): 320 float16 values (640
 * bytes), and, between the analysis and her tap, sealed with an HMAC bound to her account.
 */
import { Buffer } from "node:buffer";
import { createHmac, timingSafeEqual } from "node:crypto";
import { badRequest } from "../../http/errors";
import { EMBEDDING_SIZE } from "./recognizers/embedder";

const MAC_BYTES = 16;

// --- float16 ------------------------------------------------------------------------------------

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);

/** IEEE half precision, rounded to nearest: plenty for unit-vector components (|x| ≤ 1). */
function toHalf(value: number): number {
  f32[0] = value;
  const x = u32[0]!;
  const sign = (x >>> 16) & 0x8000;
  const exp = ((x >>> 23) & 0xff) - 112;
  const mant = x & 0x7fffff;
  if (exp >= 31) return sign | 0x7c00;
  if (exp <= 0) return exp < -10 ? sign : sign | ((((mant | 0x800000) >> (1 - exp)) + 0x1000) >> 13);
  return (sign | (exp << 10) | (mant >> 13)) + ((mant >> 12) & 1);
}

function fromHalf(h: number): number {
  const sign = h & 0x8000 ? -1 : 1;
  const exp = (h >> 10) & 0x1f;
  const mant = h & 0x3ff;
  if (exp === 0) return sign * mant * 2 ** -24;
  if (exp === 31) return mant ? Number.NaN : sign * Number.POSITIVE_INFINITY;
  return sign * (1 + mant / 1024) * 2 ** (exp - 15);
}

export function encodeEmbedding(values: ArrayLike<number>): Uint8Array {
  const out = new Uint8Array(values.length * 2);
  const view = new DataView(out.buffer);
  for (let i = 0; i < values.length; i++) view.setUint16(i * 2, toHalf(values[i]!), true);
  return out;
}

export function decodeEmbedding(bytes: Uint8Array): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Float32Array(bytes.byteLength / 2);
  for (let i = 0; i < out.length; i++) out[i] = fromHalf(view.getUint16(i * 2, true));
  return out;
}

// --- the sealed picture ---------------------------------------------------------------------------

function mac(secret: string, userId: string, bytes: Uint8Array): Buffer {
  return createHmac("sha256", secret)
    .update(`bloom food picture\0${userId}\0`)
    .update(bytes)
    .digest()
    .subarray(0, MAC_BYTES);
}

/**
 * The picture as the page carries it between the analysis and her tap: the float16 values and a MAC
 * bound to her account, so only a picture Bloom computed for her can be learned into her meals.
 */
export function sealPicture(embedding: ArrayLike<number>, userId: string, secret: string): string {
  const bytes = encodeEmbedding(embedding);
  return Buffer.concat([bytes, mac(secret, userId, bytes)]).toString("base64url");
}

/** The picture's bytes (float16), or a 400 when it was not sealed for her. */
export function openPicture(sealed: string, userId: string, secret: string): Uint8Array {
  const all = Buffer.from(sealed, "base64url");
  const bytes = all.subarray(0, all.length - MAC_BYTES);
  if (
    bytes.length !== EMBEDDING_SIZE * 2 ||
    !timingSafeEqual(all.subarray(bytes.length), mac(secret, userId, bytes))
  )
    throw badRequest("picture must be the sealed picture of one of your analyses.");
  return new Uint8Array(bytes);
}
