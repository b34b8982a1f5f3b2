/**
 * Her newest night, as the digest reads it: a night broken by wake-ups (feeds, a toddler, trips to
 * the bathroom, lying awake) needs different advice from a short one, and neither should be met
 * with "wind down 30 minutes before you plan to sleep" when the night was not hers to plan.
 *
 * Pure: the server passes her newest sleep log; nothing here guesses a night she did not log.
 */
import { addDays } from "../dates";

/** A sleep quality of 3 or less out of 10 is a poor night, whatever its hours. */
export const POOR_SLEEP_QUALITY = 3;

/** Her newest sleep log, on her calendar. */
export interface LastNight {
  /** Her local day the log was made. */
  date: string;
  hours: number;
  /** 1-10, as she rated it. */
  quality: number;
  notes: string | null;
}

// Words for a night broken by waking: "up 4 times for feeds", "woke every two hours", "night
// feeds", "cluster feeding", "up twice with the toddler", "up to pee", "couldn't get back to sleep".
const WOKEN = [
  /\bup\s+(\d+|once|twice|two|three|four|five|six|seven|eight|several|many|a few|a lot|lots|loads|all night|every|again|to pee|for (a |the )?feeds?|with (the |my )?(baby|toddler|little one|kids?))\b/,
  /\b(woke|woken|waking|wakes|awoke)( up)?\s+(\d+|once|twice|two|three|four|five|several|many|a few|a lot|lots|loads|often|again|constantly|repeatedly|every|in the night|during the night|through the night|all night)\b/,
  /\b(kept|keeps|keep) (waking|getting up)\b|\b(lay|lying|laid|was|been) awake\b|\bawake (for|from|between)\b/,
  /\bwake[- ]?ups\b|\bnight[- ]?wak/,
  /\b(night|overnight|cluster|dream)[- ]?feed(s|ing)?\b|\bfeeds\b|\bfeeding\b|\bnursing\b|\bfed (him|her|them|the baby|baby)\b/,
  /\b(broken|interrupted|disturbed|restless|fragmented|choppy)\b/,
  /\bon and off\b|\btoss(ed|ing)? and turn/,
  /\b(couldn't|could not|can't|cannot) (get back to|fall back to|get to|fall) sleep\b|\binsomnia\b/,
  /\b(teething|nightmares?|night terrors?)\b/,
  /\b(bathroom|toilet|loo) (trips?|breaks?|runs?)\b|\bto (pee|wee)\b/,
];

// "Slept through", "didn't wake once", "no night feeds": a good night in her words.
const UNBROKEN =
  /\b(slept (right |all the way )?through|didn'?t wake|did not wake|never woke|no (night )?(wake[- ]?ups|feeds|wakings))\b/;

/** Whether what she wrote about a night says it was broken by waking. */
export function notesSayWoken(notes: string | null | undefined): boolean {
  if (!notes) return false;
  const text = notes.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  if (UNBROKEN.test(text)) return false;
  return WOKEN.some((words) => words.test(text));
}

export type NightPattern =
  /** Woken in the night (her notes), or rated 3 or less. */
  | "broken"
  /** Unbroken as far as she said, and under 7 hours. */
  | "short"
  /** Seven hours or more, rated above 3, no wake-ups noted. */
  | "rested";

/** CDC: adults need 7 or more hours a night. */
export const ENOUGH_SLEEP_HOURS = 7;

/**
 * Her newest night's pattern, when she logged it today or yesterday (an older log is not "last
 * night" any more); null without one.
 */
export function nightPattern(night: LastNight | null, today: string): NightPattern | null {
  if (!night || night.date < addDays(today, -1) || night.date > today) return null;
  if (notesSayWoken(night.notes) || night.quality <= POOR_SLEEP_QUALITY) return "broken";
  if (night.hours < ENOUGH_SLEEP_HOURS) return "short";
  return "rested";
}

const hoursText = (h: number) => `${h} ${h === 1 ? "hour" : "hours"}`;

/** The reason a broken night gives, in her own numbers. */
export function brokenNightReason(night: LastNight): string {
  if (notesSayWoken(night.notes))
    return `Your latest sleep log: ${hoursText(night.hours)}, broken by waking.`;
  return `Your latest sleep log: ${hoursText(night.hours)}, rated ${night.quality} out of 10.`;
}
