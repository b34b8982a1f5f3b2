import type { ScreeningInstrument } from "../../content/screening/instruments";
import type { NextStep } from "../../content/screening/results-copy";
import type { SafetyFinding } from "../safety/signs";
import type { LicensedScore, LicensedScreen } from "./licensed";
import type { ScreeningMoment } from "./schedule";
import type { ScreeningBand } from "./scoring";

/** The published questionnaires, and "epds" when an operator licensed it (licensed.ts). */
export type ResultInstrument = ScreeningInstrument | "epds";

/** One of her saved check-ins, as the API, her export and her report read it. */
export interface ScreeningResult {
  id: string;
  instrument: ResultInstrument;
  /** Each item's score, 0 to 3, in the questionnaire's order. */
  answers: number[];
  difficulty: number | null;
  score: number;
  maxScore: number;
  band: ScreeningBand | LicensedScore["band"];
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
  /** The operator's licensed questionnaire (the EPDS) to offer beside the others, or null. */
  licensed: LicensedScreen | null;
}

/** `POST /api/screening/results` answers the saved result and the urgent help it calls for. */
export type SavedScreening = ScreeningResult & { safety: SafetyFinding | null; opensPhq9: boolean };
