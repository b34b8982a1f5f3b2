import { ClipboardList, Trash2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { INSTRUMENT_TEXT, type ScreeningInstrument } from "../../../content/screening/instruments";
import { NEXT_STEPS, SCREENING_COPY } from "../../../content/screening/results-copy";
import type { ScreeningResult } from "../../../shared/screening";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { lazyDialog } from "../../components/ui/lazy-dialog";
import { useDeleteScreening, useScreening, useSkipScreening } from "./api";

const TrendChart = lazy(() => import("./trend-chart"));

const day = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

function ResultRow({ result }: { result: ScreeningResult }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteScreening();
  const name = result.instrument === "epds" ? "EPDS" : INSTRUMENT_TEXT[result.instrument].shortName;
  return (
    <li className="rounded-2xl border border-line p-3">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-sm text-plum-500">
            {day(result.takenOn)} · {name}
          </p>
          <p className="text-plum-900">
            <span className="font-display text-xl">{result.score}</span>
            <span className="text-sm text-plum-500"> / {result.maxScore}</span> · {result.bandWords}
          </p>
          <p className="text-sm text-plum-700">{NEXT_STEPS[result.next].heading}</p>
        </div>
        {!confirming && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Delete the ${name} of ${day(result.takenOn)}`}
            onClick={() => setConfirming(true)}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        )}
      </div>
      {confirming && (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <span className="text-sm text-plum-700">Delete this check-in for good?</span>
          <Button
            variant="danger"
            size="sm"
            disabled={remove.isPending}
            onClick={() => remove.mutate(result.id)}
          >
            Delete
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      )}
    </li>
  );
}

// Its code (the questionnaires, the urgent help) loads when she opens it.
const CheckInDialog = lazyDialog(() => import("./check-in-dialog").then((m) => m.CheckInDialog));
const LicensedCheckInDialog = lazyDialog(() =>
  import("./licensed-dialog").then((m) => m.LicensedCheckInDialog),
);

/**
 * The Wellness page's mood check-ins: the offer of the day, any questionnaire on demand, and the
 * trend of her past results with each one deletable.
 */
export function MoodCheckIns() {
  const { data, isLoading } = useScreening();
  const [open, setOpen] = useState<{ start: ScreeningInstrument; offered: boolean } | null>(null);
  const [licensedOpen, setLicensedOpen] = useState(false);
  const skip = useSkipScreening();
  const results = data?.results ?? [];
  return (
    <Card>
      <h2 className="flex items-center gap-2 text-xl">
        <ClipboardList className="size-5 text-blush-600" aria-hidden="true" /> {SCREENING_COPY.trendHeading}
      </h2>
      <p className="mt-1 text-sm text-plum-700">
        The questionnaires doctors and midwives use to screen for depression (PHQ-2, PHQ-9) and anxiety
        (GAD-7) during pregnancy and after birth. About two minutes each.
      </p>
      {data?.offer && (
        <div className="mt-4 rounded-2xl bg-blush-50 p-4">
          <p className="font-medium text-plum-900">{SCREENING_COPY.offerHeading}</p>
          <p className="text-sm text-plum-700">{data.offer.label}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button size="sm" onClick={() => setOpen({ start: "phq2", offered: true })}>
              Answer two questions
            </Button>
            <Button size="sm" variant="ghost" disabled={skip.isPending} onClick={() => skip.mutate()}>
              {SCREENING_COPY.skip}
            </Button>
          </div>
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {(["phq2", "phq9", "gad7"] as const).map((i) => (
          <Button key={i} variant="outline" size="sm" onClick={() => setOpen({ start: i, offered: false })}>
            {INSTRUMENT_TEXT[i].shortName}
          </Button>
        ))}
        {data?.licensed && (
          <Button variant="outline" size="sm" onClick={() => setLicensedOpen(true)}>
            {data.licensed.shortName}
          </Button>
        )}
      </div>
      <div className="mt-5 border-t border-line pt-4">
        {isLoading ? (
          <div className="h-24 animate-pulse rounded-2xl bg-blush-50" />
        ) : results.length === 0 ? (
          <p className="text-sm text-plum-500">{SCREENING_COPY.trendEmpty}</p>
        ) : (
          <>
            <Suspense fallback={<div className="h-48" />}>
              <TrendChart results={results} />
            </Suspense>
            <ul className="mt-3 space-y-2" aria-label="Your past check-ins">
              {results.map((r) => (
                <ResultRow key={r.id} result={r} />
              ))}
            </ul>
          </>
        )}
        <p className="mt-3 text-xs text-plum-500">{SCREENING_COPY.private}</p>
      </div>
      {data?.licensed && licensedOpen && (
        <LicensedCheckInDialog open screen={data.licensed} onOpenChange={setLicensedOpen} />
      )}
      {open && (
        <CheckInDialog
          key={`${open.start}-${open.offered}`}
          open
          start={open.start}
          offered={open.offered}
          onOpenChange={(o) => !o && setOpen(null)}
        />
      )}
    </Card>
  );
}
