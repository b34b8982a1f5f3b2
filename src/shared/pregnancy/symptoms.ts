/**
 * Pregnancy symptoms she can log (an entity the spec does not name, so camelCase on the wire).
 * Warning signs are in the list on purpose: logging "bleeding" must answer with urgent help, and
 * that answer comes from the one safety module (`detectRedFlags`), never from this list.
 */
import type { SafetyFinding } from "../safety";

export const SYMPTOMS = [
  { id: "nausea", label: "Nausea" },
  { id: "vomiting", label: "Vomiting" },
  { id: "tiredness", label: "Tiredness" },
  { id: "heartburn", label: "Heartburn" },
  { id: "back-pain", label: "Back pain" },
  { id: "pelvic-pain", label: "Pelvic or hip pain" },
  { id: "headache", label: "Headache" },
  { id: "swelling", label: "Swelling of the feet or ankles" },
  { id: "swelling-face-hands", label: "Swelling of the face or hands" },
  { id: "constipation", label: "Constipation" },
  { id: "leg-cramps", label: "Leg cramps" },
  { id: "braxton-hicks", label: "Practice contractions (Braxton Hicks)" },
  { id: "breast-tenderness", label: "Breast tenderness" },
  { id: "trouble-sleeping", label: "Trouble sleeping" },
  { id: "mood-swings", label: "Mood swings" },
  { id: "dizziness", label: "Dizziness" },
  { id: "belly-pain", label: "Belly pain" },
  { id: "bleeding", label: "Vaginal bleeding or spotting" },
  { id: "vision-changes", label: "Blurred vision or seeing spots" },
  { id: "fluid-leaking", label: "Fluid leaking from the vagina" },
  { id: "baby-moving-less", label: "Baby's movements slowed down or changed" },
  { id: "other", label: "Something else" },
] as const;
export type SymptomId = (typeof SYMPTOMS)[number]["id"];
export const SYMPTOM_IDS = SYMPTOMS.map((s) => s.id) as [SymptomId, ...SymptomId[]];

export const SEVERITIES = ["mild", "moderate", "severe"] as const;
export type Severity = (typeof SEVERITIES)[number];

export function symptomLabel(id: string): string {
  return SYMPTOMS.find((s) => s.id === id)?.label ?? id;
}

export interface SymptomEntry {
  id: string;
  symptom: SymptomId;
  severity: Severity;
  notes: string | null;
  /** Her pregnancy week when she logged it; null without a due date. */
  week: number | null;
  loggedAt: string;
  /** Urgent help to show with this entry, from the safety module; null when nothing urgent was read. */
  safety: SafetyFinding | null;
}
