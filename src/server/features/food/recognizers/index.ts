import type { Config } from "../../../config";
import { createClassifierRecognizer } from "./classifier";
import { createDetectorRecognizer } from "./detector";
import type { FoodRecognizer } from "./types";
import { createVisionRecognizer } from "./vision";

export * from "./types";

/** The recogniser FOOD_RECOGNIZER names (detector by default). */
export function createRecognizer(food: Config["food"]): FoodRecognizer {
  switch (food.recognizer) {
    case "classifier":
      return createClassifierRecognizer(food.modelDir);
    case "vision":
      return createVisionRecognizer({
        url: food.vision.url,
        apiKey: food.vision.apiKey,
        model: food.vision.model,
      });
    default:
      return createDetectorRecognizer();
  }
}
