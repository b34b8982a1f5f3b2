import { FileText } from "lucide-react";
import { useState } from "react";
import {
  REPORT_DEFAULT_SECTIONS,
  REPORT_SECTION_HINTS,
  REPORT_SECTION_LABELS,
  REPORT_SECTIONS,
  type ReportSectionId,
} from "../../../shared/data-transfer/report";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";
import { useDownloadFhir, useDownloadReport } from "./api";
import { saveFile } from "./download";

/**
 * "For my appointment": the PDF report with the sections she ticks. `initial` ticks the section of
 * the screen it sits on (the cycle or pregnancy tracker); on her profile she starts with all ticked
 * but her mood check-ins, which go into a report or export only when she ticks them herself.
 */
export function ReportCard({
  initial = REPORT_DEFAULT_SECTIONS,
  withFhir = false,
}: {
  initial?: readonly ReportSectionId[];
  /** Also offer the standard (FHIR) export, on her profile. */
  withFhir?: boolean;
}) {
  const fhir = useDownloadFhir();
  const [sections, setSections] = useState<ReportSectionId[]>([...initial]);
  const [fhirScreening, setFhirScreening] = useState(false);
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
          {/* Sections with a word to say (her mood check-ins) come after the plain ones, full width. */}
          {[
            ...REPORT_SECTIONS.filter((id) => !REPORT_SECTION_HINTS[id]),
            ...REPORT_SECTIONS.filter((id) => REPORT_SECTION_HINTS[id]),
          ].map((id) => {
            const hint = REPORT_SECTION_HINTS[id];
            return (
              <div key={id} className={hint ? "sm:col-span-2" : undefined}>
                <label className="flex min-h-11 items-center gap-2 text-sm text-plum-900">
                  <input
                    type="checkbox"
                    className="size-5 shrink-0 accent-blush-600"
                    checked={sections.includes(id)}
                    aria-describedby={hint ? `report-hint-${id}` : undefined}
                    onChange={(e) =>
                      setSections((list) => (e.target.checked ? [...list, id] : list.filter((s) => s !== id)))
                    }
                  />
                  {REPORT_SECTION_LABELS[id]}
                </label>
                {hint && (
                  <p id={`report-hint-${id}`} className="-mt-1 pl-7 text-xs text-plum-500">
                    {hint}
                  </p>
                )}
              </div>
            );
          })}
        </div>
      </fieldset>
      {withFhir && (
        <label className="mt-2 flex min-h-11 items-center gap-2 text-sm text-plum-900">
          <input
            type="checkbox"
            className="size-5 shrink-0 accent-blush-600"
            checked={fhirScreening}
            onChange={(e) => setFhirScreening(e.target.checked)}
          />
          Add my mood check-ins to the standard export (FHIR)
        </label>
      )}
      <div className="mt-3 flex flex-wrap gap-3">
        <Button onClick={download} disabled={sections.length === 0 || downloader.isPending}>
          {downloader.isPending ? "Preparing..." : "Download report (PDF)"}
        </Button>
        {withFhir && (
          <Button
            variant="outline"
            disabled={fhir.isPending}
            onClick={() =>
              fhir.mutate(
                { screening: fhirScreening },
                {
                  onSuccess: (file) => {
                    saveFile(file);
                    notify.success(
                      "Your FHIR export is downloading",
                      "A standard file clinics' systems can read.",
                    );
                  },
                  onError: (error) => notify.error("Error", messageOf(error, "Please try again.")),
                },
              )
            }
          >
            {fhir.isPending ? "Preparing..." : "Standard export (FHIR)"}
          </Button>
        )}
      </div>
      {withFhir && (
        <p className="mt-1 text-xs text-plum-500">
          The standard export is a FHIR R4 file of your cycle days, temperatures, pregnancy dates and weights,
          with the medical codes (LOINC) clinics' systems use. Your mood check-ins (each answer of your PHQ-2,
          PHQ-9 and GAD-7, without your notes) go in only when you tick that box.
        </p>
      )}
    </Card>
  );
}
