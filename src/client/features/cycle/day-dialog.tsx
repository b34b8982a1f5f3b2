import { useId, useState } from "react";
import {
  BLEEDING_LEVELS,
  CERVIX_FIRMNESS,
  CERVIX_OPENINGS,
  CERVIX_POSITIONS,
  CONTRACEPTION,
  type CycleDayLog,
  MUCUS_FEELINGS,
  MUCUS_TEXTURES,
  SYMPTOMS,
  type Symptom,
} from "../../../shared/cycle/observations";
import type { DayInput } from "../../../shared/cycle/schemas";
import { fromCelsius, type TemperatureUnit } from "../../../shared/cycle/temperature";
import { DEFAULT_UNITS, temperatureUnitOf } from "../../../shared/units";
import { HerUrgentHelp, useUrgentHelpAfterSave } from "../../components/safety/her-urgent-help";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Field, FormAlert, Input, Select, Textarea } from "../../components/ui/form";
import { Spinner } from "../../components/ui/spinner";
import { messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";
import { QUEUED_NOTE, QUEUED_TITLE } from "../../lib/offline/copy";
import { readOffline } from "../../lib/offline/read-offline";
import { todayLocal } from "../../lib/time-zone";
import { useAuth } from "../auth";
import { useCycleDay, useSaveDay } from "./api";
import { longDate } from "./copy";

const SYMPTOM_LABEL: Record<Symptom, string> = {
  cramps: "Cramps",
  ovulationPain: "Ovulation pain",
  headache: "Headache",
  backache: "Backache",
  nausea: "Nausea",
  tenderBreasts: "Tender breasts",
  migraine: "Migraine",
  other: "Other",
};
const CONTRACEPTION_LABEL: Record<(typeof CONTRACEPTION)[number], string> = {
  none: "None (unprotected)",
  condom: "Condom",
  pill: "Pill",
  iud: "IUD",
  patch: "Patch",
  ring: "Ring",
  implant: "Implant",
  diaphragm: "Diaphragm",
  other: "Other",
};
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The form's own state: strings for selects ("" = not logged), so nothing she typed is ever coerced away. */
interface DayForm {
  bleeding: string;
  bleedingExclude: boolean;
  temperature: string;
  time: string;
  temperatureExclude: boolean;
  feeling: string;
  texture: string;
  mucusExclude: boolean;
  opening: string;
  firmness: string;
  position: string;
  cervixExclude: boolean;
  lhTest: string;
  sexPartner: boolean;
  sexSolo: boolean;
  contraception: string;
  symptoms: Symptom[];
  note: string;
}

function formOf(day: CycleDayLog, unit: TemperatureUnit): DayForm {
  const t = day.temperature;
  return {
    bleeding: day.bleeding ? String(day.bleeding.value) : "",
    bleedingExclude: day.bleeding?.exclude ?? false,
    temperature: t ? fromCelsius(t.valueC, unit).toFixed(2) : "",
    time: t?.time ?? "",
    temperatureExclude: t?.exclude ?? false,
    feeling: day.mucus?.feeling != null ? String(day.mucus.feeling) : "",
    texture: day.mucus?.texture != null ? String(day.mucus.texture) : "",
    mucusExclude: day.mucus?.exclude ?? false,
    opening: day.cervix?.opening != null ? String(day.cervix.opening) : "",
    firmness: day.cervix?.firmness != null ? String(day.cervix.firmness) : "",
    position: day.cervix?.position != null ? String(day.cervix.position) : "",
    cervixExclude: day.cervix?.exclude ?? false,
    lhTest: day.lhTest ?? "",
    sexPartner: day.sex?.partner ?? false,
    sexSolo: day.sex?.solo ?? false,
    contraception: day.sex?.contraception[0] ?? "",
    symptoms: day.symptoms,
    note: day.note ?? "",
  };
}

const num = (s: string) => (s === "" ? null : Number(s));

/** The whole day for `PUT /api/cycle/days/:date`; what the dialog does not show is kept as it was. */
function inputOf(form: DayForm, day: CycleDayLog, unit: TemperatureUnit, initial: DayForm): DayInput {
  const t = day.temperature;
  let temperature: DayInput["temperature"] = null;
  if (form.temperature.trim() !== "") {
    // An untouched reading goes back in °C as stored, so showing it in °F never rounds it.
    const unchanged = t && form.temperature === initial.temperature;
    temperature = {
      value: unchanged ? t.valueC : Number(form.temperature.replace(",", ".")),
      unit: unchanged ? "C" : unit,
      time: form.time || null,
      exclude: form.temperatureExclude,
      note: t?.note ?? null,
    };
  }
  const contraception = form.contraception
    ? [form.contraception, ...(day.sex?.contraception.slice(1) ?? [])]
    : (day.sex?.contraception.slice(1) ?? []);
  return {
    temperature,
    bleeding: form.bleeding ? { value: Number(form.bleeding), exclude: form.bleedingExclude } : null,
    mucus:
      form.feeling || form.texture
        ? { feeling: num(form.feeling), texture: num(form.texture), exclude: form.mucusExclude }
        : null,
    cervix:
      form.opening || form.firmness || form.position
        ? {
            opening: num(form.opening),
            firmness: num(form.firmness),
            position: num(form.position),
            exclude: form.cervixExclude,
          }
        : null,
    lhTest: (form.lhTest || null) as DayInput["lhTest"],
    sex:
      form.sexPartner || form.sexSolo || contraception.length || day.sex?.note
        ? {
            partner: form.sexPartner,
            solo: form.sexSolo,
            contraception: contraception as (typeof CONTRACEPTION)[number][],
            note: day.sex?.note ?? null,
          }
        : null,
    desire: day.desire,
    symptoms: form.symptoms,
    symptomNote: day.symptomNote,
    moods: day.moods,
    moodNote: day.moodNote,
    note: form.note,
  };
}

/**
 * The day dialog: every observation of one day, each reading with its "exclude" box. Saving
 * replaces the day (the temperature included: this is where she edits it); 'Cycle data logged'.
 */
export function DayDialog({
  open,
  onOpenChange,
  date: initialDate,
  typedTemperature,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  date: string;
  /** A second reading she typed for a day that already had one: offered beside the first. */
  typedTemperature?: string | null;
}) {
  // The parent remounts the dialog for each opening, so this starts at the day it was opened for.
  const [date, setDate] = useState(initialDate);
  const help = useUrgentHelpAfterSave(onOpenChange);
  const today = todayLocal();
  const day = useCycleDay(date, open);

  return (
    <Dialog
      open={open}
      onOpenChange={help.onOpenChange}
      title="Log your cycle day"
      description={longDate(date)}
      wide
    >
      {help.finding && <HerUrgentHelp finding={help.finding} focusOnMount onDismiss={help.dismiss} />}
      <div hidden={help.finding !== null} className="space-y-5">
        <Field id="cycle-day-date" label="Day">
          <Input
            id="cycle-day-date"
            type="date"
            value={date}
            max={today}
            onChange={(e) => e.target.value && e.target.value <= today && setDate(e.target.value)}
          />
        </Field>
        {day.isError ? (
          <FormAlert>{messageOf(day.error, "Something went wrong. Please try again.")}</FormAlert>
        ) : !day.data || !day.isFetchedAfterMount ? (
          // The form starts from the day as stored now, never from an older copy in the cache.
          <Spinner />
        ) : (
          <DayFormView
            key={date}
            day={day.data}
            typedTemperature={date === initialDate ? typedTemperature : null}
            onSaved={help.afterSave}
          />
        )}
      </div>
    </Dialog>
  );
}

function DayFormView({
  day,
  typedTemperature,
  onSaved,
}: {
  day: CycleDayLog;
  typedTemperature?: string | null;
  onSaved: (safety: import("../../../shared/safety").SafetyFinding | null) => void;
}) {
  const { profile } = useAuth();
  const unit = temperatureUnitOf(profile?.units ?? DEFAULT_UNITS);
  const [initial] = useState(() => formOf(day, unit));
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveDay();
  const id = useId();
  const set = <K extends keyof DayForm>(key: K, value: DayForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    if (form.temperature.trim() !== "" && !Number.isFinite(Number(form.temperature.replace(",", ".")))) {
      setError("Temperature must be a number.");
      return;
    }
    try {
      const input = inputOf(form, day, unit, initial);
      const result = await save.mutateAsync({ date: day.date, input });
      if (result.status === "saved") {
        notify.success("Cycle data logged");
        onSaved(result.answer.safety);
      } else {
        notify.info(QUEUED_TITLE, QUEUED_NOTE);
        onSaved(
          await readOffline(
            profile?.motherhood_stage,
            input.note,
            input.symptomNote,
            input.moodNote,
            input.temperature?.note,
          ),
        );
      }
    } catch (err) {
      // The form keeps every value: she fixes what the server named and saves again.
      setError(messageOf(err, "Something went wrong. Please try again."));
    }
  }

  const exclude = (
    key: "bleedingExclude" | "temperatureExclude" | "mucusExclude" | "cervixExclude",
    what: string,
  ) => (
    <label className="mt-2 flex items-center gap-2 text-sm text-plum-700">
      <input
        type="checkbox"
        className="size-4 accent-blush-600"
        checked={form[key]}
        onChange={(e) => set(key, e.target.checked)}
      />
      Exclude this {what} (illness, a late night, alcohol)
    </label>
  );
  const select = (
    key: "feeling" | "texture" | "opening" | "firmness" | "position",
    label: string,
    options: readonly string[],
  ) => (
    <Field id={`${id}-${key}`} label={label}>
      <Select id={`${id}-${key}`} value={form[key]} onChange={(e) => set(key, e.target.value)}>
        <option value="">Not noted</option>
        {options.map((o, i) => (
          <option key={o} value={String(i)}>
            {cap(o)}
          </option>
        ))}
      </Select>
    </Field>
  );
  const section = "rounded-2xl border border-line p-4";
  const legend = "px-1 text-sm font-semibold text-plum-900";

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {error && <FormAlert>{error}</FormAlert>}

      <fieldset className={section}>
        <legend className={legend}>Bleeding</legend>
        <div className="flex flex-wrap gap-2">
          {["", ...BLEEDING_LEVELS].map((level, i) => {
            const value = level === "" ? "" : String(i - 1);
            return (
              <label
                key={level || "none"}
                className="flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-line px-3 text-sm has-[:checked]:border-blush-600 has-[:checked]:bg-blush-50"
              >
                <input
                  type="radio"
                  name={`${id}-bleeding`}
                  className="accent-blush-600"
                  checked={form.bleeding === value}
                  onChange={() => set("bleeding", value)}
                />
                {level === "" ? "None" : cap(level)}
              </label>
            );
          })}
        </div>
        <p className="mt-2 text-xs text-plum-500">
          A cycle starts on the first day of light, medium or heavy bleeding; spotting alone does not start
          one.
        </p>
        {form.bleeding !== "" && exclude("bleedingExclude", "bleeding")}
      </fieldset>

      <fieldset className={section}>
        <legend className={legend}>Basal temperature</legend>
        {typedTemperature && (
          <div className="mb-3 flex flex-wrap items-center gap-2 rounded-xl bg-honey-100 p-3 text-sm text-plum-900">
            <span>
              You typed {typedTemperature} °{unit}. Edit the first reading below, or use this one instead.
            </span>
            <Button size="sm" variant="outline" onClick={() => set("temperature", typedTemperature)}>
              Use {typedTemperature} °{unit}
            </Button>
          </div>
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            id={`${id}-temperature`}
            label={`Temperature (°${unit})`}
            hint="Taken on waking, before getting up."
          >
            <Input
              id={`${id}-temperature`}
              inputMode="decimal"
              value={form.temperature}
              onChange={(e) => set("temperature", e.target.value)}
              placeholder={unit === "F" ? "e.g. 97.70" : "e.g. 36.50"}
              aria-describedby={`${id}-temperature-hint`}
            />
          </Field>
          <Field id={`${id}-time`} label="Time measured">
            <Input
              id={`${id}-time`}
              type="time"
              value={form.time}
              onChange={(e) => set("time", e.target.value)}
            />
          </Field>
        </div>
        {form.temperature !== "" && exclude("temperatureExclude", "temperature")}
      </fieldset>

      <fieldset className={section}>
        <legend className={legend}>Cervical mucus</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {select("feeling", "Feeling", MUCUS_FEELINGS)}
          {select("texture", "Texture", MUCUS_TEXTURES)}
        </div>
        {(form.feeling !== "" || form.texture !== "") && exclude("mucusExclude", "mucus reading")}
      </fieldset>

      <fieldset className={section}>
        <legend className={legend}>Cervix</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {select("opening", "Opening", CERVIX_OPENINGS)}
          {select("firmness", "Firmness", CERVIX_FIRMNESS)}
          {select("position", "Position", CERVIX_POSITIONS)}
        </div>
        {(form.opening !== "" || form.firmness !== "" || form.position !== "") &&
          exclude("cervixExclude", "cervix reading")}
      </fieldset>

      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${id}-lh`} label="LH test">
          <Select id={`${id}-lh`} value={form.lhTest} onChange={(e) => set("lhTest", e.target.value)}>
            <option value="">Not taken</option>
            <option value="negative">Negative</option>
            <option value="positive">Positive</option>
          </Select>
        </Field>
        <Field id={`${id}-contraception`} label="Contraception">
          <Select
            id={`${id}-contraception`}
            value={form.contraception}
            onChange={(e) => set("contraception", e.target.value)}
          >
            <option value="">Not noted</option>
            {CONTRACEPTION.map((c) => (
              <option key={c} value={c}>
                {CONTRACEPTION_LABEL[c]}
              </option>
            ))}
          </Select>
        </Field>
      </div>

      <fieldset className={section}>
        <legend className={legend}>Sex</legend>
        <div className="flex flex-wrap gap-4 text-sm text-plum-700">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-4 accent-blush-600"
              checked={form.sexPartner}
              onChange={(e) => set("sexPartner", e.target.checked)}
            />
            With a partner
          </label>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-4 accent-blush-600"
              checked={form.sexSolo}
              onChange={(e) => set("sexSolo", e.target.checked)}
            />
            Solo
          </label>
        </div>
      </fieldset>

      <fieldset className={section}>
        <legend className={legend}>Symptoms</legend>
        <div className="grid grid-cols-2 gap-2 text-sm text-plum-700 sm:grid-cols-4">
          {SYMPTOMS.map((s) => (
            <label key={s} className="flex items-center gap-2">
              <input
                type="checkbox"
                className="size-4 accent-blush-600"
                checked={form.symptoms.includes(s)}
                onChange={(e) =>
                  set(
                    "symptoms",
                    e.target.checked ? [...form.symptoms, s] : form.symptoms.filter((x) => x !== s),
                  )
                }
              />
              {SYMPTOM_LABEL[s]}
            </label>
          ))}
        </div>
      </fieldset>

      <Field id={`${id}-note`} label="Note (optional)">
        <Textarea
          id={`${id}-note`}
          value={form.note}
          maxLength={2000}
          onChange={(e) => set("note", e.target.value)}
          placeholder="Anything else about today"
        />
      </Field>

      <Button type="submit" className="w-full" disabled={save.isPending}>
        {save.isPending ? "Saving..." : "Save day"}
      </Button>
    </form>
  );
}
