/** The picture a recogniser gets: the re-encoded JPEG (no metadata) and its decoded RGB pixels. */
export interface RecognizerImage {
  jpeg: Uint8Array;
  /** width × height × 3 bytes, row-major RGB. */
  rgb: Uint8Array;
  width: number;
  height: number;
}

export interface Recognition {
  /** A food name in plain English ("banana", "hot dog", "pad thai"). */
  label: string;
  /** 0..1 */
  confidence: number;
  /** The recogniser's estimate of the amount, when it makes one (vision models). */
  grams?: number;
}

export interface FoodRecognizer {
  name: string;
  /** Candidates, most likely first. An empty list means nothing food-like was recognised. */
  recognize(image: RecognizerImage): Promise<Recognition[]>;
}

/** The recogniser is misconfigured or its backend failed (a 503 to the user, never their fault). */
export class RecognizerUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RecognizerUnavailableError";
  }
}
