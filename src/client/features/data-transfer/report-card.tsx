import { FileText } from "lucide-react";
import { useState } from "react";
import {
  REPORT_SECTION_LABELS,
  REPORT_SECTIONS,
  type ReportSectionId,
} from "../../../shared/data-transfer/report";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";
import { useDownloadReport } from "./api";
import { saveFile } from "./download";

/**
 * "For my appointment": the PDF report with the sections she ticks. `initial` ticks the section of
 * the screen it sits on (the cycle or pregnancy tracker); on her profile she starts with all ticked.
 */
export function ReportCard({ initial = REPORT_SECTIONS }: { initial?: readonly ReportSectionId[] }) {
  const [sections, setSections] = useState<ReportSectionId[]>([...initial]);
  const downloader = useDownloadReport();

  function download() {
    downloader.mutate(
      REPORT_SECTIONS.filter((s) => sections.includes(s)),
      {
        onSuccess: (file) => {
          saveFile(file);
          notify.success("Your report is downloading", "A PDF to print or show at your appointment.");
        },
        onError: (error) =>
          notify.error("Error", messageOf(error, "Your report could not be made. Please try again.")),
      },
    );
  }

  return (
    <Card>
      <h2 className="flex items-center gap-2 text-xl">
        <FileText className="size-5" aria-hidden="true" />
        For my appointment
      </h2>
      <p className="mt-1 text-sm text-plum-500">
        A short PDF for your midwife or doctor, with your name, today's date and the figures from what you
        logged. Only the sections you tick are in it.
      </p>
      <fieldset className="mt-3">
        <legend className="text-sm font-medium text-plum-700">Sections</legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {REPORT_SECTIONS.map((id) => (
            <label key={id} className="flex min-h-11 items-center gap-2 text-sm text-plum-900">
              <input
                type="checkbox"
                className="size-5 accent-blush-600"
                checked={sections.includes(id)}
                onChange={(e) =>
                  setSections((list) => (e.target.checked ? [...list, id] : list.filter((s) => s !== id)))
                }
              />
              {REPORT_SECTION_LABELS[id]}
            </label>
          ))}
        </div>
      </fieldset>
      <Button className="mt-3" onClick={download} disabled={sections.length === 0 || downloader.isPending}>
        {downloader.isPending ? "Preparing..." : "Download report (PDF)"}
      </Button>
    </Card>
  );
}
