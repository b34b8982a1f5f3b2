import { ImportCard } from "./import-card";
import { ReportCard } from "./report-card";
import { ShareLinksCard } from "./share-links-card";

/** Her profile's "take your data along" cards: the report, share links, and imports from other apps. */
export function DataTransferSection() {
  return (
    <>
      <ReportCard withFhir />
      <ShareLinksCard />
      <ImportCard />
    </>
  );
}
