import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import type { FoodAnalysis, FoodCandidate, UsualMeal } from "../../../shared/food";
import { FormAlert } from "../../components/ui/form";
import { ApiError, messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";
import { useAuth } from "../auth";
import { foodApi, foodKeys, useAnalyzeFood, useFoodDay, useSomethingElse } from "./api";
import { CAMERA_ERROR_DESCRIPTION, CAMERA_ERROR_TITLE } from "./camera";
import { fileToDataUrl } from "./image";
import { AddToLog, LogInPrompt, TodayFood } from "./log";
import { MealWords } from "./meal-words";
import { PhotoPanel } from "./photo-panel";
import {
  itemForCandidate,
  itemForFood,
  type PlateFood,
  type PlateItem,
  plateFromAnalysis,
  usdaFood,
} from "./plate";
import { amountFor } from "./plate-item";
import { ResultPanel } from "./result";
import { NearestMeals, UsualMealQuestion } from "./usual-meal";
import { YourMeals } from "./your-meals";

const ANALYSIS_TITLE = "Analysis Failed";
const ANALYSIS_DESCRIPTION = "There was an error analyzing your image. Please try again.";

interface PageError {
  title: string;
  description: string;
  /** The server's own words about the file, when it gave them. */
  detail?: string;
}

/** The server's message when it refused the file itself (too large, not an image, ...). */
function fileProblem(error: unknown): string | undefined {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message)
    return error.message;
  return undefined;
}

export function Component() {
  const { isAuthenticated, isLoading } = useAuth();
  const log = useFoodDay(isAuthenticated);
  const [image, setImage] = useState<string | null>(null);
  const [analysis, setAnalysis] = useState<FoodAnalysis | null>(null);
  const [plate, setPlate] = useState<PlateItem[]>([]);
  const analyzer = useAnalyzeFood();
  const analyzing = analyzer.isPending;
  const queryClient = useQueryClient();
  const [busyCandidate, setBusyCandidate] = useState<string | null>(null);
  const [error, setError] = useState<PageError | null>(null);
  // Her usual meal for this photo: offered by Bloom, or picked from her nearest meals.
  const [question, setQuestion] = useState<{ meal: UsualMeal; offered: boolean } | null>(null);
  const [somethingElse, setSomethingElse] = useState(false);
  const refuse = useSomethingElse();
  const picture = analysis?.usual?.picture ?? null;

  const clearResult = () => {
    setAnalysis(null);
    setPlate([]);
    setQuestion(null);
    setSomethingElse(false);
  };

  const onCameraError = useCallback(() => {
    setError({ title: CAMERA_ERROR_TITLE, description: CAMERA_ERROR_DESCRIPTION });
    notify.error(CAMERA_ERROR_TITLE, CAMERA_ERROR_DESCRIPTION);
  }, []);
  const onCameraStart = useCallback(() => setError(null), []);

  const onImage = (dataUrl: string) => {
    setError(null);
    setImage(dataUrl);
    clearResult();
  };

  const onFile = async (file: File) => {
    try {
      onImage(await fileToDataUrl(file));
    } catch {
      onReject("That photo could not be read. Please choose another.");
    }
  };

  const onReject = (message: string) => {
    setError({ title: "Please choose an image", description: message });
    notify.error("Please choose an image", message);
  };

  const analyze = () => {
    if (!image || analyzing) return;
    setError(null);
    analyzer.mutate(image, {
      onSuccess: (result) => {
        setAnalysis(result);
        setPlate(plateFromAnalysis(result));
        setSomethingElse(false);
        const usual = result.usual?.usual;
        setQuestion(usual ? { meal: usual, offered: true } : null);
      },
      onError: (e) => {
        setError({ title: ANALYSIS_TITLE, description: ANALYSIS_DESCRIPTION, detail: fileProblem(e) });
        notify.error(ANALYSIS_TITLE, ANALYSIS_DESCRIPTION);
      },
    });
  };

  const reset = () => {
    setImage(null);
    clearResult();
    setError(null);
  };

  const changeItem = (id: string, patch: Partial<PlateItem>) =>
    setPlate((items) => items.map((it) => (it.id === id ? { ...it, ...patch } : it)));

  const pickCandidate = async (id: string, c: FoodCandidate) => {
    if (!c.ndb) return;
    const fromAnalysis = c.food ?? analysis?.items.find((it) => it.ndb === c.ndb);
    const patch = { detectedLabel: c.label, confidence: c.confidence };
    if (fromAnalysis) {
      const food = usdaFood(fromAnalysis);
      changeItem(id, { ...patch, food, ...amountFor(food) });
      return;
    }
    setBusyCandidate(c.label);
    try {
      const q = c.name ?? c.label;
      const r = await queryClient.fetchQuery({
        queryKey: foodKeys.search(q),
        queryFn: () => foodApi.search(q),
      });
      const hit = r.foods.find((f) => f.ndb === c.ndb);
      if (!hit) throw new Error("not found");
      const food = usdaFood(hit);
      changeItem(id, { ...patch, food, ...amountFor(food) });
    } catch {
      notify.error("Could not load that food", "Please search for it by name instead.");
    } finally {
      setBusyCandidate(null);
    }
  };

  const addFood = (food: PlateFood) => setPlate((items) => [...items, itemForFood(food)]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl sm:text-4xl">Food Calorie Checker</h1>
      <p className="mt-2 max-w-2xl text-plum-500">
        Take or upload a photo of your meal: Bloom's server looks for ten common foods (banana, apple, orange,
        broccoli, carrot, hot dog, pizza, donut, cake and sandwich) and, once you are signed in, learns your
        own meals from the photos you log, so the next photo of your usual breakfast takes one tap. For
        anything else, describe your meal in words or search for it by name. Not quite right? Pick another
        food or change the portion: the figures update at once.
      </p>
      <div className="mt-4 min-h-0" aria-live="assertive">
        {error && (
          <FormAlert>
            <p>
              <strong>{error.title}:</strong> {error.description}
            </p>
            {error.detail && <p className="mt-1">{error.detail}</p>}
          </FormAlert>
        )}
      </div>
      <div className="mt-4 grid items-start gap-6 lg:grid-cols-2">
        <PhotoPanel
          image={image}
          analyzing={analyzing}
          onImage={onImage}
          onFile={(f) => void onFile(f)}
          onReject={onReject}
          onCameraError={onCameraError}
          onCameraStart={onCameraStart}
          onAnalyze={analyze}
          onReset={reset}
        />
        {question && picture ? (
          <UsualMealQuestion
            key={question.meal.id}
            meal={question.meal}
            picture={picture}
            offered={question.offered}
            onLogged={() => undefined}
            onSomethingElse={() => {
              // Kept so Bloom learns (only for the meal it offered); then the search and the candidates.
              if (question.offered)
                refuse.mutate(
                  { id: question.meal.id, picture },
                  {
                    onError: (e) =>
                      notify.error("Could not save your answer", messageOf(e, "Please try again.")),
                  },
                );
              setQuestion(null);
              setSomethingElse(true);
              setPlate([]);
            }}
          />
        ) : (
          <div className="space-y-6">
            {!somethingElse && (
              <NearestMeals
                meals={analysis?.usual?.nearest ?? []}
                onPick={(meal) => setQuestion({ meal, offered: false })}
              />
            )}
            <ResultPanel
              analysis={analysis}
              somethingElse={somethingElse}
              items={plate}
              busyCandidate={busyCandidate}
              onChangeItem={changeItem}
              onPickCandidate={(id, c) => void pickCandidate(id, c)}
              onRemoveItem={(id) => setPlate((items) => items.filter((it) => it.id !== id))}
              onAddFood={addFood}
              onConfirm={(c) => {
                const item = itemForCandidate(c);
                if (item) setPlate([item]);
              }}
              footer={isAuthenticated ? <AddToLog items={plate} image={image} picture={picture} /> : null}
            />
          </div>
        )}
      </div>
      <MealWords signedIn={isAuthenticated} />
      <div className="mt-6">
        {isLoading ? (
          <div className="min-h-56" />
        ) : isAuthenticated ? (
          <TodayFood
            day={log.data ?? null}
            error={
              log.isError ? messageOf(log.error, "Could not load today's food. Please try again.") : null
            }
            loading={log.isFetching}
            reload={() => void log.refetch()}
          />
        ) : (
          <LogInPrompt />
        )}
      </div>
      {isAuthenticated && (
        <div className="mt-6">
          <YourMeals />
        </div>
      )}
    </div>
  );
}
