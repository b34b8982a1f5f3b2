import type { SafetyFinding } from "../../../shared/safety";

/**
 * What she wrote in an entry saved without a connection, read for urgent warning signs on the
 * phone itself (the same reader the server runs), so the urgent card with 911/988 shows at once,
 * no network needed. The reader's code is precached by the service worker.
 */
export async function readOffline(
  stage: string | null | undefined,
  ...texts: (string | null | undefined)[]
): Promise<SafetyFinding | null> {
  const written = texts.filter((t): t is string => typeof t === "string" && t.trim() !== "");
  if (written.length === 0) return null;
  const [{ detectRedFlags }, { mergeFindings, safetyJourneyOf }] = await Promise.all([
    import("../../../shared/safety/reader"),
    import("../../../shared/safety/signs"),
  ]);
  const journey = safetyJourneyOf(stage);
  return mergeFindings(...written.map((text) => detectRedFlags(text, { journey })));
}
