/**
 * Weight gain in pregnancy against the Institute of Medicine's 2009 ranges, which depend on her
 * BMI before pregnancy. Pounds throughout, as the spec asks for pregnancy.
 *
 * IOM (2009), one baby: total gain by BMI before pregnancy —
 *   under 18.5: 28-40 lbs · 18.5-24.9: 25-35 · 25-29.9: 15-25 · 30 and over: 11-20;
 * and 1.1-4.4 lbs (0.5-2 kg) over the first trimester for everyone. Bloom draws the range for a
 * given week as the first-trimester range reached evenly by the end of week 13, then a straight
 * line to the total at 40 weeks. The line ends exactly on the IOM totals, and the weekly rates it
 * implies stay within about 0.15 lb of the IOM's own second- and third-trimester rates.
 */
export const FIRST_TRIMESTER_GAIN_LBS = { low: 1.1, high: 4.4 } as const;
const FIRST_TRIMESTER_END_WEEK = 13;
const TERM_WEEK = 40;

export type BmiCategory = "underweight" | "normal" | "overweight" | "obese";

export const TOTAL_GAIN_LBS: Record<BmiCategory, { low: number; high: number }> = {
  underweight: { low: 28, high: 40 },
  normal: { low: 25, high: 35 },
  overweight: { low: 15, high: 25 },
  obese: { low: 11, high: 20 },
};

export const BMI_LABELS: Record<BmiCategory, string> = {
  underweight: "under 18.5",
  normal: "18.5 to 24.9",
  overweight: "25 to 29.9",
  obese: "30 or more",
};

const CM_PER_INCH = 2.54;

/** Body mass index from pounds and centimetres (703 × lb / in²). */
export function bmi(weightLbs: number, heightCm: number): number {
  const inches = heightCm / CM_PER_INCH;
  return (703 * weightLbs) / (inches * inches);
}

export function bmiCategory(value: number): BmiCategory {
  if (value < 18.5) return "underweight";
  if (value < 25) return "normal";
  if (value < 30) return "overweight";
  return "obese";
}

/** The recommended gain so far at a week of pregnancy, in lbs. */
export function gainRange(category: BmiCategory, week: number): { low: number; high: number } {
  const total = TOTAL_GAIN_LBS[category];
  const first = FIRST_TRIMESTER_GAIN_LBS;
  if (week <= 0) return { low: 0, high: 0 };
  if (week <= FIRST_TRIMESTER_END_WEEK) {
    const share = week / FIRST_TRIMESTER_END_WEEK;
    return { low: round1(first.low * share), high: round1(first.high * share) };
  }
  const share = Math.min(1, (week - FIRST_TRIMESTER_END_WEEK) / (TERM_WEEK - FIRST_TRIMESTER_END_WEEK));
  return {
    low: round1(first.low + (total.low - first.low) * share),
    high: round1(first.high + (total.high - first.high) * share),
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export interface WeightReading {
  date: string;
  week: number;
  weightLbs: number;
}

export interface WeightInsight {
  bmi: number;
  category: BmiCategory;
  /** The IOM's total range for her category. */
  total: { low: number; high: number };
  /** Each reading with her gain so far and the range for that week. */
  readings: (WeightReading & { gainLbs: number; low: number; high: number })[];
  /** Where the latest reading sits against its week's range. */
  latest: "below" | "within" | "above" | null;
}

/** Her readings against the range; null without her height and weight before pregnancy. */
export function weightInsight(
  profile: { height_cm: number | null; pre_pregnancy_weight_lbs: number | null },
  readings: WeightReading[],
): WeightInsight | null {
  const { height_cm: height, pre_pregnancy_weight_lbs: before } = profile;
  if (!height || !before) return null;
  const value = bmi(before, height);
  const category = bmiCategory(value);
  const sorted = [...readings].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const rows = sorted.map((r) => ({
    ...r,
    gainLbs: round1(r.weightLbs - before),
    ...gainRange(category, r.week),
  }));
  const last = rows.at(-1);
  return {
    bmi: round1(value),
    category,
    total: TOTAL_GAIN_LBS[category],
    readings: rows,
    latest: last ? (last.gainLbs < last.low ? "below" : last.gainLbs > last.high ? "above" : "within") : null,
  };
}
