import type { ScreeningInstrument } from "../../content/screening/instruments";
import type { NextStep } from "../../content/screening/results-copy";
import type { SafetyFinding } from "../safety/signs";
import type { ScreeningMoment } from "./schedule";
import type { ScreeningBand } from "./scoring";

/** One of her saved check-ins, as the API, her export and her report read it. */
export interface ScreeningResult {
  id: string;
  instrument: ScreeningInstrument;
  answers: number[];
  difficulty: number | null;
  score: number;
  maxScore: number;
  band: ScreeningBand;
  bandLabel: string;
  bandWords: string;
  next: NextStep;
  note: string | null;
  /** The moment it closed (see schedule.ts), when it fell in one. */
  moment: string | null;
  /** Her local day. */
  takenOn: string;
  createdAt: string;
}

/** `GET /api/screening`: the check-in to offer today, and her results, newest first. */
export interface ScreeningOverview {
  offer: ScreeningMoment | null;
  results: ScreeningResult[];
}

/** `POST /api/screening/results` answers the saved result and the urgent help it calls for. */
export type SavedScreening = ScreeningResult & { safety: SafetyFinding | null; opensPhq9: boolean };
