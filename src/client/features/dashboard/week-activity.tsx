import type { DashboardData } from "../../../shared/wellness";
import { Card } from "../../components/ui/card";

const dayName = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "short", timeZone: "UTC" });

/** Monday to Sunday: what the user logged each day of this week. */
export function WeekActivity({ data }: { data: DashboardData }) {
  const total = data.week.reduce(
    (n, d) => n + d.workouts + d.moods + d.sleepLogs + d.selfCare + (d.glasses > 0 ? 1 : 0),
    0,
  );
  return (
    <Card>
      <h2 className="text-xl">This week's activity</h2>
      {total === 0 && (
        <p className="mt-1 text-sm text-plum-500">
          Nothing logged this week yet. Every small step counts once it's here.
        </p>
      )}
      <ol className="mt-4 grid grid-cols-7 gap-1.5 text-center">
        {data.week.map((d) => {
          const isToday = d.date === data.today;
          const items = [
            d.workouts && `${d.workouts} workout${d.workouts > 1 ? "s" : ""} (${d.workoutMinutes} min)`,
            d.moods && `${d.moods} mood check-in${d.moods > 1 ? "s" : ""}`,
            d.sleepLogs && "sleep logged",
            d.selfCare && "self-care",
            d.glasses && `${d.glasses} glasses of water`,
          ].filter(Boolean);
          return (
            <li
              key={d.date}
              className={`rounded-2xl p-2 ${isToday ? "bg-blush-100" : "bg-cream"}`}
              aria-label={`${dayName(d.date)}${isToday ? " (today)" : ""}: ${items.length ? items.join(", ") : "nothing logged"}`}
            >
              <span className="block text-xs font-medium text-plum-500" aria-hidden="true">
                {dayName(d.date)}
              </span>
              <span className="mt-1 block font-display text-lg text-plum-900" aria-hidden="true">
                {d.workoutMinutes || "·"}
              </span>
              <span className="block text-[10px] text-plum-500" aria-hidden="true">
                {d.workoutMinutes ? "min" : ""}
              </span>
              <span className="mt-1 flex justify-center gap-0.5" aria-hidden="true">
                {d.moods > 0 && <span className="size-1.5 rounded-full bg-blush-500" />}
                {d.sleepLogs > 0 && <span className="size-1.5 rounded-full bg-plum-700" />}
                {d.selfCare > 0 && <span className="size-1.5 rounded-full bg-sage-500" />}
                {d.glasses > 0 && <span className="size-1.5 rounded-full bg-sky-500" />}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="mt-3 flex flex-wrap gap-3 text-xs text-plum-500" aria-hidden="true">
        <span>
          <span className="mr-1 inline-block size-1.5 rounded-full bg-blush-500" />
          mood
        </span>
        <span>
          <span className="mr-1 inline-block size-1.5 rounded-full bg-plum-700" />
          sleep
        </span>
        <span>
          <span className="mr-1 inline-block size-1.5 rounded-full bg-sage-500" />
          self-care
        </span>
        <span>
          <span className="mr-1 inline-block size-1.5 rounded-full bg-sky-500" />
          water
        </span>
      </p>
    </Card>
  );
}
