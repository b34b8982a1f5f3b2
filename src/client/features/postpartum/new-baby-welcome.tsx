import { Baby } from "lucide-react";
import { stageLabel } from "../../../shared/journeys";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { useAuth } from "../auth";

/**
 * The warm word on her dashboard right after "My baby is here": where Bloom has moved with her,
 * and that her first lessons lead her Today tab, for whenever she has a quiet moment.
 */
export function NewBabyWelcome({ onDismiss }: { onDismiss: () => void }) {
  const { profile } = useAuth();
  return (
    <Card role="region" aria-labelledby="new-baby-heading">
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-blush-100 text-blush-700">
          <Baby className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 space-y-2">
          <h2 id="new-baby-heading" className="text-xl">
            Congratulations on your new baby!
          </h2>
          <p className="text-sm text-plum-700">
            Your journey is now <strong>{stageLabel(profile?.motherhood_stage)}</strong>. Rest comes first:
            nothing here needs doing today. Your first lessons for the weeks after birth lead your Today tab,
            each short enough for a feed, whenever you have a quiet moment.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              onClick={() =>
                document
                  .getElementById("education-heading")
                  ?.scrollIntoView({ behavior: "smooth", block: "start" })
              }
            >
              See your first lessons
            </Button>
            <Button size="sm" variant="outline" onClick={onDismiss}>
              Thank you
            </Button>
          </div>
        </div>
      </div>
    </Card>
  );
}
