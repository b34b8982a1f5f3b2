import type { SafetyJourney, SafetySignId } from "./signs";

/**
 * The labelled set the red-flag rules are held to (phrasings.test.ts). Written the way mothers
 * write: lay words, typos, no punctuation, stage in passing. Add every miss and every false alarm
 * found in real use here first, then fix the rules.
 */
export interface Phrasing {
  text: string;
  journey?: SafetyJourney;
  /** The sign that must be found (others may be found too). */
  sign: SafetySignId;
}

export interface Harmless {
  text: string;
  journey?: SafetyJourney;
}

const p = (sign: SafetySignId, journey: SafetyJourney | undefined, ...texts: string[]): Phrasing[] =>
  texts.map((text) => ({ text, journey, sign }));

export const WARNING_SIGN_PHRASINGS: Phrasing[] = [
  ...p(
    "severe-headache",
    "pregnant",
    "I have the worst headache of my life",
    "headache that won't go away even after tylenol",
    "my head is pounding and it's been 2 days",
    "terrible headache since yesterday",
    "really bad headace today", // typo
    "Migraine for three days now, nothing helps",
    "I've never had a headache like this",
    "my headache keeps getting worse",
  ),
  ...p(
    "severe-headache",
    "postpartum",
    "pounding headache 5 days after my csection",
    "severe headach wont go away",
  ),
  ...p(
    "dizziness-or-fainting",
    "pregnant",
    "I feel really dizzy",
    "I fainted in the shower this morning",
    "feel like I'm going to pass out",
    "so lightheaded when I stand up",
    "the room keeps spinning",
    "dizy and shaky all day", // typo
  ),
  ...p(
    "dizziness-or-fainting",
    "postpartum",
    "I passed out while feeding the baby",
    "nearly fainted at the shops",
  ),
  ...p(
    "vision-changes",
    "pregnant",
    "my vision is blurry",
    "seeing spots since this morning",
    "flashing lights in my eyes",
    "blurred vission and a headache", // typo
    "everything looks fuzzy, I can't see properly",
    "my eyes are sensitive to light all of a sudden",
  ),
  ...p("vision-changes", "postpartum", "my eyesight went weird after the birth"),
  ...p(
    "fever",
    "postpartum",
    "I have a fever of 101",
    "temp is 38.5",
    "running a temperature since yesterday",
    "fever and chills 4 days after birth",
    "my temperature was 100.4 this morning",
    "thermometer says 38.2 c",
    "I feel feverish and shivery",
    "fevr and body aches", // typo
  ),
  ...p("fever", "pregnant", "Had a temp of 102.3F last night", "38,6 degrees temp"),
  ...p("fever", "ttc", "I've had a fever of 39 for two days"),
  ...p(
    "swelling-hands-face",
    "pregnant",
    "my face is really swollen today",
    "hands so swollen my rings won't come off",
    "sudden swelling in my face and hands",
    "my fingers are puffy like sausages",
    "swolen face and hands", // typo
    "my wedding ring doesn't fit anymore, fingers are huge",
  ),
  ...p(
    "trouble-breathing",
    "pregnant",
    "I can't breathe properly",
    "trouble breathing when lying down",
    "short of breath all the time",
    "struggling to catch my breath just sitting here",
    "really hard to breath", // typo
  ),
  ...p(
    "trouble-breathing",
    "postpartum",
    "shortness of breath since the delivery",
    "I can't catch my breath",
  ),
  ...p(
    "chest-pain-or-racing-heart",
    "postpartum",
    "I have chest pain",
    "sharp pain in my chest when I breathe",
    "my heart is racing and won't slow down",
    "heart pounding out of nowhere",
    "tightness in my chest",
    "palpitations all evening",
    "chest hurts since this morning",
    "chest pain during my workout",
  ),
  ...p(
    "severe-vomiting",
    "pregnant",
    "I can't keep anything down",
    "throwing up nonstop",
    "vomiting all day and can't even keep water down",
    "I've thrown up 8 times today",
    "severe nausea not like normal morning sickness",
    "vomitting all night", // typo
    "puking for two days straight",
  ),
  ...p(
    "severe-belly-pain",
    "pregnant",
    "severe stomach pain",
    "really bad pain in my belly that won't go away",
    "sharp stabbing pain in my abdomen",
    "my tummy hurts so bad I can't stand up",
    "excruciating cramps",
    "doubled over in pain",
  ),
  ...p("severe-belly-pain", "postpartum", "terrible abdominal pain after my c-section"),
  ...p(
    "baby-moving-less",
    "pregnant",
    "the baby isn't moving as much today",
    "I haven't felt the baby move since this morning",
    "fewer kicks than usual",
    "baby stopped kicking",
    "reduced movements since yesterday",
    "baby has been really quiet today",
    "I can't feel him kicking anymore",
    "havent felt any movement all day", // no apostrophe
    "kick count only got to 4 in two hours",
  ),
  ...p(
    "bleeding-in-pregnancy",
    "pregnant",
    "I'm bleeding",
    "some spotting this morning",
    "blood when I wiped",
    "brown discharge today",
    "bleding a little at 10 weeks", // typo
    "I noticed blood in my underwear",
  ),
  ...p("bleeding-in-pregnancy", "ttc", "got my BFP yesterday and now I'm spotting"),
  ...p("bleeding-in-pregnancy", undefined, "I'm 20 weeks pregnant and bleeding"),
  ...p(
    "leaking-fluid",
    "pregnant",
    "I think my water broke",
    "leaking fluid since this morning",
    "a gush of clear fluid",
    "water trickling down my leg, not sure if it's pee",
    "my waters have gone",
  ),
  ...p(
    "heavy-bleeding",
    "postpartum",
    "soaking through a pad every hour",
    "clots the size of an egg",
    "bleeding heavily 2 weeks after birth",
    "passing big clots",
    "the bleeding won't stop",
    "I'm changing my pad every 30 minutes",
    "huge golf ball sized clots",
    "bleeding has got heavier again and it's bright red",
  ),
  ...p("heavy-bleeding", "ttc", "soaked through a pad in an hour, twice"),
  ...p(
    "foul-smelling-discharge",
    "postpartum",
    "my discharge smells really bad",
    "foul smelling discharge",
    "the bleeding smells off, like rotten",
    "smelly discharge 10 days after delivery",
    "my lochia stinks",
  ),
  ...p(
    "painful-swollen-leg",
    "postpartum",
    "my left leg is swollen and red",
    "pain and swelling in my calf",
    "one leg is warm to the touch and hurts",
    "my calf is tender and hot",
    "my leg is really swollen and painful",
  ),
  ...p("painful-swollen-leg", "pregnant", "worried about a blood clot in my leg"),
  ...p(
    "seizure",
    "postpartum",
    "I had a seizure",
    "I think I had a seizure last night",
    "shaking uncontrollably and couldn't stop",
    "sezure this morning", // typo
  ),
  ...p("seizure", "pregnant", "I had a convulsion"),
  ...p(
    "wound-not-healing",
    "postpartum",
    "my c-section incision is red and oozing",
    "my stitches opened",
    "my incision isn't healing",
    "pus coming from my wound",
    "the scar is hot and swollen",
    "my episiotomy stitches smell and are really sore",
    "c section wound is seeping",
  ),
  ...p(
    "overwhelming-tiredness",
    "postpartum",
    "overwhelming tiredness",
    "so exhausted I can't get out of bed",
    "too tired to look after my baby",
    "I've never been this exhausted in my life",
    "extreme fatigue no matter how much I sleep",
  ),
];

export const SELF_HARM_PHRASINGS: Phrasing[] = [
  ...p(
    "thoughts-of-self-harm",
    "postpartum",
    "I want to kill myself",
    "I don't want to be here anymore",
    "everyone would be better off without me",
    "I've been thinking about suicide",
    "I feel suicidal",
    "I wish I was dead",
    "I want to die",
    "I just want to disappear forever",
    "There's no point in living",
    "I don't want to live anymore",
    "I can't go on like this",
    "I want to end it all",
    "I've been having thoughts of hurting myself",
    "I keep thinking about ending my life",
    "my family would be better off if I was gone",
    "I want to go to sleep and never wake up",
    "I hope I don't wake up tomorrow",
    "sometimes I think about taking all my pills",
    "I've started cutting again",
    "I feel like a burden to everyone",
    "thinking of driving into a tree",
    "I want to hurt myself",
    "kms",
    "I want to unalive myself",
    "i dont want to be here any more",
    "i wanna die", // slang
    "Im thinking of killing my self", // spacing
    "sucidal thoughts again", // typo
    "no reason to live",
    "my baby would be better off with someone else",
    "I can't do this anymore",
    "nobody would miss me",
  ),
  ...p("thoughts-of-self-harm", undefined, "what's the point of living", "I'd rather be dead"),
  ...p(
    "thoughts-of-harming-baby",
    "postpartum",
    "I have thoughts of hurting my baby",
    "scary thoughts about harming the baby",
    "I'm scared I'll hurt my baby",
    "intrusive thoughts about dropping him",
    "I had an urge to shake the baby",
    "I keep imagining smothering her",
    "I feel like I could hurt my baby",
    "sometimes I want to throw the baby",
    "I shook the baby when she wouldn't stop crying",
  ),
];

/** Sign words said not to be there: each must be left alone. */
export const NEGATION_PHRASINGS: Harmless[] = [
  { text: "no bleeding at all", journey: "pregnant" },
  { text: "I don't have a headache" },
  { text: "no fever, just tired", journey: "postpartum" },
  { text: "I haven't had any dizziness", journey: "pregnant" },
  { text: "no spotting this week, yay", journey: "pregnant" },
  { text: "not bleeding anymore and the clots stopped weeks ago", journey: "postpartum" },
  { text: "the baby is moving loads, no issues", journey: "pregnant" },
  { text: "no swelling in my hands or face", journey: "pregnant" },
  { text: "Incision healing nicely, no redness", journey: "postpartum" },
  { text: "without any pain in my chest, finally", journey: "postpartum" },
  { text: "I'm not suicidal, just really tired", journey: "postpartum" },
  { text: "I would never hurt my baby", journey: "postpartum" },
  { text: "didn't throw up at all today!", journey: "pregnant" },
  { text: "the headache went away after a nap", journey: "pregnant" },
  { text: "temp 99.1 this morning, feeling ok", journey: "postpartum" },
  { text: "no leaking fluid, just normal discharge", journey: "pregnant" },
  { text: "never had a seizure", journey: "pregnant" },
  { text: "my vision is fine, no spots", journey: "pregnant" },
  { text: "Breathing fine now", journey: "postpartum" },
  { text: "dizziness has passed", journey: "pregnant" },
];

/** Everyday words that sound like signs. At least 95 % must be left alone. */
export const DECOY_PHRASINGS: Harmless[] = [
  { text: "killing it at the gym this week!" },
  { text: "this headache of a spreadsheet" },
  { text: "I could kill for a coffee" },
  { text: "dying to try that recipe" },
  { text: "this workout is killing me lol" },
  { text: "my feet are killing me after the walk", journey: "pregnant" },
  { text: "dead tired but happy", journey: "postpartum" },
  { text: "I died laughing at the baby's face", journey: "postpartum" },
  { text: "to die for chocolate cake recipe" },
  { text: "baby fever is real", journey: "ttc" },
  { text: "cabin fever with a toddler in the rain", journey: "toddler" },
  { text: "faint line on my test today!!", journey: "ttc" },
  { text: "is that a faint positive?", journey: "ttc" },
  { text: "chest day at the gym" },
  { text: "did chest presses and squats", journey: "postpartum" },
  { text: "finally got that off my chest" },
  { text: "belly laugh from the baby today", journey: "postpartum" },
  { text: "the baby won't stop kicking lol", journey: "pregnant" },
  { text: "he never stops moving at night", journey: "pregnant" },
  { text: "bled a bit when I cut my finger chopping onions", journey: "pregnant" },
  { text: "my gums bleed when I brush", journey: "pregnant" },
  { text: "had a nosebleed this morning", journey: "pregnant" },
  { text: "blood test results came back fine", journey: "pregnant" },
  { text: "blood pressure was normal at the check", journey: "pregnant" },
  { text: "spotting today, period is due", journey: "ttc" },
  { text: "heavy period with cramps", journey: "ttc" },
  { text: "terrible period cramps today", journey: "ttc" },
  { text: "my toddler has a fever of 102", journey: "toddler" },
  { text: "my son threw up all night", journey: "toddler" },
  { text: "my husband has a terrible headache", journey: "pregnant" },
  { text: "my water bottle leaked in my bag", journey: "pregnant" },
  { text: "leaking milk everywhere", journey: "postpartum" },
  { text: "vision board for the year ahead" },
  { text: "blurry photo of the scan", journey: "pregnant" },
  { text: "seize the day!" },
  { text: "my back seized up lifting the car seat", journey: "postpartum" },
  { text: "in stitches watching her try to crawl", journey: "postpartum" },
  { text: "I'm so wound up about work", journey: "postpartum" },
  { text: "my heart is racing with excitement for the scan", journey: "pregnant" },
  { text: "heart pounding after my run", journey: "postpartum" },
  { text: "out of breath after the spin class", journey: "postpartum" },
  { text: "I can't breathe, laughing so hard lol" },
  { text: "breathing exercises helped a lot", journey: "pregnant" },
  { text: "can't breathe through my nose with this cold", journey: "pregnant" },
  { text: "it makes me want to throw up, the smell of coffee", journey: "pregnant" },
  { text: "a bit nauseous this morning", journey: "pregnant" },
  { text: "morning sickness is easing off", journey: "pregnant" },
  { text: "stomach growling all morning", journey: "pregnant" },
  { text: "sore legs after leg day", journey: "postpartum" },
  { text: "calves hurt after my run", journey: "postpartum" },
  { text: "leg cramps at night again", journey: "pregnant" },
  { text: "I hurt my back lifting the stroller", journey: "postpartum" },
  { text: "I cut myself shaving", journey: "pregnant" },
  { text: "I need to cut myself some slack" },
  { text: "so tired today", journey: "postpartum" },
  { text: "exhausted after the gym", journey: "postpartum" },
  { text: "Can caffeine harm my baby?", journey: "pregnant" },
  { text: "will running hurt the baby?", journey: "pregnant" },
  { text: "is it safe to lift my toddler, could it hurt the baby", journey: "pregnant" },
  { text: "thinking about dropping the baby off at my mom's", journey: "postpartum" },
  { text: "we're throwing the baby a party for her first birthday", journey: "toddler" },
  { text: "trying to drop the baby weight", journey: "postpartum" },
  { text: "I spotted a great deal on a stroller", journey: "pregnant" },
  { text: "passed out on the couch at 8pm lol", journey: "postpartum" },
  { text: "the week was a blur", journey: "postpartum" },
  { text: "my temp went up today, ovulation!", journey: "ttc" },
  { text: "bbt 97.9 this morning", journey: "ttc" },
  { text: "it's 101 degrees outside", journey: "pregnant" },
  { text: "I'm 38 weeks and feeling good", journey: "pregnant" },
  { text: "my phone died during the call" },
  { text: "suicide sprints at soccer practice" },
  { text: "pain in the neck paperwork for daycare", journey: "toddler" },
  { text: "my heart swells when she smiles", journey: "postpartum" },
  { text: "swollen with pride at her first steps", journey: "toddler" },
  { text: "puffy coat weather already" },
  { text: "I'm dying to hold him", journey: "pregnant" },
  { text: "the crying is killing me, send coffee", journey: "postpartum" },
  { text: "my feet are a little swollen by evening", journey: "pregnant" },
  { text: "a bit of a headache, had some water", journey: "pregnant" },
  { text: "dizzy from spinning around with my toddler", journey: "toddler" },
];

/** The same words read by her stage: a warning at one stage, ordinary at another. */
export const STAGE_PAIRS: {
  text: string;
  warns: SafetyJourney;
  ordinary: SafetyJourney;
  sign: SafetySignId;
}[] = [
  { text: "spotting a little today", warns: "pregnant", ordinary: "ttc", sign: "bleeding-in-pregnancy" },
  { text: "bleeding quite heavily", warns: "postpartum", ordinary: "ttc", sign: "heavy-bleeding" },
  { text: "leaking some fluid", warns: "pregnant", ordinary: "ttc", sign: "leaking-fluid" },
  { text: "my temp spiked this morning", warns: "postpartum", ordinary: "ttc", sign: "fever" },
  { text: "bad smelling discharge", warns: "postpartum", ordinary: "ttc", sign: "foul-smelling-discharge" },
  { text: "lots of big clots", warns: "postpartum", ordinary: "toddler", sign: "heavy-bleeding" },
  { text: "some bleeding today", warns: "pregnant", ordinary: "postpartum", sign: "bleeding-in-pregnancy" },
  { text: "intense cramping", warns: "pregnant", ordinary: "ttc", sign: "severe-belly-pain" },
];

/**
 * Phrasings Bloom flags on purpose although they may be harmless: a false alarm costs a mother a
 * moment; a miss can cost far more (docs/decisions/003-safety-red-flags.md).
 */
export const DELIBERATE_OVER_CATCHES: Phrasing[] = [
  ...p("trouble-breathing", "pregnant", "out of breath on the stairs these days"),
  ...p("bleeding-in-pregnancy", undefined, "a little spotting, is that normal?"),
  ...p("fever", "postpartum", "could a fever hurt my milk supply?"),
  ...p("severe-headache", "pregnant", "this spreadsheet is a massive headache"),
  ...p("thoughts-of-self-harm", "postpartum", "I just want to disappear for a week on a beach"),
  ...p("dizziness-or-fainting", "pregnant", "dizzy when I stand up too fast"),
];
