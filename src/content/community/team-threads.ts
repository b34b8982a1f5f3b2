/**
 * What the Bloom team posts in the community: one welcome thread, and each week one thread per
 * journey whose question rotates through its list (week number modulo its length). Posted by the
 * job in src/server/features/community/team-threads.ts under the Bloom team account, as real posts
 * that members reply to and moderators can act on like any other.
 */

type Journey = "ttc" | "pregnant" | "postpartum" | "toddler";

export interface TeamThread {
  content: string;
  /** A post category of src/shared/community.ts. */
  category: "general" | "mental" | "nutrition" | "exercise";
  /** Tags, so the feed's filter chips find it. */
  tags: string[];
}

export const TEAM_NAME = "Bloom team";

export const WELCOME_THREAD: TeamThread = {
  content:
    "Welcome to the Bloom community! This is a space for mothers at every stage, from trying to conceive to chasing a toddler. Say hello below: where are you on your journey, and what would make this week a little easier?\n\nA few things that keep it kind: no medical claims presented as fact, no selling, and no one else's private details. Anyone can report a post, and moderators read every report. If something feels urgent, please call your doctor or midwife, or 911, rather than waiting for a reply here.\n\nEvery Monday we open a thread for each stage. Join in whenever you like.",
  category: "general",
  tags: ["welcome"],
};

/** The weekly thread's questions for each journey, one per week in turn. */
export const WEEKLY_QUESTIONS: Record<Journey, { title: string; tags: string[]; questions: string[] }> = {
  ttc: {
    title: "Trying to conceive",
    tags: ["ttc"],
    questions: [
      "How are you looking after yourself during the two-week wait? Share one small thing that helps.",
      "What has surprised you most about tracking your cycle so far?",
      "Who do you talk to when a month doesn't go the way you hoped?",
      "What is one habit you have started for your health this month?",
      "What would you tell someone who has just started trying?",
      "How do you keep trying to conceive from taking over the rest of your week?",
    ],
  },
  pregnant: {
    title: "Pregnancy",
    tags: ["pregnancy"],
    questions: [
      "How are you feeling this week? Share one thing that has been hard and one that has been good.",
      "What snack or meal has been working for you lately?",
      "How are you moving your body this week, and what feels best right now?",
      "What question do you want to ask at your next appointment?",
      "What is helping you sleep, or what is keeping you up?",
      "What are you most looking forward to in the weeks ahead?",
    ],
  },
  postpartum: {
    title: "After birth",
    tags: ["postpartum"],
    questions: [
      "How are you really doing this week? You can be honest here.",
      "What is one thing someone did that truly helped in the early weeks?",
      "How are nights going? Share what is working, even a little.",
      "What did you eat today that was quick and kind to you?",
      "How are you finding time for yourself, even five minutes?",
      "What do you wish someone had told you before your baby arrived?",
    ],
  },
  toddler: {
    title: "Toddler years",
    tags: ["toddlers"],
    questions: [
      "What was the best moment with your toddler this week?",
      "Share a meal your little one actually ate this week.",
      "How do you fit movement into a day with a toddler?",
      "What helps on the days when everything is a negotiation?",
      "What does your wind-down routine look like, for them and for you?",
      "What is one thing you are proud of this week, however small?",
    ],
  },
};

/** The weekly thread of a journey for the week with this ISO number. */
export function weeklyThread(journey: Journey, weekLabel: string, weekNumber: number): TeamThread {
  const w = WEEKLY_QUESTIONS[journey];
  const question = w.questions[weekNumber % w.questions.length]!;
  return {
    content: `${w.title} weekly thread, week of ${weekLabel}\n\n${question}\n\nReply below; everyone at this stage can read along.`,
    category: "general",
    tags: [...w.tags, "weekly-thread"],
  };
}
