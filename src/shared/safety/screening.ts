import { findingOf, mergeFindings, type SafetyFinding } from "./signs";

/**
 * The urgent help a validated mood screen calls for, as the same finding the reader returns, so
 * every surface shows the same crisis card. PHQ-9 item 9 ("thoughts that you would be better off
 * dead or of hurting yourself in some way") answered above "Not at all" (0) is thoughts of
 * self-harm, whatever the total score. `noteFinding` is what the reader found in anything she
 * wrote beside her answers. Pure and tiny: the browser shows the card from it offline too.
 */
export function screeningFinding(
  screen: { selfHarmItem: number | null },
  noteFinding: SafetyFinding | null = null,
): SafetyFinding | null {
  const fromAnswer = screen.selfHarmItem !== null && screen.selfHarmItem > 0;
  return mergeFindings(fromAnswer ? findingOf(["thoughts-of-self-harm"]) : null, noteFinding);
}
