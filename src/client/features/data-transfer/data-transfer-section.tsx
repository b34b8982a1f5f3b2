import { ReportCard } from "./report-card";
import { ShareLinksCard } from "./share-links-card";

/** Her profile's "take your data along" cards: the report, imports from other apps, and share links. */
export function DataTransferSection() {
  return (
    <>
      <ReportCard />
      <ShareLinksCard />
    </>
  );
}
