import type { Span } from "./patterns";
import type { Token } from "./text";

/** CDC "Hear Her" and AWHONN POST-BIRTH: a temperature of 100.4 °F (38 °C) or higher. */
export const FEVER_F = 100.4;
export const FEVER_C = 38;

const TEMPERATURE_WORDS = new Set([
  "fever",
  "fevers",
  "feverish",
  "febrile",
  "temp",
  "temps",
  "temperature",
  "temperatures",
  "thermometer",
]);
/** A number followed by one of these counts something else: "38 weeks", "101 lbs". */
const MEASURES = new Set([
  "weeks",
  "week",
  "wks",
  "wk",
  "days",
  "day",
  "hours",
  "hour",
  "hrs",
  "months",
  "month",
  "years",
  "year",
  "yrs",
  "minutes",
  "mins",
  "min",
  "lbs",
  "lb",
  "kg",
  "kilos",
  "pounds",
  "times",
  "oz",
  "ml",
  "am",
  "pm",
  "percent",
  "cm",
  "mm",
  "calories",
  "kcal",
  "steps",
  "glasses",
  "bpm",
  "mg",
  "g",
  "dpo",
]);
/** "101 degrees" next to these is the weather, an oven or a bath, not her. */
const NOT_HER = new Set([
  "outside",
  "outdoors",
  "weather",
  "forecast",
  "heatwave",
  "sunny",
  "sun",
  "oven",
  "bake",
  "baking",
  "bath",
  "water",
  "pool",
  "room",
  "house",
  "car",
  "thermostat",
  "aircon",
  "humid",
  "humidity",
  "summer",
  "beach",
  "shower",
  "tea",
  "milk",
  "formula",
]);

/** Words just before a bare number that say it counts something else: a pulse, blood, a price, a room. */
const NOT_A_TEMPERATURE = new Set([
  "pulse",
  "heart",
  "rate",
  "hr",
  "bpm",
  "watch",
  "bp",
  "pressure",
  "hb",
  "haemoglobin",
  "hemoglobin",
  "iron",
  "ferritin",
  "sugar",
  "sugars",
  "glucose",
  "weight",
  "weigh",
  "weighed",
  "weighs",
  "room",
  "page",
  "bus",
  "route",
  "number",
  "channel",
  "size",
  "score",
  "spent",
  "cost",
  "costs",
  "paid",
  "price",
]);
/**
 * Words of feeling ill, or of taking something for it: with one of them in her message, a bare 101
 * to 105 reads as her temperature.
 */
const FEELING_ILL = new Set([
  "hot",
  "chills",
  "shivering",
  "shivery",
  "shaking",
  "shaky",
  "sweats",
  "sweating",
  "sweaty",
  "clammy",
  "burning",
  "boiling",
  "achy",
  "aching",
  "aches",
  "headachy",
  "unwell",
  "poorly",
  "flu",
  "fluey",
  "throat",
  "vomiting",
  "throwing",
  "paracetamol",
  "tylenol",
  "ibuprofen",
  "calpol",
]);

/**
 * "102 this morning", "she's at 101 and keeps throwing up": a whole number from 101 to 105 with no
 * word for it is her temperature in °F when the message says she feels ill and nothing just before
 * the number says it counts something else (a blood pressure's second number, a pulse, a price).
 */
function bareFahrenheit(tokens: Token[], i: number, value: number): boolean {
  if (!/^\d{3}$/.test(tokens[i]!.w) || value < 101 || value > 105) return false;
  for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
    const t = tokens[j]!;
    if (t.kind === "stop") break;
    if (t.kind === "num" || NOT_A_TEMPERATURE.has(t.w)) return false;
  }
  return tokens.some((t) => FEELING_ILL.has(t.w));
}

/** A resting heart rate of 120 a minute or more is a fast-beating heart worth a call. */
export const FAST_PULSE = 120;
const PULSE_WORDS = new Set(["pulse", "heartrate", "bpm", "beats", "hr"]);

/** Numbers that read as her heart rate ("pulse 130", "heart rate of 125", "140 bpm"), at or above 120. */
export function readFastPulse(tokens: Token[], masked: boolean[]): Span[] {
  const found: Span[] = [];
  tokens.forEach((t, i) => {
    if (t.kind !== "num" || masked[i]) return;
    const value = Number(t.w);
    if (value < FAST_PULSE || value > 250) return;
    const rate = (j: number) => tokens[j]?.w === "rate" && tokens[j - 1]?.w === "heart";
    // "My heart is going 125", "my heart's doing 130s": hers, not the baby's heartbeat at a scan.
    const myHeart = (j: number) =>
      tokens[j]?.w === "heart" &&
      tokens[j - 1]?.w === "my" &&
      !tokens.slice(j, i).some((t) => t.kind === "stop");
    const named =
      near(tokens, i - 1, i - 6, PULSE_WORDS) ||
      near(tokens, i + 1, i + 1, PULSE_WORDS) ||
      [i - 1, i - 2, i - 3].some(rate) ||
      [i - 1, i - 2, i - 3, i - 4].some(myHeart);
    if (named) found.push({ start: i, end: i + 1 });
  });
  return found;
}

export interface Temperatures {
  /** Temperatures at or above the fever line. */
  high: Span[];
  /** Sentences holding a temperature below it ("temp 99.1"), where "fever" alone is not read as one. */
  lowSentences: Set<number>;
}

function near(tokens: Token[], from: number, to: number, words: Set<string>): boolean {
  const step = to >= from ? 1 : -1;
  for (let i = from; step > 0 ? i <= to : i >= to; i += step) {
    const t = tokens[i];
    if (!t || t.kind === "stop") return false;
    if (words.has(t.w)) return true;
  }
  return false;
}

/**
 * A number with one decimal in the range of a body temperature ("still 38.9 and I feel worse",
 * "99.1 so fine?") reads as one without a word for it: little else she counts looks like that.
 */
function bodyDecimal(written: string, value: number): boolean {
  if (!/^\d{2,3}\.\d$/.test(written)) return false;
  return (value >= 35 && value < 43) || (value >= 95 && value < 107);
}

/** Every number that reads as her temperature, sorted into fevers and not. */
export function readTemperatures(tokens: Token[], masked: boolean[], sentenceOf: number[]): Temperatures {
  const found: Temperatures = { high: [], lowSentences: new Set() };
  tokens.forEach((t, i) => {
    if (t.kind !== "num" || masked[i]) return;
    const value = Number(t.w);
    const next = tokens[i + 1]?.w;
    if (next && MEASURES.has(next)) return;
    const unit = next === "f" || next === "c" || next === "deg" ? next : null;
    const named =
      near(tokens, i - 1, i - 3, TEMPERATURE_WORDS) ||
      near(tokens, i + 1, i + 2, TEMPERATURE_WORDS) ||
      bodyDecimal(t.w, value);
    if (!named && !unit && !bareFahrenheit(tokens, i, value)) return;
    const sentence = sentenceOf[i]!;
    if (!named) {
      const words = tokens.filter((_, j) => sentenceOf[j] === sentence);
      if (words.some((w) => NOT_HER.has(w.w))) return;
    }
    let fever: boolean;
    if (unit === "f" || (unit !== "c" && value >= 93 && value <= 110))
      fever = value >= FEVER_F && value <= 110;
    else if (unit === "c" || (value >= 34 && value <= 43)) fever = value >= FEVER_C && value <= 43;
    else return;
    if (fever) found.high.push({ start: i, end: unit ? i + 2 : i + 1 });
    else found.lowSentences.add(sentence);
  });
  return found;
}
