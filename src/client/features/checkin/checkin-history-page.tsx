import { ImageOff } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { type Checkin, MEASUREMENTS, measurementToShow, measurementUnit } from "../../../shared/checkins";
import { DEFAULT_UNITS } from "../../../shared/units";
import { Button, ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { SafeImage } from "../../components/ui/safe-image";
import { Spinner } from "../../components/ui/spinner";
import { useAuth } from "../auth";
import { useCheckins } from "../wellness";
import { CheckinDialog } from "./checkin-dialog";

const MeasurementChart = lazy(() => import("./measurement-chart"));

const weekLabel = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

export function Component() {
  const { data, isLoading, isError } = useCheckins();
  const [open, setOpen] = useState(false);
  const units = useAuth().profile?.units ?? DEFAULT_UNITS;
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl sm:text-4xl">Your check-ins</h1>
          <p className="mt-1 text-plum-500">Measurements and photos, week by week. Only you can see them.</p>
        </div>
        <Button onClick={() => setOpen(true)}>New check-in</Button>
      </div>
      {isLoading ? (
        <Spinner />
      ) : isError ? (
        <Card>Your check-ins could not be loaded. Please try again.</Card>
      ) : !data?.length ? (
        <Card className="text-center">
          <p className="text-plum-700">
            No check-ins yet. Your first one starts the story: a few measurements, a photo if you like.
          </p>
          <ButtonLink to="/dashboard" variant="outline" className="mt-4">
            Back to dashboard
          </ButtonLink>
        </Card>
      ) : (
        <>
          <Card>
            <h2 className="text-xl">Measurement trends</h2>
            <Suspense fallback={<div className="mt-4 h-64 animate-pulse rounded-2xl bg-blush-50" />}>
              <MeasurementChart checkins={data} units={units} />
            </Suspense>
            <div className="mt-4 overflow-x-auto">
              <table className="w-full min-w-[36rem] text-sm">
                <caption className="sr-only">Measurements by week</caption>
                <thead>
                  <tr className="text-left text-plum-500">
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Week of
                    </th>
                    {MEASUREMENTS.map((m) => (
                      <th key={m.key} scope="col" className="py-2 pr-3 font-medium">
                        {m.label} ({measurementUnit(m, units)})
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.map((c) => (
                    <tr key={c.id} className="border-t border-line">
                      <th scope="row" className="py-2 pr-3 font-medium text-plum-900">
                        {weekLabel(c.week_date)}
                      </th>
                      {MEASUREMENTS.map((m) => {
                        const value = c[m.key];
                        return (
                          <td key={m.key} className="py-2 pr-3 text-plum-700">
                            {value === null ? "–" : measurementToShow(m, value, units)}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Card>
          <section aria-labelledby="photos-heading" className="space-y-4">
            <h2 id="photos-heading" className="text-xl">
              Photos by week
            </h2>
            {data.map((c) => (
              <WeekPhotos key={c.id} checkin={c} />
            ))}
          </section>
        </>
      )}
      <CheckinDialog open={open} onOpenChange={setOpen} />
    </div>
  );
}

function WeekPhotos({ checkin }: { checkin: Checkin }) {
  return (
    <Card>
      <h3 className="font-sans font-semibold text-plum-900">Week of {weekLabel(checkin.week_date)}</h3>
      {checkin.description && <p className="mt-1 text-plum-700">{checkin.description}</p>}
      <div className="mt-3 grid grid-cols-3 gap-3">
        {(["front", "side", "back"] as const).map((view) => {
          const photo = checkin.photos.find((p) => p.view === view);
          return (
            <figure key={view} className="space-y-1">
              <div className="aspect-[3/4] overflow-hidden rounded-2xl bg-cream">
                {photo ? (
                  <SafeImage
                    src={photo.url}
                    alt={`${view} view, week of ${weekLabel(checkin.week_date)}`}
                    className="size-full object-cover"
                    loading="lazy"
                  />
                ) : (
                  <div className="flex size-full items-center justify-center text-plum-500/50">
                    <ImageOff className="size-6" aria-hidden="true" />
                  </div>
                )}
              </div>
              <figcaption className="text-center text-xs text-plum-500 capitalize">
                {photo ? view : `No ${view} photo`}
              </figcaption>
            </figure>
          );
        })}
      </div>
    </Card>
  );
}
