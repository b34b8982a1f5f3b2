/**
 * Page frames: a page's first screen drawn into the HTML the server answers, so she sees it before
 * the app's script has loaded. The build renders each frame from the app's own components
 * (src/client/frames.tsx) into `frames.json`; a signed-in page's frame leaves slots for her own
 * words, which the server fills in (escaped) for the signed-in member asking. The app then renders
 * the same page over it.
 */
import { dashboardSubtitle, firstNameOf, initialsOf, welcomeOf } from "./greeting";
import { journeyOf, stageLabel } from "./journeys";

/** The markers a frame carries where her words go (plain text, so React's escaping leaves them be). */
export const FRAME_SLOTS = {
  name: "{{bloom:name}}",
  /** The whole welcome line: "Welcome back, Maya!", or "Welcome, Maya!" on her first day. */
  welcome: "{{bloom:welcome}}",
  initials: "{{bloom:initials}}",
  stage: "{{bloom:stage}}",
  subtitle: "{{bloom:subtitle}}",
} as const;
export type FrameValues = Record<keyof typeof FRAME_SLOTS, string>;

/** The frames the build writes: `/` for everyone, the signed-in pages for their members. */
export interface PageFrames {
  /** The home page as a visitor first sees it. */
  home: string;
  /** Signed-in pages by path, with slots. */
  signedIn: Record<string, string>;
}

/** The values for her slots, from her account and profile, at `now`. */
export function frameValues(
  account: {
    email: string;
    displayName: string | null;
    motherhoodStage: string | null;
    /** When she joined; without it she is greeted as on her first day. */
    createdAt?: Date | null;
  },
  now: Date,
): FrameValues {
  const name = firstNameOf(account.displayName, account.email);
  return {
    name,
    welcome: welcomeOf(name, account.createdAt, now),
    initials: initialsOf(account.displayName, account.email),
    stage: stageLabel(account.motherhoodStage),
    subtitle: dashboardSubtitle(journeyOf(account.motherhoodStage)),
  };
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
/** Text made safe for HTML, in text and in quoted attributes. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

/** A frame with every slot replaced by her words, escaped for text and attributes alike. */
export function fillFrame(template: string, values: FrameValues): string {
  let html = template;
  for (const [key, marker] of Object.entries(FRAME_SLOTS)) {
    const text = escapeHtml(values[key as keyof FrameValues]);
    html = html.replaceAll(marker, () => text); // a function: "$&" in her name stays "$&"
  }
  return html;
}
