import { PregnancyJourneyCard } from "./journey-card";

/** What a pregnant user's dashboard Today tab shows, loaded only for her (see index.ts). */
export default function PregnancyToday() {
  return (
    <div className="space-y-4">
      <PregnancyJourneyCard />
    </div>
  );
}
