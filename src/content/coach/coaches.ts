/**
 * The four coaches (spec §2: Pregnancy & Prenatal, Postpartum Recovery, TTC & Fertility, General
 * Wellness) and the suggestion chips (spec §9). Small on purpose: the chat dialog imports this
 * file, never the knowledge base.
 *
 * The coaches are automated and the dialog says so; their names only make the chat friendlier.
 */
import type { JourneyId } from "../journeys";

export const COACH_SPECIALTIES = [
  "Pregnancy & Prenatal",
  "Postpartum Recovery",
  "TTC & Fertility",
  "General Wellness",
] as const;
export type CoachSpecialty = (typeof COACH_SPECIALTIES)[number];

/** Spec §3's Coach: id, name, avatar, specialty, isOnline. */
export interface Coach {
  id: string;
  name: string;
  /** A decorative emoji shown in the avatar circle (hidden from screen readers). */
  avatar: string;
  specialty: CoachSpecialty;
  isOnline: boolean;
  /** The journey this coach is matched to; General Wellness serves everyone else. */
  journey: JourneyId | null;
}

export const COACHES: readonly Coach[] = [
  {
    id: "maya",
    name: "Maya",
    avatar: "🤰",
    specialty: "Pregnancy & Prenatal",
    isOnline: true,
    journey: "pregnant",
  },
  {
    id: "grace",
    name: "Grace",
    avatar: "🤱",
    specialty: "Postpartum Recovery",
    isOnline: true,
    journey: "postpartum",
  },
  { id: "lena", name: "Lena", avatar: "🌱", specialty: "TTC & Fertility", isOnline: true, journey: "ttc" },
  { id: "sofia", name: "Sofia", avatar: "🌿", specialty: "General Wellness", isOnline: true, journey: null },
];

/** Four chips for every journey with its own coach; the first two generic ones join them. */
export const STAGE_CHIPS: Readonly<Record<"ttc" | "pregnant" | "postpartum", readonly string[]>> = {
  ttc: [
    "How much folic acid do I need?",
    "What should I eat to support fertility?",
    "When am I most fertile?",
    "How do I cope with the stress of trying?",
  ],
  pregnant: [
    "Is it safe to exercise while pregnant?",
    "How much caffeine can I have?",
    "How can I ease pregnancy back pain?",
    "What helps with morning sickness?",
  ],
  postpartum: [
    "When can I start exercising after birth?",
    "How do I heal ab separation?",
    "Is it normal to feel weepy after birth?",
    "How do I strengthen my pelvic floor?",
  ],
};

export const GENERIC_CHIPS: readonly string[] = [
  "How can I manage stress?",
  "How can I sleep better?",
  "How much water should I drink?",
  "How do I stay motivated to exercise?",
];
