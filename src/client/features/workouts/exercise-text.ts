import type { Exercise, ModificationKind } from "../../../content/workouts/schema";

function seconds(n: number): string {
  if (n >= 60 && n % 60 === 0) return `${n / 60} min`;
  if (n > 60) return `${Math.floor(n / 60)} min ${n % 60} s`;
  return `${n} s`;
}

/** "45 s", "2 × 10 reps each side, 20 s rest": how much of an exercise to do. */
export function doseText(e: Exercise): string {
  const work = e.seconds !== undefined ? seconds(e.seconds) : `${e.reps} ${e.reps === 1 ? "rep" : "reps"}`;
  const sets = e.sets && e.sets > 1 ? `${e.sets} × ` : "";
  const side = e.perSide ? " each side" : "";
  const rest = e.restSeconds ? `, ${seconds(e.restSeconds)} rest` : "";
  return `${sets}${work}${side}${rest}`;
}

export const MODIFICATION_LABELS: Record<ModificationKind, string> = {
  easier: "Easier",
  harder: "Harder",
  pregnancy: "In pregnancy",
  postpartum: "After birth",
};
