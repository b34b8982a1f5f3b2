/**
 * Bloom's one safety module: reads what a mother writes for urgent maternal warning signs
 * (CDC "Hear Her", AWHONN POST-BIRTH) and thoughts of harming herself or her baby.
 * Pure TypeScript, no Node or DOM APIs: the same code runs in the browser and on the server.
 *
 *   const finding = detectRedFlags(text, { journey: safetyJourneyOf(profile.motherhood_stage) });
 *   if (finding) show <UrgentHelp finding={finding} /> (src/client/components/safety/urgent-help.tsx)
 */
export { detectByRules, MAX_SAFETY_TEXT } from "./detect";
export { FEVER_C, FEVER_F } from "./fever";
export { safetyFinding } from "./finding-schema";
export { detectRedFlags, readSafety, type SafetyRead } from "./reader";
export { screeningFinding } from "./screening";
export {
  findingOf,
  mergeFindings,
  SAFETY_JOURNEYS,
  SAFETY_SIGN_IDS,
  SAFETY_SIGNS,
  type SafetyContext,
  type SafetyFinding,
  type SafetyJourney,
  type SafetySign,
  type SafetySignId,
  safetyJourneyOf,
  safetySign,
  type WithSafety,
} from "./signs";
