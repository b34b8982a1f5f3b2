import { CHART_TEXT } from "./chart-theme";

export interface LegendItem {
  label: string;
  color: string;
  /** A line (dashed when `dash` is set), a bar, or a hollow dot. */
  shape?: "line" | "bar" | "hollow";
  dash?: string;
}

/** A chart's legend as text in the chart text colour, each label after a swatch of its series. */
export function ChartLegend({ items }: { items: readonly LegendItem[] }) {
  return (
    <ul
      aria-label="Chart legend"
      className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs"
      style={{ color: CHART_TEXT }}
    >
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          <Swatch {...item} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

function Swatch({ color, shape = "line", dash }: LegendItem) {
  if (shape === "bar") {
    return <span aria-hidden="true" className="size-2.5 rounded-sm" style={{ background: color }} />;
  }
  if (shape === "hollow") {
    return (
      <span
        aria-hidden="true"
        className="size-2.5 rounded-full border-[1.5px] bg-white"
        style={{ borderColor: color }}
      />
    );
  }
  return (
    <svg aria-hidden="true" width="18" height="8" viewBox="0 0 18 8">
      <line x1="1" y1="4" x2="17" y2="4" stroke={color} strokeWidth="2" strokeDasharray={dash} />
    </svg>
  );
}
