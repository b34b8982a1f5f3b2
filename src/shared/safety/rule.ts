import type { SafetySignId } from "./signs";

/**
 * How the text is read for signs that depend on her stage:
 * - "pregnant" / "postpartum": from her profile, or from her own words ("I'm 30 weeks pregnant",
 *   "since my c-section");
 * - "cycling": she is trying to conceive or past the first year, so bleeding is her period;
 * - "unknown": we don't know (a visitor, "prefer not to say"): read as if she might be pregnant or
 *   have just given birth, because a false alarm costs less than a miss.
 */
export type Reading = "pregnant" | "postpartum" | "cycling" | "unknown";

export interface Rule {
  sign: SafetySignId;
  /** Phrases in the language of `patterns.ts`; any one of them is the sign. */
  phrases: string[];
  /** Only in these readings (all when absent). */
  readings?: Reading[];
  /** Words or phrases that, in the same sentence, show the words mean something else. */
  unless?: string[];
  /**
   * Someone else's symptom ("my toddler has a fever") is not hers. On by default for the
   * maternal warning signs; off for the baby's movements and for thoughts of self-harm.
   */
  hersOnly?: boolean;
  /** "Gone", "went away", "better now" right after the sign mean it has passed. */
  resolves?: boolean;
  /**
   * The phrase counts only as the whole message ("forgive me", "tonight."), and then Bloom asks
   * rather than tells: the words are a crisis as often as not, and said alone they leave nothing
   * else to read. Thoughts of harm only.
   */
  alone?: boolean;
}

// ---- shared vocabulary --------------------------------------------------------------------

/** Words that make a pain or a headache severe. */
export const SEVERE =
  "severe|severely|worst|terrible|terribly|awful|horrible|horrendous|unbearable|excruciating|blinding|splitting|pounding|throbbing|crushing|intense|extreme|massive|killer|agonizing|agonising|debilitating|crippling|bad|horrific|insane|brutal|sharp|stabbing|constant|relentless|persistent|really_bad|so_bad";

/** What a sign that will not pass sounds like, after it is named. */
export const PERSISTS = [
  "not ~2 gone|go_away|going_away|gone_away|get_better|getting_better|got_better|stop|stopping|stopped|ease|easing|eased|improve|improving|improved|let_up|lift|budge|budging|shift|shifting|settle|settling|help|helping|helped|work|working|worked|touch|touching",
  "for|over ~1 #|a|one|two|three|four|five|six|several|a_few|a_couple_of|couple_of|many|more_than_a? days|hours|weeks|day|hour|week",
  "nothing ~2 shifts|helps|works|touches|budges|shifting|helping|working|touching",
  "all day|night|morning|afternoon|evening|week",
  "#|first|second|third|fourth|fifth ~1 st|nd|rd|th? day|days|straight|in_a_row",
  "since yesterday|last|this|monday|tuesday|wednesday|thursday|friday|saturday|sunday|#",
  "getting|gets|got|keeps_getting|growing worse",
  "worse_and_worse|worse_by_the_hour|keeps_coming_back|keeps_getting_worse|constant|constantly|non_stop|even_after|despite",
  "so_bad|really_bad|unbearable|excruciating|killing_me|the_worst|too_much|severe|intense|extreme|terrible|awful|horrible",
];

/** Phrases after `anchor` that say it persists or is severe. */
export function persisting(anchor: string, gap = 5): string[] {
  return PERSISTS.map((p) => `${anchor} ~${gap} ${p}`);
}

/** Exercise, which explains a racing heart, sore legs or being out of breath. */
export const EXERCISE =
  "workout|workouts|work_out|working_out|worked_out|exercise|exercises|exercising|run|runs|running|ran|jog|jogging|sprint|sprints|sprinting|hiit|gym|class|classes|training|trained|cardio|spin|spinning|swim|swimming|hike|hiking|squat|squats|lunges|leg_day|yoga|pilates|dance|dancing|zumba|bootcamp|session|lifting|weights|climbing|cycling|bike|stretch|stretching|barre|peloton";
