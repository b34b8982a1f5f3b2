import {
  BLEEDING_LEVELS,
  type BleedingValue,
  type CycleDayLog,
  emptyDay,
  type LhResult,
  MUCUS_VALUES,
  type MucusValue,
} from "../cycle/observations";

/**
 * Her records as a FHIR R4 Bundle (type "collection"): one Patient (her name) and Observations with
 * LOINC codes where LOINC has one, values in UCUM units. Pure: the caller reads her records and
 * passes them in, with a source of ids, so the same records always give the same Bundle.
 *
 * Screening results (PHQ-9, GAD-7), once Bloom records them, come in as `questionnaires` and go out
 * as QuestionnaireResponses: nothing else here needs to change.
 */

export const LOINC = "http://loinc.org";
export const UCUM = "http://unitsofmeasure.org";
export const SNOMED = "http://snomed.info/sct";
/**
 * HL7's personal-health-record code system (the PHR implementation guide's
 * `observation-reproductive-health-codes`): cervical mucus quality has a code there and none in LOINC.
 */
export const PHR_CODES = "http://hl7.org/fhir/uv/phr/CodeSystem/observation-pghd-codes";
/**
 * Bloom's own codes for what neither LOINC nor the PHR codes we could check name (a day's LH test
 * as she reads it at home, and the Sensiplan mucus categories as values). Kept in one place so
 * they can move to a published code system.
 */
export const BLOOM_CYCLE_CODES = "urn:bloom:fhir:cycle-signs";

export const CODES = {
  lastMenstrualPeriod: { system: LOINC, code: "8665-2", display: "Last menstrual period start date" },
  dueDate: { system: LOINC, code: "11778-8", display: "Delivery date Estimated" },
  dueDateFromLastPeriod: {
    system: LOINC,
    code: "11779-6",
    display: "Delivery date Estimated from last menstrual period",
  },
  dueDateFromOvulation: {
    system: LOINC,
    code: "11780-4",
    display: "Delivery date Estimated from ovulation date",
  },
  pregnancyStatus: { system: LOINC, code: "82810-3", display: "Pregnancy status" },
  bodyWeight: { system: LOINC, code: "29463-7", display: "Body weight" },
  bodyTemperature: { system: LOINC, code: "8310-5", display: "Body temperature" },
  menstrualFlow: { system: LOINC, code: "49033-4", display: "Menstrual flow" },
  cervicalMucus: { system: PHR_CODES, code: "cervicalMucusQuality", display: "Cervical mucus quality" },
  lhTest: { system: BLOOM_CYCLE_CODES, code: "lh-test", display: "Ovulation (LH) home test" },
} as const;

const PREGNANT = { system: SNOMED, code: "77386006", display: "Pregnant" };
const BASAL_METHOD = { text: "Basal body temperature, taken on waking" };
const VITAL_SIGNS = [
  {
    coding: [{ system: "http://terminology.hl7.org/CodeSystem/observation-category", code: "vital-signs" }],
  },
];

type Coding = { system: string; code: string; display: string };
type Resource = Record<string, unknown> & { resourceType: string };

export interface ScreeningResult {
  /** e.g. "PHQ-9": the Questionnaire's canonical URL or name. */
  questionnaire: string;
  completedAt: string;
  items: { linkId: string; text: string; answer: number }[];
}

export interface FhirInput {
  name: string;
  /** When the Bundle was made (ISO instant). */
  timestamp: string;
  days: readonly CycleDayLog[];
  lastPeriodStart: string | null;
  /** Bloom sets the due date from her last period (280 days), or works the period back from it. */
  dueDate: string | null;
  pregnant: boolean;
  weights: { date: string; value: number; unit: "kg" | "lb" }[];
  questionnaires?: readonly ScreeningResult[];
  newId: () => string;
  /** Her zone's offset on a date at a time ("+01:00"): FHIR wants a zone on every time of day. */
  zoneOffset: (date: string, time: string) => string;
}

export function fhirBundle(input: FhirInput): Resource {
  const entries: { fullUrl: string; resource: Resource }[] = [];
  const patientUrl = `urn:uuid:${input.newId()}`;
  entries.push({ fullUrl: patientUrl, resource: { resourceType: "Patient", name: [{ text: input.name }] } });
  const subject = { reference: patientUrl };
  const add = (resource: Resource) => entries.push({ fullUrl: `urn:uuid:${input.newId()}`, resource });
  const observation = (codings: Coding[], effective: string, value: Record<string, unknown>, extra = {}) =>
    add({
      resourceType: "Observation",
      status: "final",
      code: { coding: codings, text: codings[0]!.display },
      subject,
      effectiveDateTime: effective,
      ...value,
      ...extra,
    });

  if (input.lastPeriodStart) {
    observation([CODES.lastMenstrualPeriod], input.timestamp, { valueDateTime: input.lastPeriodStart });
  }
  if (input.dueDate) {
    observation([CODES.dueDate, CODES.dueDateFromLastPeriod], input.timestamp, {
      valueDateTime: input.dueDate,
    });
  }
  if (input.pregnant) {
    observation([CODES.pregnancyStatus], input.timestamp, {
      valueCodeableConcept: { coding: [PREGNANT], text: PREGNANT.display },
    });
  }
  for (const w of input.weights) {
    const unit = w.unit === "kg" ? { unit: "kg", code: "kg" } : { unit: "lb", code: "[lb_av]" };
    observation(
      [CODES.bodyWeight],
      w.date,
      { valueQuantity: { value: w.value, system: UCUM, ...unit } },
      { category: VITAL_SIGNS },
    );
  }
  for (const day of input.days) {
    const t = day.temperature;
    if (t) {
      observation(
        [CODES.bodyTemperature],
        t.time ? `${day.date}T${t.time}:00${input.zoneOffset(day.date, t.time)}` : day.date,
        { valueQuantity: { value: t.valueC, unit: "°C", system: UCUM, code: "Cel" } },
        {
          category: VITAL_SIGNS,
          method: BASAL_METHOD,
          // A reading she left out of her chart (fever, a late night) is still hers, and marked.
          ...(t.exclude && { note: [{ text: "Left out of the cycle evaluation" }] }),
        },
      );
    }
    if (day.bleeding) {
      observation([CODES.menstrualFlow], day.date, {
        valueCodeableConcept: { text: BLEEDING_LEVELS[day.bleeding.value] },
      });
    }
    if (day.mucus) {
      observation([CODES.cervicalMucus], day.date, {
        valueCodeableConcept: {
          coding: [
            {
              system: BLOOM_CYCLE_CODES,
              code: `mucus-${day.mucus.value}`,
              display: MUCUS_VALUES[day.mucus.value],
            },
          ],
          text: MUCUS_VALUES[day.mucus.value],
        },
      });
    }
    if (day.lhTest) {
      observation([CODES.lhTest], day.date, {
        valueCodeableConcept: {
          coding: [{ system: BLOOM_CYCLE_CODES, code: `lh-${day.lhTest}`, display: day.lhTest }],
          text: day.lhTest,
        },
      });
    }
  }
  for (const q of input.questionnaires ?? []) {
    add({
      resourceType: "QuestionnaireResponse",
      questionnaire: q.questionnaire,
      status: "completed",
      subject,
      authored: q.completedAt,
      item: q.items.map((i) => ({ linkId: i.linkId, text: i.text, answer: [{ valueInteger: i.answer }] })),
    });
  }
  return { resourceType: "Bundle", type: "collection", timestamp: input.timestamp, entry: entries };
}

/**
 * Her cycle days read back from a Bundle Bloom made: temperature, flow, mucus and LH tests. The
 * export's own test reads its output with this, so what goes out is what she logged.
 */
export function cycleDaysFromBundle(bundle: {
  entry?: { resource: Record<string, unknown> }[];
}): CycleDayLog[] {
  const days = new Map<string, CycleDayLog>();
  const dayOf = (date: string) => {
    let d = days.get(date);
    if (!d) {
      d = emptyDay(date);
      days.set(date, d);
    }
    return d;
  };
  for (const { resource: r } of bundle.entry ?? []) {
    if (r.resourceType !== "Observation") continue;
    const code = (r.code as { coding: { system: string; code: string }[] }).coding[0]!;
    const effective = String(r.effectiveDateTime);
    const date = effective.slice(0, 10);
    const concept = (r.valueCodeableConcept as { text?: string } | undefined)?.text ?? "";
    if (code.code === CODES.bodyTemperature.code) {
      const q = r.valueQuantity as { value: number };
      const excluded = Array.isArray(r.note) && r.note.length > 0;
      dayOf(date).temperature = {
        valueC: q.value,
        time: effective.length > 10 ? effective.slice(11, 16) : null,
        exclude: excluded,
        note: null,
      };
    } else if (code.code === CODES.menstrualFlow.code) {
      dayOf(date).bleeding = {
        value: BLEEDING_LEVELS.indexOf(concept as never) as BleedingValue,
        exclude: false,
      };
    } else if (code.code === CODES.cervicalMucus.code) {
      dayOf(date).mucus = {
        feeling: null,
        texture: null,
        value: MUCUS_VALUES.indexOf(concept as never) as MucusValue,
        exclude: false,
      };
    } else if (code.code === CODES.lhTest.code) {
      dayOf(date).lhTest = concept as LhResult;
    }
  }
  return [...days.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
}

/** The offset of a time zone at a wall-clock time, as FHIR writes it ("+01:00", "-05:00", "+00:00"). */
export function zoneOffsetIn(tz: string): (date: string, time: string) => string {
  const format = new Intl.DateTimeFormat("en-US", { timeZone: tz, timeZoneName: "longOffset" });
  return (date, time) => {
    const name =
      format.formatToParts(new Date(`${date}T${time}:00Z`)).find((p) => p.type === "timeZoneName")?.value ??
      "GMT";
    const offset = name.replace("GMT", "");
    return offset === "" ? "+00:00" : offset;
  };
}
