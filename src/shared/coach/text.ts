/**
 * How the coach reads words: lower case without accents or apostrophes, common filler words
 * dropped, English stems (Porter, via `stemmer`), and the lay words mothers use mapped onto the
 * words the knowledge base uses ("tummy" also means "belly", "pee" also means "bladder"). UK
 * spellings are read as the US spellings the knowledge base is written in ("yoghurt" is "yogurt",
 * "caesarean" is "cesarean"). The same processing runs when the knowledge base is indexed and when a
 * question is asked, so both sides meet on the same terms.
 */
import { stemmer } from "stemmer";

/** Lower case, no accents, no apostrophes ("I’m" → "im"), anything else that isn't a letter or digit → space. */
export function normalise(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’‘`]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * UK spellings → the US spellings Bloom writes in, so a mother who writes "yoghurt", "labour" or
 * "after my caesarean" reaches the same entry as one who writes "yogurt", "labor" or "cesarean".
 * Applied to each word before phrases, stems and synonyms, on both the knowledge base and her question.
 */
const US_SPELLINGS: Readonly<Record<string, string>> = {
  fibre: "fiber",
  fibres: "fibers",
  labour: "labor",
  labours: "labors",
  labouring: "laboring",
  laboured: "labored",
  yoghurt: "yogurt",
  yoghurts: "yogurts",
  yoghourt: "yogurt",
  caesarean: "cesarean",
  caesareans: "cesareans",
  caesarian: "cesarean",
  cesarian: "cesarean",
  haemorrhoid: "hemorrhoid",
  haemorrhoids: "hemorrhoids",
  haemoglobin: "hemoglobin",
  haemorrhage: "hemorrhage",
  practise: "practice",
  practises: "practices",
  practising: "practicing",
  practised: "practiced",
  anaemia: "anemia",
  anaemic: "anemic",
  oedema: "edema",
  centre: "center",
  centres: "centers",
  litre: "liter",
  litres: "liters",
  paediatrician: "pediatrician",
  paediatric: "pediatric",
  oestrogen: "estrogen",
  foetus: "fetus",
  foetal: "fetal",
  gynaecologist: "gynecologist",
  diarrhoea: "diarrhea",
  counsellor: "counselor",
  counselling: "counseling",
  colour: "color",
  flavour: "flavor",
  favourite: "favorite",
  behaviour: "behavior",
  behaviours: "behaviors",
  recognise: "recognize",
  tinned: "canned",
  burnt: "burned",
  wholewheat: "whole wheat",
  wholegrain: "whole grain",
  wholegrains: "whole grains",
};

/** A word in the knowledge base's (US) spelling ("wholegrains" → "whole grains"). */
export function usSpelling(word: string): string {
  return US_SPELLINGS[word] ?? word;
}

/** Two-word phrases that mean one thing, joined so that neither half is mistaken for something else. */
const PHRASES: readonly [RegExp, string][] = [
  [/\bpost (natal|partum)\b/g, "post$1"],
  [/\bc section\b/g, "csection"],
  [/\bme time\b/g, "metime"],
  // "no time" is a topic of its own (fitting exercise or rest into a busy day), though both words are filler alone.
  [/\bno time\b/g, "notime"],
  // "work out" is exercise, unless she is working something out ("work out which days...").
  [/\b(work|figure)(ing)? out (?=which|when|what|how|if|whether|why|where|who)/g, ""],
  [/\bwork(ing)? out\b/g, "workout"],
  [/\bvitamin d\b/g, "vitamind"],
  [
    /\b(feel|feeling|felt|feels)( so| really| very| pretty| quite| a bit| kind of)? (down|low|blue)\b/g,
    "sad",
  ],
  [/\blow mood\b/g, "sad"],
  [/\bthrow(ing)? up\b/g, "vomiting"],
];

export function words(text: string): string[] {
  let clean = normalise(text).replace(/[a-z]+/g, usSpelling);
  for (const [pattern, joined] of PHRASES) clean = clean.replace(pattern, joined);
  return clean ? clean.split(" ") : [];
}

/** Words that carry no topic: question scaffolding, pronouns and chat filler. */
export const STOP_WORDS = new Set(
  `a about above after again all also am an and any anything are around as at be been before being
  best better but by can cant could did didnt do does doesnt doing dont during each else even ever
  every everything feel feeling feels felt for from get gets getting go going good got had has have having he help
  her here hers herself him his how i id ie if ill im in into is isnt it its itll ive just keep
  know let like lot lots make many may maybe me mean might more most much must my myself need
  needs no normal not now of off ok okay on once one only or other our out over own please pretty
  quite really right said same say see she should shouldnt so some something still such sure take
  tell than thank thanks that thats the their them then there these they thing things think this
  those through time times tips to too try up us use very want wanted was way ways we well were what
  whats when where which while who why will with without wonder wondering would wont yes yet you
  your youre week weeks month months year years old bit little bad big mom mum mama mommy
  never always constantly lately since ago someone anyone completely totally`.split(/\s+/),
);

/**
 * Lay words → the knowledge base's word for the same thing. Each word keeps its own stem too, so
 * an entry that uses the lay word still matches it more strongly.
 */
const SYNONYM_GROUPS: Record<string, readonly string[]> = {
  core: ["abs", "ab", "abdominal", "abdominals", "sixpack"],
  belly: ["tummy", "abdomen", "stomach", "bump"],
  bladder: ["pee", "wee", "urine", "incontinence", "leak", "leaking", "leaks", "wet", "wetting"],
  bowel: ["poo", "poop", "pooping", "stool", "stools"],
  tired: [
    "exhausted",
    "exhaustion",
    "fatigue",
    "fatigued",
    "drained",
    "knackered",
    "sleepy",
    "shattered",
    "wiped",
  ],
  sad: ["depressed", "depression", "hopeless", "miserable", "unhappy", "numb", "empty", "blue", "blues"],
  anxiety: [
    "anxious",
    "worry",
    "worried",
    "worrying",
    "worries",
    "nervous",
    "panic",
    "panicky",
    "scared",
    "afraid",
    "fear",
    "frightened",
    "terrified",
  ],
  stress: ["stressed", "stressful", "overwhelmed", "overwhelm", "frazzled", "tense"],
  exercise: [
    "workout",
    "workouts",
    "exercises",
    "exercising",
    "training",
    "gym",
    "fitness",
    "sport",
    "pilates",
  ],
  caffeine: ["coffee", "coffees", "espresso", "latte", "cappuccino", "decaf", "cola", "caffiene"],
  alcohol: ["wine", "beer", "booze", "cocktail", "prosecco", "drunk"],
  cesarean: ["csection", "section", "cs"],
  nausea: ["nauseous", "nauseated", "queasy", "vomit", "vomiting", "puke", "puking", "sickness"],
  sleep: ["insomnia", "asleep", "slept", "sleepless"],
  baby: ["newborn", "infant", "bub", "bubba"],
  toddler: ["kid", "kids", "child", "children", "toddlers", "preschooler", "2yo", "3yo"],
  pregnant: ["pregnancy", "expecting", "prenatal", "antenatal", "preggo", "preggers", "pregant", "pregnent"],
  postpartum: ["postnatal", "postpartem", "pp"],
  breastfeeding: [
    "breastfeed",
    "breastfed",
    "nursing",
    "nurse",
    "lactation",
    "lactating",
    "pumping",
    "bf",
    "breastmilk",
  ],
  conceive: ["ttc", "conceiving", "conception", "fertility", "infertility"],
  pain: [
    "hurt",
    "hurts",
    "hurting",
    "ache",
    "aches",
    "aching",
    "achy",
    "sore",
    "painful",
    "pains",
    "agony",
    "killing",
  ],
  pelvic: ["kegel", "kegels"],
  heartburn: ["reflux", "indigestion", "gerd"],
  cramp: ["cramps", "cramping", "charley"],
  swelling: ["swollen", "puffy", "edema", "swell"],
  headache: ["headaches", "migraine", "migraines"],
  temper: ["angry", "anger", "yelling", "shouting", "snapping", "rage"],
  lonely: ["alone", "isolated", "isolation", "loneliness"],
  nutrition: ["diet", "eat", "eating", "food", "foods", "meal", "meals"],
  hydration: ["water", "hydrated", "dehydrated", "dehydration", "fluids", "thirsty"],
  iron: ["anemia", "anemic", "ferritin"],
  folate: ["folic"],
  diastasis: ["separation", "gap", "coning", "doming", "drec"],
  prolapse: ["heaviness", "dragging"],
  piles: ["hemorrhoids", "hemorrhoid"],
  run: ["jog", "jogging", "runner", "running"],
  period: ["periods", "menstrual", "menstruation", "menses"],
  miscarriage: ["miscarried", "miscarry", "mc"],
  sex: ["intercourse", "intimacy", "libido"],
  tantrum: ["tantrums", "meltdown", "meltdowns"],
  picky: ["fussy"],
  motivation: ["motivated", "unmotivated", "lazy"],
  weight: ["kilos", "pounds", "lbs", "kg"],
};

const SYNONYMS = new Map<string, string>();
for (const [canonical, lay] of Object.entries(SYNONYM_GROUPS)) {
  for (const word of lay) SYNONYMS.set(word, canonical);
}

/** Words whose Porter stem would merge them with a different topic: "fertile" (her fertile days) is not "fertility". */
const OWN_STEMS: Readonly<Record<string, string>> = { fertile: "fertile" };

/** Stems a word stands for: its own, and the knowledge base's word if it is a lay synonym. */
export function termsFor(word: string): string[] {
  const own = OWN_STEMS[word] ?? stemmer(word);
  const canonical = SYNONYMS.get(word);
  if (!canonical) return [own];
  const mapped = stemmer(canonical);
  return mapped === own ? [own] : [own, mapped];
}

/** MiniSearch's processTerm: drop filler words; expand the rest to their stems and synonyms. */
export function processTerm(term: string): string[] | null {
  const word = normalise(term).replace(/\s+/g, "");
  if (word.length < 2 || STOP_WORDS.has(word) || /^\d+$/.test(word)) return null;
  return termsFor(word);
}

/** The words of a question that carry meaning (for the coverage check and the vague rule). */
export function contentWords(text: string): string[] {
  return words(text).filter((w) => w.length >= 2 && !STOP_WORDS.has(w) && !/^\d+$/.test(w));
}
