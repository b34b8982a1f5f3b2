/**
 * The colours of Bloom's charts, in one place so their contrast is checked (chart-theme.test.ts):
 * text (legends, axis labels) at least 4.5:1 against the white card a chart sits on (WCAG 1.4.3),
 * lines and bars at least 3:1 (WCAG 1.4.11). Legends are our own HTML (ChartLegend) in the text
 * colour, with a swatch in the series colour: recharts' default legend writes each label in its
 * series colour, which made "Energy" honey-yellow on white (1.8:1).
 */
export const CHART_BACKGROUND = "#ffffff";
/** plum-700: legend labels and axis ticks. */
export const CHART_TEXT = "#4f3a46";
/** The grid lines: decoration, not information, so no contrast minimum. */
export const CHART_GRID = "#ecdfe2";

export const SERIES = {
  /** blush-600 */
  rose: "#b8456b",
  /** honey-700 */
  honey: "#8a5a0c",
  /** plum-700, drawn dashed beside the others */
  plum: "#4f3a46",
  /** sage-700 */
  sage: "#46643f",
  /** blush-800 */
  wine: "#742843",
  /** a slate blue, for a sixth measurement */
  slate: "#3f5f8a",
} as const;

/** Six series colours, with a dash pattern each so lines differ by more than colour. */
export const LINE_STYLES: readonly { color: string; dash?: string }[] = [
  { color: SERIES.rose },
  { color: SERIES.sage, dash: "6 3" },
  { color: SERIES.honey, dash: "2 3" },
  { color: SERIES.plum, dash: "8 3 2 3" },
  { color: SERIES.wine, dash: "4 4" },
  { color: SERIES.slate, dash: "1 2" },
];

/** The axis tick style every chart uses. */
export const TICK = { fontSize: 11, fill: CHART_TEXT } as const;

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a #rrggbb colour (WCAG 2.x). */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.replace("#", ""), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
