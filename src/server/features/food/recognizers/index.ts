import type { Config } from "../../../config";
import { offThread } from "./off-thread";
import type { FoodRecognizer } from "./types";
import { createVisionRecognizer } from "./vision";

export * from "./types";

/**
 * The recogniser FOOD_RECOGNIZER names (detector by default). The on-device ones run in a worker
 * thread; the vision one only waits on the network.
 */
export function createRecognizer(food: Config["food"]): FoodRecognizer {
  switch (food.recognizer) {
    case "classifier":
      return offThread("classifier", { modelDir: food.modelDir });
    case "vision":
      return createVisionRecognizer({
        url: food.vision.url,
        apiKey: food.vision.apiKey,
        model: food.vision.model,
      });
    default:
      return offThread("detector");
  }
}
