/**
 * The community: what a post and a comment are, the feed's filter chips as the spec lists them,
 * the anonymous pseudonym, and the honest "500+" rule. Shared by the API and the page.
 */
import { type JourneyId, journeyOf, stageLabel } from "./journeys";
import { pregnancyWeek, trimesterOf } from "./pregnancy/dates";
import type { SafetyFinding } from "./safety";

export const POST_CATEGORIES = [
  "general",
  "symptoms",
  "nutrition",
  "exercise",
  "mental",
  "high-risk",
] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];

/** Long enough for a story, short enough for a feed. */
export const MAX_POST_LENGTH = 5000;
export const MAX_COMMENT_LENGTH = 2000;
export const MAX_TAGS = 5;
export const MAX_TAG_LENGTH = 30;
export const MAX_REPORT_REASON = 500;
/** The spec's "Skeleton cards: 3" and page size of the feed. */
export const FEED_PAGE_SIZE = 20;
/** Reported by this many different members, a post or comment is hidden until a moderator looks. */
export const REPORTS_TO_HIDE = 3;
/** Trending topics: tags of the last 7 days. */
export const TRENDING_DAYS = 7;
export const TRENDING_COUNT = 6;

/** Tags as a comma-separated form field: "sleep, first-weeks". */
export function tagsFromField(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);
}

export const REPORT_REASONS = ["harassment", "misinformation", "spam", "self-harm", "other"] as const;
export const REPORT_REASON_LABELS: Record<(typeof REPORT_REASONS)[number], string> = {
  harassment: "Harassment or bullying",
  misinformation: "Unsafe medical advice",
  spam: "Spam or advertising",
  "self-harm": "Someone may be at risk",
  other: "Something else",
};
/** Who wrote it, as every member sees it: no id, and for an anonymous post only the pseudonym. */
export interface CommunityAuthor {
  name: string;
  /** The spec's avatar: initials. */
  avatar: string;
  /** A hue for the avatar's circle, 0-359, stable per name. */
  avatarHue: number;
  anonymous: boolean;
  /** The Bloom team's account (its welcome and weekly threads), marked as such wherever it shows. */
  team?: boolean;
}

export interface CommunityPost {
  id: string;
  author: CommunityAuthor;
  /** Her stage when she posted, and for a pregnancy her trimester and week then. */
  stage: string | null;
  journey: JourneyId | null;
  trimester: number | null;
  week: number | null;
  content: string;
  category: PostCategory;
  tags: string[];
  /** A link to the post's photo, served to signed-in members only. */
  image: string | null;
  likes: number;
  comments: number;
  supports: number;
  shares: number;
  isLiked: boolean;
  isSupported: boolean;
  isShared: boolean;
  /** She wrote it. */
  mine: boolean;
  /** "under_review" only her own post shows, after 3 reports. */
  status: "visible" | "under_review";
  createdAt: string;
}

export interface CommunityComment {
  id: string;
  postId: string;
  author: CommunityAuthor;
  content: string;
  mine: boolean;
  helpful: boolean;
  status: "visible" | "under_review";
  createdAt: string;
}

export interface FeedPage {
  posts: CommunityPost[];
  /** Pass as `cursor` for the next (older) page; null at the end. */
  nextCursor: string | null;
}

export type SavedPost = CommunityPost & { safety: SafetyFinding | null };
export type SavedComment = CommunityComment & { safety: SafetyFinding | null };

// ---------------------------------------------------------------------------------------------
// Where she is, and what a post tells of it. A named post shows her stage as her profile says on
// the day (in a pregnancy her week: "Week 21"). An anonymous post shows only what she chose:
// nothing besides her pseudonym (the default), her journey alone ("Pregnant"), or her stage and
// week as a named post would. What she did not choose is never stored with the post, so no answer,
// filter or export can carry it.

export const POST_REVEALS = ["nothing", "journey", "stage"] as const;
export type PostReveal = (typeof POST_REVEALS)[number];

/** Her stage, and in a pregnancy her trimester and week. */
export interface PostStage {
  stage: string | null;
  journey: JourneyId | null;
  trimester: number | null;
  week: number | null;
}

const NOTHING: PostStage = { stage: null, journey: null, trimester: null, week: null };

/** Where she is on `today` (her calendar day), from her profile's stage and due date. */
export function postStageOf(
  profile: { stage: string | null; dueDate: string | null },
  today: string,
): PostStage {
  const stage = profile.stage && profile.stage !== "none" ? profile.stage : null;
  const journey = journeyOf(stage);
  if (!stage || !journey) return NOTHING;
  let week: number | null = null;
  let trimester: number | null = null;
  if (journey === "pregnant") {
    const p = profile.dueDate ? pregnancyWeek(profile.dueDate, today) : null;
    if (p && !p.beyondDates) {
      week = p.week;
      trimester = trimesterOf(p.week);
    } else {
      const named = /^pregnant_trimester_([123])$/.exec(stage);
      trimester = named ? Number(named[1]) : null;
    }
  }
  return { stage, journey, trimester, week };
}

/** What a post keeps of where she is: everything when named, what she chose when anonymous. */
export function revealedStage(
  where: PostStage,
  post: { anonymous: boolean; reveal?: PostReveal | undefined },
): PostStage {
  const reveal = post.reveal ?? (post.anonymous ? "nothing" : "stage");
  if (reveal === "stage") return where;
  if (reveal === "journey" && where.journey)
    return { ...NOTHING, stage: where.journey, journey: where.journey };
  return NOTHING;
}

/** The badge a post shows: "Week 21" for a pregnancy post with her week, else her stage as she gave it. */
export function stageBadge(
  post: Pick<CommunityPost, "stage" | "week" | "trimester" | "journey">,
): string | null {
  if (post.journey === "pregnant" && post.week) return `Week ${post.week}`;
  if (post.journey === "pregnant" && post.trimester) return `Trimester ${post.trimester}`;
  return post.stage ? stageLabel(post.stage) : null;
}

// ---------------------------------------------------------------------------------------------
// Filter chips, as the spec lists them: for ttc "all, ttc, fertility, nutrition, stress-relief,
// cycle-tracking"; otherwise "all, postpartum, toddlers, sleep, fitness, nutrition".

export const TTC_FILTERS = [
  "all",
  "ttc",
  "fertility",
  "nutrition",
  "stress-relief",
  "cycle-tracking",
] as const;
export const OTHER_FILTERS = ["all", "postpartum", "toddlers", "sleep", "fitness", "nutrition"] as const;
export const FEED_FILTERS = [...new Set([...TTC_FILTERS, ...OTHER_FILTERS])] as const;
export type FeedFilter = (typeof TTC_FILTERS)[number] | (typeof OTHER_FILTERS)[number];

export function isFeedFilter(value: unknown): value is FeedFilter {
  return typeof value === "string" && (FEED_FILTERS as readonly string[]).includes(value);
}

/** The chips her stage shows. */
export function filtersFor(journey: JourneyId | null): readonly FeedFilter[] {
  return journey === "ttc" ? TTC_FILTERS : OTHER_FILTERS;
}

/**
 * What a chip matches: posts by members on these journeys, in these categories, or carrying one of
 * these tags. "all" matches everything.
 */
export const FILTER_MATCH: Record<
  Exclude<FeedFilter, "all">,
  { journeys: JourneyId[]; categories: PostCategory[]; tags: string[] }
> = {
  ttc: { journeys: ["ttc"], categories: [], tags: ["ttc", "trying-to-conceive"] },
  fertility: { journeys: [], categories: [], tags: ["fertility", "ovulation"] },
  nutrition: { journeys: [], categories: ["nutrition"], tags: ["nutrition", "food", "recipes"] },
  "stress-relief": { journeys: [], categories: ["mental"], tags: ["stress-relief", "stress", "anxiety"] },
  "cycle-tracking": { journeys: [], categories: [], tags: ["cycle-tracking", "cycle", "bbt"] },
  postpartum: { journeys: ["postpartum"], categories: [], tags: ["postpartum"] },
  toddlers: { journeys: ["toddler"], categories: [], tags: ["toddlers", "toddler"] },
  sleep: { journeys: [], categories: [], tags: ["sleep"] },
  fitness: { journeys: [], categories: ["exercise"], tags: ["fitness", "exercise", "workout"] },
};

export const FILTER_LABELS: Record<FeedFilter, string> = {
  all: "All",
  ttc: "TTC",
  fertility: "Fertility",
  nutrition: "Nutrition",
  "stress-relief": "Stress relief",
  "cycle-tracking": "Cycle tracking",
  postpartum: "Postpartum",
  toddlers: "Toddlers",
  sleep: "Sleep",
  fitness: "Fitness",
};

// ---------------------------------------------------------------------------------------------
// Anonymous posting: a stable pseudonym per member, made from a keyed hash of her id on the server,
// so the same member is the same "Gentle Willow 42" on every anonymous post and nobody can work
// back from the name to her.

const ADJECTIVES = [
  "Gentle",
  "Brave",
  "Calm",
  "Bright",
  "Kind",
  "Quiet",
  "Sunny",
  "Steady",
  "Warm",
  "Hopeful",
  "Patient",
  "Cheerful",
  "Tender",
  "Curious",
  "Radiant",
  "Serene",
] as const;
const NOUNS = [
  "Willow",
  "Fern",
  "Robin",
  "Daisy",
  "River",
  "Maple",
  "Wren",
  "Clover",
  "Iris",
  "Sparrow",
  "Juniper",
  "Lark",
  "Poppy",
  "Aspen",
  "Hazel",
  "Meadow",
] as const;

/** A pseudonym from 4 bytes of a keyed hash: 16 × 16 × 100 names. */
export function pseudonymFrom(bytes: Uint8Array): string {
  const adjective = ADJECTIVES[bytes[0]! % ADJECTIVES.length]!;
  const noun = NOUNS[bytes[1]! % NOUNS.length]!;
  const number = ((bytes[2]! << 8) | bytes[3]!) % 100;
  return `${adjective} ${noun} ${number}`;
}

/** Initials and a hue for the avatar circle, from the name shown. */
export function avatarOf(name: string): { avatar: string; avatarHue: number } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.filter((w) => /^\p{L}/u.test(w));
  const initials = (letters.length > 1 ? [letters[0]!, letters[1]!] : letters.slice(0, 1))
    .map((w) => [...w][0]!.toUpperCase())
    .join("");
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.codePointAt(0)!) % 360;
  return { avatar: initials || "?", avatarHue: hash };
}

// ---------------------------------------------------------------------------------------------

/**
 * A member count as the page shows it. The spec's fixed "500+" and "1,000+" appear only when they
 * are true; below that the exact count.
 */
export function memberCountLabel(count: number): string {
  if (count >= 1000) return "1,000+";
  if (count >= 500) return "500+";
  return count.toLocaleString("en-US");
}

/** "Just now" (the spec's word for a new post), then minutes, hours, days, and the date. */
export function timeAgo(iso: string, now: Date): string {
  const seconds = Math.max(0, (now.getTime() - new Date(iso).getTime()) / 1000);
  if (seconds < 60) return "Just now";
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days}d ago`;
  return new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric" });
}

/** Stage groups of "Your Groups": one per journey, with the number of members in it. */
export interface CommunityGroup {
  journey: JourneyId;
  name: string;
  members: number;
  mine: boolean;
}

export interface TrendingTopic {
  tag: string;
  posts: number;
}

export interface CommunityOverview {
  /** Members of Bloom with a journey: the real count. */
  members: number;
  groups: CommunityGroup[];
  trending: TrendingTopic[];
  /** Events: none are scheduled by anyone yet; the page says so. */
  events: never[];
  /** She can post, like, comment, share and support. */
  canPost: boolean;
  isModerator: boolean;
}

export const GROUP_NAMES: Record<JourneyId, string> = {
  ttc: "Trying to Conceive",
  pregnant: "Pregnancy",
  postpartum: "Postpartum",
  toddler: "Toddler Moms",
};

/** Posts the Pregnancy Community card lists: all pregnancy posts, or one trimester's. */
export const PREGNANCY_TABS = [
  { value: "all", label: "All Posts" },
  { value: "1", label: "1st Tri" },
  { value: "2", label: "2nd Tri" },
  { value: "3", label: "3rd Tri" },
] as const;

/** A reported or hidden post or comment, as the moderation queue lists it. */
export interface ModerationItem {
  type: "post" | "comment";
  id: string;
  postId: string;
  content: string;
  author: CommunityAuthor;
  /** Hidden after reports, waiting for a moderator. */
  hidden: boolean;
  reports: { reason: string; count: number }[];
  createdAt: string;
}
