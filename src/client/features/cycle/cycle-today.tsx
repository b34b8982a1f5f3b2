import { Card } from "../../components/ui/card";
import { FormAlert } from "../../components/ui/form";
import { messageOf } from "../../lib/api";
import { ReportCard } from "../data-transfer";
import { useCycleOverview } from "./api";
import { CycleTracker } from "./cycle-tracker";
import { AdviceCard, FertilityNutritionCard, TtcCommunityCard } from "./ttc-cards";

/** What a ttc user's dashboard Today tab shows, loaded only for her (see index.ts). */
export default function CycleToday() {
  const overview = useCycleOverview();
  if (overview.isError) {
    return (
      <Card>
        <h2 className="text-xl">TTC Cycle Tracker</h2>
        <div className="mt-3">
          <FormAlert>{messageOf(overview.error, "Something went wrong. Please try again.")}</FormAlert>
        </div>
      </Card>
    );
  }
  if (!overview.data) return <div className="h-64 animate-pulse rounded-3xl bg-blush-50" aria-busy="true" />;
  return (
    <div className="space-y-4">
      <CycleTracker overview={overview.data} />
      <AdviceCard advice={overview.data.advice} />
      <div className="grid gap-4 md:grid-cols-2">
        <FertilityNutritionCard />
        <TtcCommunityCard />
      </div>
      <ReportCard initial={["cycle"]} />
    </div>
  );
}
