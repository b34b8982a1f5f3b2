import { HeartHandshake } from "lucide-react";
import { useState } from "react";
import { SCREENING_COPY } from "../../../content/screening/results-copy";
import { NEUTRAL_MOMENT_LABEL } from "../../../shared/screening/schedule";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { lazyDialog } from "../../components/ui/lazy-dialog";
import { useScreening, useSkipScreening } from "./api";

// Its code (the questionnaires, the urgent help) loads when she opens it.
const CheckInDialog = lazyDialog(() => import("./check-in-dialog").then((m) => m.CheckInDialog));

/**
 * The dashboard's gentle offer, shown only on the days the schedule offers a check-in
 * (src/shared/screening/schedule.ts); "Not now" closes that offer for good.
 */
export function ScreeningOfferCard() {
  const { data } = useScreening();
  const skip = useSkipScreening();
  const [open, setOpen] = useState(false);
  const offer = data?.offer;
  if (!offer && !open) return null;
  return (
    <>
      {offer && (
        <Card className="border-blush-200">
          <h2 className="flex items-center gap-2 text-xl">
            <HeartHandshake className="size-5 text-blush-600" aria-hidden="true" />{" "}
            {SCREENING_COPY.offerHeading}
          </h2>
          <p className="mt-1 text-sm text-plum-500">{offer.label}</p>
          <p className="mt-2 text-plum-700">
            {offer.label === NEUTRAL_MOMENT_LABEL
              ? SCREENING_COPY.offerTextNeutral
              : SCREENING_COPY.offerText}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button onClick={() => setOpen(true)}>Answer two questions</Button>
            <Button variant="ghost" disabled={skip.isPending} onClick={() => skip.mutate()}>
              {SCREENING_COPY.skip}
            </Button>
          </div>
        </Card>
      )}
      {open && <CheckInDialog open start="phq2" offered onOpenChange={setOpen} />}
    </>
  );
}
