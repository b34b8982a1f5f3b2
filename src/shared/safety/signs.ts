/**
 * The signs Bloom watches for: the urgent maternal warning signs of CDC "Hear Her" and AWHONN
 * POST-BIRTH, and thoughts of harming herself or her baby. Ids are stable (stored, logged,
 * tested); labels are plain words she can read to a nurse on the phone.
 *
 * `emergency` marks the signs for which POST-BIRTH says "call 911" rather than "call your
 * healthcare provider": chest pain, obstructed breathing, seizures, thoughts of hurting yourself
 * or someone else.
 */
export const SAFETY_SIGNS = {
  "severe-headache": {
    kind: "urgent",
    emergency: false,
    label: "A headache that is severe, won't go away or keeps getting worse",
  },
  "dizziness-or-fainting": { kind: "urgent", emergency: false, label: "Dizziness or fainting" },
  "vision-changes": {
    kind: "urgent",
    emergency: false,
    label: "Changes in your vision (blurring, spots, flashing lights)",
  },
  fever: { kind: "urgent", emergency: false, label: "A fever of 100.4 °F (38 °C) or higher" },
  "swelling-hands-face": {
    kind: "urgent",
    emergency: false,
    label: "Extreme swelling of your hands or face",
  },
  "trouble-breathing": { kind: "urgent", emergency: true, label: "Trouble breathing" },
  "chest-pain-or-racing-heart": {
    kind: "urgent",
    emergency: true,
    label: "Chest pain or a fast-beating heart",
  },
  "severe-vomiting": {
    kind: "urgent",
    emergency: false,
    label: "Severe nausea and throwing up (not like morning sickness)",
  },
  "severe-belly-pain": {
    kind: "urgent",
    emergency: false,
    label: "Severe belly pain that doesn't go away",
  },
  "baby-moving-less": {
    kind: "urgent",
    emergency: false,
    label: "Your baby moving less, or not at all",
  },
  "bleeding-in-pregnancy": {
    kind: "urgent",
    emergency: false,
    label: "Vaginal bleeding or spotting during pregnancy",
  },
  "leaking-fluid": {
    kind: "urgent",
    emergency: false,
    label: "Fluid leaking from your vagina during pregnancy",
  },
  "heavy-bleeding": {
    kind: "urgent",
    emergency: false,
    label: "Heavy bleeding (soaking a pad in an hour, or clots the size of an egg or bigger)",
  },
  "foul-smelling-discharge": {
    kind: "urgent",
    emergency: false,
    label: "Vaginal discharge or bleeding that smells bad",
  },
  "painful-swollen-leg": {
    kind: "urgent",
    emergency: false,
    label: "A leg that is painful, red, warm or swollen",
  },
  seizure: { kind: "urgent", emergency: true, label: "A seizure" },
  "wound-not-healing": {
    kind: "urgent",
    emergency: false,
    label: "An incision, tear or stitches that are not healing",
  },
  "overwhelming-tiredness": { kind: "urgent", emergency: false, label: "Overwhelming tiredness" },
  "thoughts-of-self-harm": {
    kind: "selfHarm",
    emergency: true,
    label: "Thoughts of harming yourself or of not wanting to live",
  },
  "thoughts-of-harming-baby": { kind: "selfHarm", emergency: true, label: "Thoughts of harming your baby" },
} as const satisfies Record<string, { kind: "urgent" | "selfHarm"; emergency: boolean; label: string }>;

export type SafetySignId = keyof typeof SAFETY_SIGNS;
export const SAFETY_SIGN_IDS = Object.keys(SAFETY_SIGNS) as SafetySignId[];

/** The stage the rules read text in; "none" (or unset) means we do not know. */
export const SAFETY_JOURNEYS = ["ttc", "pregnant", "postpartum", "toddler", "none"] as const;
export type SafetyJourney = (typeof SAFETY_JOURNEYS)[number];

export interface SafetyContext {
  journey?: SafetyJourney;
}

export interface SafetySign {
  id: SafetySignId;
  label: string;
  /** "urgent": a maternal warning sign; "selfHarm": thoughts of harming herself or her baby. */
  kind: "urgent" | "selfHarm";
  /** POST-BIRTH's "call 911" signs; the others are "call your provider now". */
  emergency: boolean;
}

export interface SafetyFinding {
  /** At least one urgent maternal warning sign. */
  urgent: boolean;
  /** Thoughts of harming herself or her baby. */
  selfHarm: boolean;
  /** At least one sign for which the first step is 911, not a call to her provider. */
  emergency: boolean;
  /** Each sign once, in the catalogue's order. */
  signs: SafetySign[];
  /**
   * Thoughts of harm heard only faintly: nothing she wrote says them outright (no rule kept them)
   * and the model's reading is below `SURE_OF_HARM`. The help then asks her, with 988 all the same,
   * instead of telling her to call now. Absent when the finding is sure or has no thoughts of harm.
   */
  checkIn?: true;
}

/** What a route that saves her words answers: the saved thing, and what was found in it. */
export type WithSafety<T> = T & { safety: SafetyFinding | null };

export function safetySign(id: SafetySignId): SafetySign {
  const s = SAFETY_SIGNS[id];
  return { id, label: s.label, kind: s.kind, emergency: s.emergency };
}

/**
 * A finding made of these signs, or null when there are none. `checkIn`: its thoughts of harm were
 * heard only faintly (see `SafetyFinding.checkIn`); ignored when it has none.
 */
export function findingOf(ids: Iterable<SafetySignId>, checkIn = false): SafetyFinding | null {
  const found = new Set(ids);
  if (found.size === 0) return null;
  const signs = SAFETY_SIGN_IDS.filter((id) => found.has(id)).map(safetySign);
  const selfHarm = signs.some((s) => s.kind === "selfHarm");
  return {
    urgent: signs.some((s) => s.kind === "urgent"),
    selfHarm,
    emergency: signs.some((s) => s.emergency),
    signs,
    ...(selfHarm && checkIn && { checkIn: true as const }),
  };
}

/**
 * Two findings as one (e.g. a check-in's description and its notes). Its thoughts of harm are a
 * check-in only when every finding that carries them is one: one sure reading makes it sure.
 */
export function mergeFindings(...findings: (SafetyFinding | null | undefined)[]): SafetyFinding | null {
  const harm = findings.filter((f) => f?.selfHarm);
  return findingOf(
    findings.flatMap((f) => f?.signs.map((s) => s.id) ?? []),
    harm.length > 0 && harm.every((f) => f?.checkIn),
  );
}

/**
 * A profile's stage ("pregnant_trimester_2", "postpartum_0-6", "none"…) as the journey the rules
 * read text in.
 */
export function safetyJourneyOf(stage: string | null | undefined): SafetyJourney {
  const journey = stage?.split("_")[0];
  return (SAFETY_JOURNEYS as readonly string[]).includes(journey ?? "") ? (journey as SafetyJourney) : "none";
}
