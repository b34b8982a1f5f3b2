/**
 * Text → tokens for the red-flag rules. Everything here is about reading a mother's own words the
 * way she types them on a phone at 3 a.m.: lower case, curly quotes, contractions with and without
 * apostrophes, stretched letters ("sooo"), hyphens ("c-section", "self-harm"), decimal commas
 * ("38,5"), slang that hides self-harm ("kms", "unalive"), text-speak ("dnt wnt 2 wake up", "livin"),
 * and a few typos (see `correctTypo`).
 */

export type TokenKind = "word" | "num" | "comma" | "stop";

export interface Token {
  /** The normalised word ("bleeding"), a number as written ("100.4"), "," or ".". */
  w: string;
  kind: TokenKind;
}

// Contractions spelled out, so "don't", "dont" and "do not" read the same to every rule.
const CONTRACTIONS: Record<string, string> = {
  "can't": "can not",
  cant: "can not",
  cannot: "can not",
  "won't": "will not",
  wont: "will not",
  "ain't": "am not",
  "shan't": "shall not",
  "i'm": "i am",
  im: "i am",
  "i've": "i have",
  ive: "i have",
  "i'd": "i would",
  "i'll": "i will",
  "it's": "it is",
  "that's": "that is",
  "what's": "what is",
  "there's": "there is",
  "she's": "she is",
  "he's": "he is",
  "let's": "let us",
  idk: "i do not know",
  dunno: "do not know",
  gonna: "going to",
  wanna: "want to",
  gotta: "got to",
  kinda: "kind of",
  u: "you",
  ur: "your",
  rn: "right now",
  tho: "though",
  bc: "because",
  cuz: "because",
  // Text-speak, so "dnt wnt 2 wake up" and "hw many wud it take" read as they are meant.
  dnt: "do not",
  wud: "would",
  cud: "could",
  shud: "should",
  wdnt: "would not",
  cdnt: "could not",
  cnt: "can not",
  gna: "going to",
  gnna: "going to",
  hw: "how",
  wat: "what",
  wot: "what",
  thot: "thought",
  rly: "really",
  kno: "know",
  hav: "have",
  nvr: "never",
  abt: "about",
  tmrw: "tomorrow",
  tmr: "tomorrow",
  pls: "please",
  plz: "please",
  ppl: "people",
  srsly: "seriously",
  // Words that hide self-harm in online slang.
  kms: "kill myself",
  unalive: "kill",
  unaliving: "killing",
  sewerslide: "suicide",
  // One spelling for words the rules name.
  csection: "csection",
  haemorrhage: "hemorrhage",
  haemorrhaging: "hemorrhaging",
  odour: "odor",
  odours: "odors",
  oedema: "edema",
  mum: "mom",
  mummy: "mom",
  tummy: "belly",
  "w/o": "without",
  nonstop: "non stop",
  lightheaded: "light headed",
  selfharm: "self harm",
};

// "dont", "isnt", "havent", "didnt"… (without the apostrophe) → "do not" etc.
const NT_WORDS = /^(do|does|did|is|are|was|were|has|have|had|could|would|should|must|need)n'?t$/;

const LAUGHING = /[\u{1F602}\u{1F923}\u{1F606}\u{1F605}\u{1F639}]/gu;

/** Lower case, plain letters, one kind of apostrophe, stretched letters shrunk, units spaced out. */
export function normalise(text: string): string {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(LAUGHING, " lol ")
      .replace(/[\u2018\u2019\u02bc`´]/g, "'")
      .replace(/[\u201c\u201d]/g, '"')
      // "38 point 5" → "38.5".
      .replace(/(\d)\s+point\s+(\d)\b/g, "$1.$2")
      // "38,5" → "38.5"; "1,000" stays a thousand only when three digits follow.
      .replace(/(\d),(\d{1,2})(?!\d)/g, "$1.$2")
      // "c-section", "c section" → one word; other hyphens and slashes become spaces.
      .replace(/\bc[\s-]?sections?\b/g, "csection")
      .replace(/\bw\/o\b/g, "without")
      .replace(/\bmy self\b/g, "myself")
      .replace(/\bw\//g, "with ")
      .replace(/[-–—_/]+/g, " ")
      // "101°F", "38.5c", "38.5 ºC" → "101 f", "38.5 c".
      .replace(
        /(\d)\s*(?:°|º|degrees?|deg)(?:\s*([fc])\b)?/g,
        (_m, d: string, u?: string) => `${d} ${u ?? "deg"}`,
      )
      .replace(/(\d)(f|c|fahrenheit|celsius)\b/g, "$1 $2")
      .replace(/\bfahrenheit\b/g, "f")
      .replace(/\bcelsius\b|\bcentigrade\b/g, "c")
      // "2nite", "b4", "some1": numbers standing for sounds.
      .replace(/\b2\s?nite\b|\b2\s?night\b/g, "tonight")
      .replace(/\b2day\b/g, "today")
      .replace(/\b2moro\b|\b2morrow\b|\b2mrw\b/g, "tomorrow")
      .replace(/\bb4\b/g, "before")
      // "wnt 2 wake up": "2" is "to" before a verb ("2 weeks" stays a number), "wnt" is "want".
      .replace(
        /\b(want|wnt|wants|going|gna|need|needs|trying|try|able|about|close|used|hate|ready) (?:2|to) (?=(?:be|do|go|wake|die|live|sleep|end|kill|hurt|harm|stop|keep|say|tell|talk|get|see|feel|leave|cry|run|eat|make|take|give|drop|shake|disappear|exist|cope|carry|care|cut|jump|breathe|stay|come|call|ask|throw|smother|sit|walk|drive)\b)/g,
        (_m, w: string) => `${w === "wnt" ? "want" : w} to `,
      )
      .replace(/\b(some|no|any|every|evry)1\b/g, (_m, w: string) =>
        w === "no" ? "no one" : `${w === "evry" ? "every" : w}one`,
      )
      // "sooo", "bleeeding" → at most two of a letter in a row.
      .replace(/([a-z])\1{2,}/g, "$1$1")
  );
}

const TOKEN = /\d+(?:\.\d+)?|[a-z]+(?:'[a-z]+)*|[.!?;]+|[,:()"]|\.\.\./g;

function expand(word: string): string[] {
  const whole = CONTRACTIONS[word];
  if (whole) return whole.split(" ");
  const nt = NT_WORDS.exec(word);
  if (nt) return [nt[1]!, "not"];
  if (word.endsWith("n't")) return [word.slice(0, -3), "not"];
  // "baby's" → "baby"; "i've"-style words not listed above keep their first part.
  const apostrophe = word.indexOf("'");
  if (apostrophe > 0) {
    const [head, tail] = [word.slice(0, apostrophe), word.slice(apostrophe + 1)];
    if (tail === "re") return [head, "are"];
    if (tail === "ve") return [head, "have"];
    if (tail === "ll") return [head, "will"];
    if (tail === "d") return [head, "would"];
    return [head];
  }
  return [word];
}

/**
 * Words, numbers and the punctuation that ends a clause (",") or a sentence ("."). Words in `keep`
 * (every word the rules spell out) are never "corrected" into a sign word.
 */
export function tokenise(text: string, keep: ReadonlySet<string> = new Set()): Token[] {
  const out: Token[] = [];
  for (const m of normalise(text).matchAll(TOKEN)) {
    const raw = m[0];
    if (/^\d/.test(raw)) out.push({ w: raw, kind: "num" });
    else if (/^[.!?;]/.test(raw)) out.push({ w: ".", kind: "stop" });
    else if (/^[,:()"]$/.test(raw)) out.push({ w: ",", kind: "comma" });
    else
      for (const w of expand(raw)) {
        // "livin", "cuttin", "shakin": a dropped g, when the whole word is one the rules spell out.
        const whole = !keep.has(w) && w.length > 3 && w.endsWith("in") && keep.has(`${w}g`) ? `${w}g` : w;
        out.push({ w: keep.has(whole) ? whole : correctTypo(whole), kind: "word" });
      }
  }
  return out;
}

// ---- typos ----------------------------------------------------------------------------------

/**
 * The words a typo may be corrected to: the sign words the rules hinge on. Short words are left
 * alone (too many real words sit one letter away from "pad" or "cut").
 */
export const SIGN_WORDS = [
  "abdominal",
  "bleeding",
  "blurred",
  "blurry",
  "breathe",
  "breathing",
  "chest",
  "clots",
  "contractions",
  "convulsions",
  "discharge",
  "dizziness",
  "excruciating",
  "dizzy",
  "exhausted",
  "exhaustion",
  "fainted",
  "fainting",
  "fever",
  "headache",
  "headaches",
  "hemorrhage",
  "incision",
  "infected",
  "migraine",
  "movement",
  "movements",
  "moving",
  "myself",
  "nauseous",
  "nausea",
  "overwhelming",
  "palpitations",
  "seizure",
  "seizures",
  "severe",
  "smelly",
  "spotting",
  "stitches",
  "stomach",
  "suicidal",
  "suicide",
  "swelling",
  "swollen",
  "temperature",
  "unbearable",
  "vision",
  "vomiting",
  "vomited",
] as const;

/**
 * Real words one or two letters from a sign word, which must never be "corrected" into one:
 * "breeding" is not "bleeding", "fewer kicks" is not a fever.
 */
const REAL_NEIGHBOURS = new Set([
  "breeding",
  "bleeping",
  "fewer",
  "fever's",
  "chess",
  "cheat",
  "cheats",
  "chests",
  "cloths",
  "clothes",
  "spitting",
  "sporting",
  "shotting",
  "plotting",
  "breaking",
  "breathes",
  "breather",
  "mowing",
  "loving",
  "moaning",
  "hunting",
  "hurting",
  "herself",
  "himself",
  "itself",
  "yourself",
  "missing",
  "moving",
  "moved",
  "mixing",
  "dozens",
  "dizzying",
  "dissing",
  "suicides",
  "visions",
  "version",
  "visiting",
  "vomit",
  "swelled",
  "swallow",
  "swallowed",
  "sweating",
  "swollen",
  "smelly",
  "smells",
  "spotted",
  "spotty",
  "stitched",
  "stomachs",
  "stretches",
  "feverish",
  "faintly",
  "painted",
  "fainter",
  "heading",
  "headaches",
  "mission",
  "session",
  // Found by running every word of a word-game list through `correctTypo` (2026-11-29): everyday
  // words it turned into a different sign word. "Injected" is not "infected", a fiver is not a
  // fever, heartache is not a headache, "stollen" is a cake.
  "bleaching",
  "blending",
  "blurted",
  "breaching",
  "broaching",
  "clods",
  "clogs",
  "cloth",
  "colts",
  "coots",
  "cots",
  "compulsions",
  "conclusions",
  "concussions",
  "confusions",
  "constrictions",
  "constructions",
  "contraceptions",
  "contractors",
  "contradictions",
  "contraption",
  "contraptions",
  "contusions",
  "conversions",
  "crest",
  "dirtiness",
  "exhalation",
  "exhaustive",
  "feinted",
  "feinting",
  "fiver",
  "heartaches",
  "infested",
  "inflected",
  "injected",
  "monuments",
  "mooing",
  "moping",
  "selling",
  "shelling",
  "slotting",
  "snitches",
  "spelling",
  "spouting",
  "stollen",
  "swilling",
  "switches",
  "swotting",
  "temperate",
  "unbeatable",
  "unbreakable",
  "unreadable",
  "unwearable",
]);

/** Optimal-string-alignment distance (Damerau–Levenshtein with adjacent swaps), capped at `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, prevPrev[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length]!;
}

const SIGN_WORD_SET = new Set<string>(SIGN_WORDS);
const corrected = new Map<string, string>();

/**
 * A word of four letters or more that is one edit (two when both have nine letters or more) away
 * from exactly one sign word, and starts with the same letter, is read as that sign word:
 * "bleding", "headach", "dizy", "sezure", "vomitting", "sucidal". Real neighbours are kept.
 */
export function correctTypo(word: string): string {
  if (word.length < 4 || SIGN_WORD_SET.has(word) || REAL_NEIGHBOURS.has(word)) return word;
  const known = corrected.get(word);
  if (known !== undefined) return known;
  let match = word;
  let matches = 0;
  for (const sign of SIGN_WORDS) {
    if (sign[0] !== word[0]) continue;
    const max = Math.min(word.length, sign.length) >= 9 ? 2 : 1;
    if (editDistance(word, sign, max) <= max) {
      if (match !== sign) matches++;
      match = sign;
    }
  }
  const result = matches === 1 ? match : word;
  if (corrected.size < 5000) corrected.set(word, result);
  return result;
}
