import { Search, SlidersHorizontal, X } from "lucide-react";
import { useId, useState } from "react";
import { EQUIPMENT, WORKOUT_CATEGORIES, WORKOUT_LEVELS } from "../../../content/workouts/schema";
import { DURATION_RANGE_IDS, DURATION_RANGES, type WorkoutFilters } from "../../../shared/workout-filters";
import { Button } from "../../components/ui/button";
import { Input, Select } from "../../components/ui/form";
import { LEVEL_LABELS } from "./workout-card";

const EQUIPMENT_LABELS: Record<(typeof EQUIPMENT)[number], string> = {
  none: "No equipment",
  mat: "Mat",
  dumbbells: "Dumbbells",
  "resistance band": "Resistance band",
  "stability ball": "Stability ball",
  chair: "Chair",
  pillow: "Pillow or cushion",
};

type SelectKey = Exclude<keyof WorkoutFilters, "q">;

const SELECTS: { key: SelectKey; label: string; any: string; options: { value: string; label: string }[] }[] =
  [
    {
      key: "level",
      label: "Level",
      any: "Any level",
      options: WORKOUT_LEVELS.map((l) => ({ value: l, label: LEVEL_LABELS[l] })),
    },
    {
      key: "duration",
      label: "Duration",
      any: "Any length",
      options: DURATION_RANGE_IDS.map((d) => ({ value: d, label: DURATION_RANGES[d].label })),
    },
    {
      key: "category",
      label: "Category",
      any: "Any category",
      options: WORKOUT_CATEGORIES.map((c) => ({ value: c, label: c })),
    },
    {
      key: "equipment",
      label: "Equipment",
      any: "Any equipment",
      options: EQUIPMENT.map((e) => ({ value: e, label: EQUIPMENT_LABELS[e] })),
    },
  ];

/** The search box and the four filters; the page keeps their values in the URL. */
export function FiltersBar({
  query,
  onQuery,
  filters,
  onFilter,
  activeCount,
  onReset,
}: {
  query: string;
  onQuery: (q: string) => void;
  filters: WorkoutFilters;
  onFilter: (key: SelectKey, value: string) => void;
  activeCount: number;
  onReset: () => void;
}) {
  const id = useId();
  const selectCount = SELECTS.filter((s) => filters[s.key]).length;
  const [open, setOpen] = useState(selectCount > 0);
  return (
    <search className="space-y-3" aria-label="Search and filter workouts">
      <div className="flex flex-wrap gap-2">
        <div className="relative min-w-0 flex-1 basis-48">
          <label htmlFor={`${id}-q`} className="sr-only">
            Search workouts
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-plum-500"
            aria-hidden="true"
          />
          <Input
            id={`${id}-q`}
            type="search"
            value={query}
            onChange={(e) => onQuery(e.target.value)}
            placeholder="Search workouts"
            className="pl-10"
            autoComplete="off"
          />
        </div>
        <Button
          variant="outline"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((o) => !o)}
        >
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          Filters
          {selectCount > 0 && (
            <span className="rounded-full bg-blush-600 px-2 text-xs text-white">
              {selectCount}
              <span className="sr-only"> active</span>
            </span>
          )}
        </Button>
        {activeCount > 0 && (
          <Button variant="ghost" onClick={onReset}>
            <X className="size-4" aria-hidden="true" />
            Reset
          </Button>
        )}
      </div>
      <div id={`${id}-panel`} hidden={!open} className="rounded-2xl border border-line bg-white p-4">
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {SELECTS.map((s) => (
            <div key={s.key} className="space-y-1">
              <label htmlFor={`${id}-${s.key}`} className="block text-sm font-medium text-plum-700">
                {s.label}
              </label>
              <Select
                id={`${id}-${s.key}`}
                value={filters[s.key]}
                onChange={(e) => onFilter(s.key, e.target.value)}
                className="py-2 text-sm"
              >
                <option value="">{s.any}</option>
                {s.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </Select>
            </div>
          ))}
        </div>
      </div>
    </search>
  );
}
