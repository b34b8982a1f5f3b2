import { Droplets, ExternalLink, HeartHandshake, Moon, Smile, Wind } from "lucide-react";
import { Tabs } from "radix-ui";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import {
  moodSuggestions,
  moodTone,
  selfCareLabel,
  selfCareSummary,
  type WellnessSummary,
} from "../../../shared/wellness";
import { HerUrgentHelp, useHerSafetyJourney } from "../../components/safety/her-urgent-help";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { MonthCalendar } from "../../components/ui/month-calendar";
import { tabListClass, tabTriggerClass } from "../../components/ui/tabs";
import { cn } from "../../lib/cn";
import { todayLocal } from "../../lib/time-zone";
import { useSafetyReader } from "../../lib/use-safety-reader";
import { MoodCheckIns } from "../screening";
import {
  useDayLog,
  useRecentMoods,
  useRecentSelfCare,
  useRecentSleep,
  useTrends,
  useWellnessSummary,
} from "./api";
import { HydrationTracker } from "./hydration-tracker";
import { MoodDialog } from "./mood-dialog";
import { ProgressCharts } from "./progress-charts";
import { SelfCareDialog } from "./self-care-dialog";
import { SleepDialog } from "./sleep-dialog";

const NOT_TRACKED = "Not tracked";
const time = (iso: string) =>
  new Date(iso).toLocaleString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
const TONE = {
  green: "bg-sage-100 text-sage-700",
  yellow: "bg-honey-100 text-honey-700",
  red: "bg-red-100 text-red-800",
} as const;

const IDEAS = [
  {
    title: "Deep breathing",
    text: "Breathe in for four, out for six, five times. Longer out-breaths tell your body it is safe to settle.",
  },
  {
    title: "Shoulder release",
    text: "Lift your shoulders to your ears, hold for three, let them drop. Repeat five times, then roll them back.",
  },
  {
    title: "Gratitude moment",
    text: "Name three small things that went right today, out loud or on paper. Tiny counts.",
  },
];
const RESOURCES = [
  { to: "/wellness/sleep-strategies", title: "Sleep strategies", text: "Rest when nights are broken." },
  { to: "/wellness/mindfulness", title: "Mindfulness", text: "Short practices for busy days." },
  { to: "/wellness/hydration-guide", title: "Hydration guide", text: "How much, and why it matters." },
];

function Tile({
  icon,
  title,
  value,
  detail,
}: {
  icon: ReactNode;
  title: string;
  value: string;
  detail?: string;
}) {
  return (
    <Card className="p-4">
      <section aria-label={title}>
        <div className="flex items-center gap-2 text-plum-500">
          {icon}
          <h2 className="font-sans text-sm font-medium">{title}</h2>
        </div>
        <p
          className={cn(
            "mt-2 font-display text-2xl",
            value === NOT_TRACKED ? "text-plum-500" : "text-plum-900",
          )}
        >
          {value}
        </p>
        {detail && <p className="text-xs text-plum-500">{detail}</p>}
      </section>
    </Card>
  );
}

function Tiles({ summary }: { summary: WellnessSummary | undefined }) {
  const s = summary;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Tile
        icon={<Smile className="size-4" aria-hidden="true" />}
        title="Mood"
        value={s?.latestMood ? `${s.latestMood.mood_score}/10` : NOT_TRACKED}
        detail={s?.latestMood ? time(s.latestMood.created_at) : undefined}
      />
      <Tile
        icon={<Moon className="size-4" aria-hidden="true" />}
        title="Sleep"
        value={s?.latestSleep ? `${s.latestSleep.hours} h` : NOT_TRACKED}
        detail={s?.latestSleep ? `Quality ${s.latestSleep.quality}/10` : undefined}
      />
      <Tile
        icon={<HeartHandshake className="size-4" aria-hidden="true" />}
        title="Self-Care"
        value={s?.latestSelfCare ? selfCareSummary(s.latestSelfCare).amount : NOT_TRACKED}
        detail={s?.latestSelfCare ? selfCareSummary(s.latestSelfCare).activities : undefined}
      />
      <Tile
        icon={<Droplets className="size-4" aria-hidden="true" />}
        title="Hydration"
        value={s && s.hydration.glasses > 0 ? `${s.hydration.glasses}/${s.hydration.goal}` : NOT_TRACKED}
        detail={s && s.hydration.glasses > 0 ? "glasses today" : undefined}
      />
    </div>
  );
}

export function Component() {
  const summary = useWellnessSummary();
  const [dialog, setDialog] = useState<null | "mood" | "sleep" | "self-care">(null);
  const close = (open: boolean) => !open && setDialog(null);
  const today = todayLocal();
  const [day, setDay] = useState(today);
  const month = useTrends(30);
  const marked = new Set(
    (month.data ?? [])
      .filter((p) => p.moodScore !== null || p.sleepHours !== null || p.workoutMinutes > 0)
      .map((p) => p.date),
  );

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl sm:text-4xl">Wellness</h1>
          <p className="mt-1 text-plum-500">
            Your mood, sleep, self-care and water, in your own words and numbers.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setDialog("mood")}>
            <Smile className="size-4" aria-hidden="true" /> Mood check-in
          </Button>
          <Button variant="secondary" onClick={() => setDialog("sleep")}>
            <Moon className="size-4" aria-hidden="true" /> Log sleep
          </Button>
          <Button variant="secondary" onClick={() => setDialog("self-care")}>
            <HeartHandshake className="size-4" aria-hidden="true" /> Log self-care
          </Button>
        </div>
      </header>

      {summary.isError ? (
        <Card>Your wellness data could not be loaded. Please try again.</Card>
      ) : (
        <Tiles summary={summary.data} />
      )}

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Tabs.Root defaultValue="insights">
            <Tabs.List className={tabListClass} aria-label="Wellness">
              <Tabs.Trigger value="insights" className={tabTriggerClass}>
                Insights
              </Tabs.Trigger>
              <Tabs.Trigger value="mood" className={tabTriggerClass}>
                Mood
              </Tabs.Trigger>
              <Tabs.Trigger value="sleep" className={tabTriggerClass}>
                Sleep
              </Tabs.Trigger>
              <Tabs.Trigger value="self-care" className={tabTriggerClass}>
                Self-Care
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="insights" className="mt-4 space-y-4">
              <Suggestions summary={summary.data} />
              <ProgressCharts />
            </Tabs.Content>
            <Tabs.Content value="mood" className="mt-4">
              <MoodList />
            </Tabs.Content>
            <Tabs.Content value="sleep" className="mt-4">
              <SleepList />
            </Tabs.Content>
            <Tabs.Content value="self-care" className="mt-4">
              <SelfCareList />
            </Tabs.Content>
          </Tabs.Root>
          <MoodCheckIns />
        </div>
        <aside className="space-y-6">
          <Card>
            <h2 className="text-xl">Hydration</h2>
            <div className="mt-3">
              <HydrationTracker />
            </div>
          </Card>
          <Card>
            <h2 className="text-xl">Calendar</h2>
            <div className="mt-3">
              <MonthCalendar
                selected={day}
                onSelect={setDay}
                marked={marked}
                max={today}
                label="Pick a day"
              />
            </div>
            <DaySummary date={day} />
          </Card>
          <Card>
            <h2 className="text-xl">Quick Self-Care Ideas</h2>
            <ul className="mt-3 space-y-3">
              {IDEAS.map((i) => (
                <li key={i.title} className="flex gap-3">
                  <Wind className="mt-0.5 size-4 shrink-0 text-sage-500" aria-hidden="true" />
                  <span>
                    <span className="font-medium">{i.title}.</span>{" "}
                    <span className="text-plum-700">{i.text}</span>
                  </span>
                </li>
              ))}
            </ul>
            <a
              href="/wellness/self-care"
              target="_blank"
              rel="noopener"
              className="mt-4 inline-flex items-center gap-1 text-sm text-blush-700 hover:underline"
            >
              More self-care ideas <ExternalLink className="size-3.5" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </Card>
          <Card>
            <h2 className="text-xl">Recommended resources</h2>
            <ul className="mt-3 space-y-2">
              {RESOURCES.map((r) => (
                <li key={r.to}>
                  <a
                    href={r.to}
                    target="_blank"
                    rel="noopener"
                    className="block rounded-2xl bg-cream p-3 hover:bg-blush-50"
                  >
                    <span className="font-medium text-plum-900">{r.title}</span>
                    <span className="block text-sm text-plum-500">{r.text}</span>
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </Card>
        </aside>
      </div>
      <MoodDialog open={dialog === "mood"} onOpenChange={close} />
      <SleepDialog open={dialog === "sleep"} onOpenChange={close} />
      <SelfCareDialog open={dialog === "self-care"} onOpenChange={close} />
    </div>
  );
}

function Suggestions({ summary }: { summary: WellnessSummary | undefined }) {
  const tips = moodSuggestions(summary?.latestMood);
  // Crisis help only when what she wrote says so; a low number gets the gentle tips below.
  const journey = useHerSafetyJourney();
  const read = useSafetyReader();
  const notes = summary?.latestMood?.notes;
  const finding = notes && read ? read(notes, { journey }) : null;
  if (!summary?.latestMood) {
    return (
      <Card className="text-plum-500">
        Log a mood check-in and Bloom will suggest something that fits how you feel.
      </Card>
    );
  }
  if (tips.length === 0 && !finding) {
    return (
      <Card className="text-plum-700">
        Your latest check-in looks balanced. Keep doing what's working for you.
      </Card>
    );
  }
  return (
    <div className="space-y-3">
      {finding && <HerUrgentHelp finding={finding} variant="compact" announce={false} />}
      {tips.map((t) => (
        <Card key={t.id} className="border-blush-200 bg-blush-50">
          <h3 className="font-sans font-semibold text-plum-900">{t.title}</h3>
          <p className="mt-1 text-sm text-plum-700">{t.text}</p>
        </Card>
      ))}
    </div>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <Card className="text-center text-plum-500">{children}</Card>;
}

function MoodList() {
  const { data, isLoading } = useRecentMoods(3);
  if (isLoading) return <div className="h-32 animate-pulse rounded-3xl bg-blush-50" />;
  if (!data?.length) return <Empty>No mood check-ins yet.</Empty>;
  return (
    <ul className="space-y-3">
      {data.map((m) => (
        <li key={m.id}>
          <Card className="flex items-start gap-4 p-4">
            <span
              className={cn(
                "flex size-12 shrink-0 items-center justify-center rounded-full font-display text-lg",
                TONE[moodTone(m.mood_score)],
              )}
              role="img"
              aria-label={`Mood ${m.mood_score} out of 10`}
            >
              {m.mood_score}
            </span>
            <div>
              <p className="text-sm text-plum-500">{time(m.created_at)}</p>
              <p className="text-plum-700">
                Energy {m.energy_level}/10 · Stress {m.stress_level}/10
              </p>
              {m.notes && <p className="mt-1 text-plum-900">{m.notes}</p>}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function SleepList() {
  const { data, isLoading } = useRecentSleep(5);
  if (isLoading) return <div className="h-32 animate-pulse rounded-3xl bg-blush-50" />;
  if (!data?.length) return <Empty>No sleep logged yet.</Empty>;
  return (
    <ul className="space-y-3">
      {data.map((s) => (
        <li key={s.id}>
          <Card className="p-4">
            <p className="text-sm text-plum-500">{time(s.createdAt)}</p>
            <p className="text-plum-900">
              <span className="font-display text-xl">{s.hours} h</span> · quality {s.quality}/10
            </p>
            {s.notes && <p className="mt-1 text-plum-700">{s.notes}</p>}
          </Card>
        </li>
      ))}
    </ul>
  );
}

function SelfCareList() {
  const { data, isLoading } = useRecentSelfCare(5);
  if (isLoading) return <div className="h-32 animate-pulse rounded-3xl bg-blush-50" />;
  if (!data?.length) return <Empty>No self-care logged yet.</Empty>;
  return (
    <ul className="space-y-3">
      {data.map((s) => (
        <li key={s.id}>
          <Card className="p-4">
            <p className="text-sm text-plum-500">
              {time(s.createdAt)} · {selfCareSummary(s).amount}
            </p>
            <p className="text-plum-900">{selfCareSummary(s).activities}</p>
            {s.notes && <p className="mt-1 text-plum-700">{s.notes}</p>}
          </Card>
        </li>
      ))}
    </ul>
  );
}

function DaySummary({ date }: { date: string }) {
  const { data, isLoading } = useDayLog(date);
  const label = new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  const lines: string[] = [];
  if (data) {
    for (const m of data.moods)
      lines.push(`Mood ${m.mood_score}/10, energy ${m.energy_level}/10, stress ${m.stress_level}/10`);
    for (const s of data.sleep) lines.push(`Slept ${s.hours} h (quality ${s.quality}/10)`);
    for (const s of data.selfCare)
      lines.push(`Self-care: ${s.activities.map((a) => selfCareLabel(a.activity)).join(", ")}`);
    for (const w of data.workouts) lines.push(`${w.workout_type}, ${w.duration_minutes} min`);
    if (data.hydration.glasses > 0) lines.push(`${data.hydration.glasses} glasses of water`);
  }
  return (
    <div className="mt-4 border-t border-line pt-3" aria-live="polite">
      <h3 className="text-sm font-semibold text-plum-900">{label}</h3>
      {isLoading ? (
        <p className="text-sm text-plum-500">Loading…</p>
      ) : lines.length === 0 ? (
        <p className="text-sm text-plum-500">Nothing logged on this day.</p>
      ) : (
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-plum-700">
          {lines.map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of one day's summary
            <li key={i}>{l}</li>
          ))}
        </ul>
      )}
      <p className="mt-2">
        <Link to="/dashboard" className="text-sm text-blush-700 hover:underline">
          Back to dashboard
        </Link>
      </p>
    </div>
  );
}
