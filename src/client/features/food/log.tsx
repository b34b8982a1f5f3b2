import { Check, Loader2, Pencil, Trash2, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import {
  type FoodDay,
  type FoodLogEntry,
  type FoodLogItem,
  foodWithPortion,
  plainFoodName,
} from "../../../shared/food";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Input, Select } from "../../components/ui/form";
import { messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";
import { newIdempotencyKey, useFoodSearch, useLogPlate, useRemoveFoodEntry, useUpdateFoodEntry } from "./api";
import { figuresOf, formatGrams, type PlateItem, servingOf, tidyPortion } from "./plate";

/** What the log API takes for one confirmed plate item; null when its figures are unknown. */
function logEntryFor(item: PlateItem): FoodLogItem | null {
  const food = item.food;
  const f = figuresOf(item);
  if (!food || !f) return null;
  const base = { detected_food: item.detectedLabel, confidence: item.confidence };
  if (food.kind === "usda") {
    return {
      ...base,
      ndb: food.ndb,
      grams: Math.round(item.amount * 10) / 10,
      portion_label: item.portionLabel ? tidyPortion(item.portionLabel) : null,
    };
  }
  if (food.kind === "drink") {
    // The server works the figures out again from the drink's USDA foods.
    return {
      ...base,
      drink: food.slug,
      grams: Math.round(item.amount * 10) / 10,
      portion_label: item.portionLabel ? tidyPortion(item.portionLabel) : null,
    };
  }
  return { ...base, name: food.name, grams: 0, portion_label: servingOf(item), calories: f.calories };
}

/** "Add to today's log" with the 'Keep photo' choice. */
export function AddToLog({
  items,
  image,
  picture = null,
  onLogged,
}: {
  items: PlateItem[];
  image: string | null;
  /** The analysed photo's sealed picture: the plate becomes one of her meals, known again next time. */
  picture?: string | null;
  onLogged?: () => void;
}) {
  const id = useId();
  // Keeping the photo is her choice, off until she ticks it (the privacy policy says so).
  const [keepPhoto, setKeepPhoto] = useState(false);
  const logPlate = useLogPlate();
  const saving = logPlate.isPending;
  const entries = items.map(logEntryFor).filter((e): e is FoodLogItem => e !== null);
  // The plate as last logged: the button says so until the plate changes, so nothing is logged twice by accident.
  const signature = JSON.stringify(entries);
  const [loggedAs, setLoggedAs] = useState<string | null>(null);
  const logged = loggedAs === signature;

  // One Idempotency-Key per plate as confirmed: if the answer is lost and she taps again, the same
  // key goes out and the server logs the plate once. A changed plate or photo choice gets a new key.
  const sent = useRef<{ signature: string; image: string | null; keepPhoto: boolean; key: string }>(null);
  const keyFor = (plate: { signature: string; image: string | null; keepPhoto: boolean }) => {
    const last = sent.current;
    if (
      last?.signature !== plate.signature ||
      last.image !== plate.image ||
      last.keepPhoto !== plate.keepPhoto
    ) {
      sent.current = { ...plate, key: newIdempotencyKey() };
    }
    return sent.current!.key;
  };

  const add = () => {
    // The whole plate in one request, all or nothing; the photo is stored once, with the first food.
    const key = keyFor({ signature, image, keepPhoto });
    const learned = picture ? { picture } : {};
    const plate =
      image && keepPhoto
        ? { items: entries, image, keepPhoto: true as const, ...learned }
        : { items: entries, keepPhoto: false as const, ...learned };
    logPlate.mutate(
      { plate, key },
      {
        onSuccess: () => {
          notify.success(
            "Added to today's log",
            entries.length === 1 ? "1 food was logged." : `${entries.length} foods were logged.`,
          );
          setLoggedAs(signature);
          onLogged?.();
        },
        onError: (e) =>
          notify.error("Could not add to your log", messageOf(e, "Something went wrong. Please try again.")),
      },
    );
  };

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-3 border-t border-line pt-4">
      <Button onClick={add} disabled={saving || logged || entries.length === 0}>
        {saving && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
        {logged && <Check className="size-4" aria-hidden="true" />}
        {saving ? "Adding…" : logged ? "Added to today's log" : "Add to today's log"}
      </Button>
      {image && (
        <label htmlFor={id} className="flex min-h-11 items-center gap-2 text-sm text-plum-700">
          <input
            id={id}
            type="checkbox"
            className="size-4 accent-blush-600"
            checked={keepPhoto}
            onChange={(e) => setKeepPhoto(e.target.checked)}
          />
          Keep photo
        </label>
      )}
      {image && (
        <p className="w-full text-xs text-plum-500">
          {keepPhoto
            ? "The photo is stored privately with your entry (location and camera details removed)."
            : "Only the food and its figures are stored, not the photo."}
          {picture &&
            " Bloom also keeps a learned picture of this meal (a few hundred numbers, not the photo) to recognise it when you photograph it again; deleting the entry deletes it."}
        </p>
      )}
    </div>
  );
}

function time(iso: string) {
  return new Date(iso).toLocaleTimeString(undefined, { hour: "numeric", minute: "2-digit" });
}

/** Edit an entry's amount: its household portions (looked up once) and grams. */
function EntryEditor({
  entry,
  onSaved,
  onCancel,
}: {
  entry: FoodLogEntry;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [grams, setGrams] = useState(String(entry.grams));
  const [portion, setPortion] = useState<string>("");
  const update = useUpdateFoodEntry();
  const saving = update.isPending;
  // Its household portions, looked up by name (a failed look-up leaves grams only).
  const search = useFoodSearch(entry.ndb ? entry.name : "");
  const portions = search.data?.foods.find((f) => f.ndb === entry.ndb)?.portions ?? [];
  // Start from the entry's own household portion when it has one, until she picks another.
  const current = portions.find(
    (p) => tidyPortion(p.label) === entry.portion_label && p.grams === entry.grams,
  );
  const [picked, setPicked] = useState(false);
  const shownPortion = picked ? portion : portion || current?.label || "";

  const n = Number(grams);
  const valid = grams !== "" && Number.isFinite(n) && n > 0 && n <= 5000;

  const save = () => {
    if (!valid) return;
    const p = portions.find((x) => x.label === shownPortion);
    update.mutate(
      { id: entry.id, patch: { grams: n, portion_label: p && p.grams === n ? tidyPortion(p.label) : null } },
      {
        onSuccess: () => {
          notify.success("Entry updated");
          onSaved();
        },
        onError: (e) =>
          notify.error("Could not update the entry", messageOf(e, "Something went wrong. Please try again.")),
      },
    );
  };

  return (
    <form
      className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,1fr)_6.5rem_auto] sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="min-w-0">
        <label htmlFor={`${id}-p`} className="block text-sm font-medium text-plum-700">
          Portion
        </label>
        <Select
          id={`${id}-p`}
          className="mt-1.5 truncate"
          value={shownPortion}
          disabled={portions.length === 0}
          onChange={(e) => {
            setPicked(true);
            setPortion(e.target.value);
            const p = portions.find((x) => x.label === e.target.value);
            if (p) setGrams(String(p.grams));
          }}
        >
          <option value="">Amount in grams</option>
          {portions.map((p) => (
            <option key={p.label} value={p.label}>
              {tidyPortion(p.label)} ({formatGrams(p.grams)})
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label htmlFor={`${id}-g`} className="block text-sm font-medium text-plum-700">
          Grams
        </label>
        <Input
          id={`${id}-g`}
          className="mt-1.5 max-w-32 sm:max-w-none"
          type="number"
          inputMode="decimal"
          min={1}
          max={5000}
          step="any"
          value={grams}
          aria-invalid={!valid || undefined}
          onChange={(e) => {
            setGrams(e.target.value);
            setPicked(true);
            setPortion("");
          }}
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={!valid || saving} aria-label={`Save ${entryName(entry)}`}>
          <Check className="size-4" aria-hidden="true" />
          Save
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel} aria-label="Cancel editing">
          <X className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
}

/** The name she reads in her log ("Cake, vanilla, frosted"); the entry keeps the USDA food. */
const entryName = (entry: FoodLogEntry) => plainFoodName(entry.ndb, entry.name);

function EntryRow({ entry }: { entry: FoodLogEntry }) {
  const [editing, setEditing] = useState(false);
  const removal = useRemoveFoodEntry();
  const deleting = removal.isPending;
  const name = entryName(entry);
  const remove = () =>
    removal.mutate(entry.id, {
      onSuccess: () => notify.success("Removed from today's log"),
      onError: (e) =>
        notify.error("Could not delete the entry", messageOf(e, "Something went wrong. Please try again.")),
    });
  return (
    <li className="py-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium break-words text-plum-900" title={entry.name}>
            {foodWithPortion(name, entry.portion_label)}
          </p>
          <p className="text-xs text-plum-500">
            {time(entry.logged_at)}
            {entry.grams > 0 && ` · ${formatGrams(entry.grams)}`}
            {entry.photo_url && " · photo kept"}
          </p>
          <p className="mt-0.5 text-sm text-plum-700">
            <strong className="font-semibold">{entry.calories} kcal</strong> · P {entry.protein} g · C{" "}
            {entry.carbs} g · F {entry.fat} g
          </p>
        </div>
        <div className="flex shrink-0 gap-1">
          {entry.grams > 0 && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Edit portion of ${name}`}
              aria-expanded={editing}
              onClick={() => setEditing((v) => !v)}
            >
              <Pencil className="size-4" aria-hidden="true" />
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Delete ${name}`}
            disabled={deleting}
            onClick={remove}
          >
            {deleting ? (
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <Trash2 className="size-4" aria-hidden="true" />
            )}
          </Button>
        </div>
      </div>
      {editing && (
        <EntryEditor entry={entry} onCancel={() => setEditing(false)} onSaved={() => setEditing(false)} />
      )}
    </li>
  );
}

/** "Today's food": the day's entries and totals against the daily target. */
export function TodayFood({
  day,
  error,
  loading,
  reload,
}: {
  day: FoodDay | null;
  error: string | null;
  loading: boolean;
  reload: () => void;
}) {
  const total = day?.totals.calories ?? 0;
  const target = day?.target.kcal ?? 0;
  const share = target > 0 ? Math.min(100, Math.round((total / target) * 100)) : 0;
  return (
    <Card aria-labelledby="todays-food" className="min-h-56">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="todays-food" className="text-2xl">
          Today's food
        </h2>
        {loading && (
          <Loader2 className="size-4 animate-spin text-plum-500" aria-label="Loading today's food" />
        )}
      </div>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}{" "}
          <button type="button" className="underline" onClick={reload}>
            Try again
          </button>
        </p>
      )}
      {day && (
        <>
          <div className="mt-4">
            <p className="text-plum-700">
              <span className="text-2xl font-semibold text-plum-900">{total.toLocaleString()}</span> of{" "}
              {target.toLocaleString()} kcal
              <span className="text-plum-500">
                {" "}
                · P {day.totals.protein} g · C {day.totals.carbs} g · F {day.totals.fat} g
              </span>
            </p>
            <div className="mt-2 h-2.5 overflow-hidden rounded-full bg-blush-100" aria-hidden="true">
              <div className="h-full rounded-full bg-sage-500" style={{ width: `${share}%` }} />
            </div>
            <p className="mt-2 text-xs text-plum-500">
              {day.target.basis} {day.target.note}
            </p>
          </div>
          {day.entries.length === 0 ? (
            <p className="mt-5 rounded-xl bg-sage-50 px-4 py-3 text-sm text-sage-700">
              Nothing logged yet today. Analyze a photo or search for a food, then choose “Add to today's
              log”.
            </p>
          ) : (
            <ul className="mt-3 divide-y divide-line" aria-label="Today's entries">
              {day.entries.map((e) => (
                <EntryRow key={e.id} entry={e} />
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}

/** For visitors: a short prompt to log in to keep a food log. */
export function LogInPrompt() {
  return (
    <Card className="min-h-32">
      <h2 className="text-2xl">Today's food</h2>
      <p className="mt-2 text-plum-700">
        <Link to="/login" className="font-medium text-blush-700 underline underline-offset-2">
          Log in
        </Link>{" "}
        to keep a food log: save what you eat and see your day's total against your daily estimate. Photos you
        analyze here without logging in are not stored.
      </p>
    </Card>
  );
}
