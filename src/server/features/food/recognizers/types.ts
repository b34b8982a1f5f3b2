/**
 * The picture a recogniser gets, as its `input` asks: decoded RGB pixels (on-device models), or a
 * re-encoded JPEG without metadata (a recogniser that sends the photo to a service).
 */
export type RecognizerImage =
  | {
      /** width × height × 3 bytes, row-major RGB. */
      rgb: Uint8Array;
      width: number;
      height: number;
      jpeg?: undefined;
    }
  | { jpeg: Uint8Array; rgb?: undefined; width?: undefined; height?: undefined };

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
  /** What it reads: pixels, or the JPEG. Each upload is decoded only for what is read. */
  input: "rgb" | "jpeg";
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
