/** Knowledge for after birth: healing, the core and pelvic floor, exercise and aches. */
import type { KnowledgeEntry } from "./schema";
import { GUIDES, recipe, SRC, workout } from "./sources";

export const POSTPARTUM_BODY: KnowledgeEntry[] = [
  {
    id: "postpartum-diastasis-recti",
    title: "Ab separation (diastasis recti)",
    category: "recovery",
    stages: ["postpartum", "toddler"],
    phrasings: [
      "How do I fix diastasis recti after birth?",
      "I have a gap in my stomach muscles since the baby",
      "My belly still looks pregnant months later",
    ],
    keywords: [
      "diastasis recti",
      "diastasis",
      "ab separation",
      "abdominal separation",
      "gap",
      "mummy tummy",
      "belly pooch",
      "abs",
      "still look pregnant",
    ],
    response: {
      explanation:
        "During pregnancy your tummy muscles stretch apart at the midline to make room for your baby. This separation, diastasis recti, is still there in up to 60 % of mothers in the weeks after birth. For many it narrows on its own over the first months, and the right exercises help the deep core take up the load again.",
      recommendations: [
        "Start with breathing: breathe in to let your belly and pelvic floor relax, breathe out to gently draw them in and up.",
        "Build up deep core exercises such as heel slides, toe taps and side-lying work before anything harder.",
        "Roll onto your side to get out of bed, and lift with an exhale.",
        "Check for doming or bulging down the middle during an exercise; if you see it, make the move easier.",
        "A pelvic health physiotherapist can measure the gap and guide you.",
      ],
      programs: [
        workout("first-weeks-breathing-and-pelvic-floor", "First Weeks Breathing and Pelvic Floor"),
        workout("postpartum-core", "Postpartum Core"),
        workout("core-restore-progression", "Core Restore Progression"),
      ],
      modifications: [
        "Leave crunches, sit-ups and full planks until you can do easier core work without doming.",
        "It is never too late: core rehab helps even years after birth.",
      ],
      warning:
        "A bulge that stays out, hurts, or comes with nausea or vomiting can be a hernia: see your doctor promptly.",
    },
    sources: [SRC.acogExercise, SRC.nhsPostBirthBody, SRC.acogPostpartumCare],
  },
  {
    id: "postpartum-pelvic-floor",
    title: "Pelvic floor and leaking after birth",
    category: "recovery",
    stages: ["postpartum", "toddler"],
    phrasings: [
      "I leak urine when I cough or jump since giving birth",
      "How do I strengthen my pelvic floor after birth?",
      "When can I start kegels postpartum?",
    ],
    keywords: [
      "pelvic floor",
      "kegels",
      "leaking",
      "leak",
      "incontinence",
      "bladder",
      "pee",
      "wee",
      "jumping",
      "sneeze",
      "cough",
      "laugh",
    ],
    response: {
      explanation:
        "Leaking a little urine when you cough, sneeze, laugh or jump is common after birth, but it isn't something you just have to live with. Pelvic floor exercises, started gently in the first days and kept up for at least three months, help most women, whether you had a vaginal birth or a cesarean.",
      recommendations: [
        "Squeeze and lift as if holding in wind and urine; hold up to 10 seconds, then let go fully. Add 10 quick squeezes.",
        "Aim for three sets a day; linking them to feeds makes them easier to remember.",
        "Squeeze before you cough, sneeze or lift your baby.",
        "If you still leak after three months of regular practice, ask for a pelvic health physiotherapist.",
      ],
      programs: [
        workout("first-weeks-breathing-and-pelvic-floor", "First Weeks Breathing and Pelvic Floor"),
        workout("pelvic-floor-reconnect", "Pelvic Floor Reconnect"),
      ],
      modifications: [
        "In the first days, gentle squeezes are enough; if you have stitches, it is fine to start as soon as it is comfortable.",
        "Hold off on running and jumping until you can do them without leaking or heaviness.",
      ],
    },
    sources: [SRC.nhsPelvicFloor, SRC.acogPelvicSupport],
  },
  {
    id: "postpartum-prolapse-heaviness",
    title: "Heaviness or bulging down below",
    category: "recovery",
    stages: ["postpartum", "toddler"],
    phrasings: [
      "I feel heaviness in my vagina after birth",
      "It feels like something is falling out down there",
      "Could I have a prolapse after my baby?",
    ],
    keywords: ["prolapse", "heaviness", "dragging", "bulge", "falling out", "pressure down below", "vagina"],
    response: {
      explanation:
        "A feeling of heaviness, dragging or a bulge in the vagina, often worse at the end of the day or after standing, can be a sign of pelvic organ prolapse, where the pelvic floor support has been stretched by pregnancy and birth. It is common, it is not dangerous, and it often improves with pelvic floor training and support.",
      recommendations: [
        "Tell your doctor or midwife: an examination can tell what is going on.",
        "Ask for a pelvic health physiotherapist; tailored pelvic floor training helps most women.",
        "Avoid straining on the toilet: treat constipation and use a footstool.",
        "Lying down for a while often eases the heaviness.",
      ],
      programs: [
        workout("pelvic-floor-reconnect", "Pelvic Floor Reconnect"),
        workout("first-weeks-breathing-and-pelvic-floor", "First Weeks Breathing and Pelvic Floor"),
      ],
      modifications: [
        "Pause heavy lifting, running and jumping until you have been assessed, and lift with an exhale.",
      ],
    },
    sources: [SRC.acogPelvicSupport, SRC.nhsPelvicFloor],
  },
  {
    id: "postpartum-return-to-exercise",
    title: "Getting back to exercise after birth",
    category: "exercise",
    stages: ["postpartum"],
    phrasings: [
      "When can I start exercising after giving birth?",
      "How soon can I go back to the gym postpartum?",
      "What workouts are safe after having a baby?",
    ],
    keywords: [
      "exercise",
      "workout",
      "gym",
      "back to exercise",
      "start exercising",
      "6 weeks",
      "six weeks",
      "postpartum fitness",
      "no time",
      "10 minutes",
      "busy",
    ],
    response: {
      explanation:
        "After an uncomplicated birth you can usually begin gentle walking, breathing and pelvic floor exercises within days, as you feel ready. ACOG and the WHO advise building gradually towards 150 minutes of moderate activity a week. Most women have a check around six weeks; that is a good moment to talk about stepping up.",
      recommendations: [
        "Weeks 0 to 6: walking, breathing, pelvic floor and gentle mobility.",
        "From about 6 to 12 weeks: build core and strength with low-impact work.",
        "Running and jumping usually wait until at least 12 weeks and until you can do them without leaking, heaviness or pain.",
        "Listen to your bleeding: if it gets heavier or turns red again after activity, ease back.",
      ],
      programs: [
        workout("gentle-postnatal-walk", "Gentle Postnatal Walk"),
        workout("return-to-movement", "Return to Movement"),
        workout("postpartum-strength-builder", "Postpartum Strength Builder"),
      ],
      modifications: [
        "After a cesarean, give your wound time to heal and ask your provider when to start core and strength work; it is often a little later.",
        "If you're breastfeeding, feed or pump before exercise and wear a supportive bra.",
      ],
    },
    sources: [SRC.acogExercise, SRC.whoPostnatal, SRC.cdcActivity],
  },
  {
    id: "postpartum-running",
    title: "Running again after a baby",
    category: "exercise",
    stages: ["postpartum-3-6m", "postpartum-6-12m", "postpartum-12m+", "toddler"],
    phrasings: [
      "When can I start running after giving birth?",
      "Is it ok to go jogging 8 weeks postpartum?",
      "How do I get back into running after pregnancy?",
    ],
    keywords: ["running", "run", "jogging", "jog", "jumping", "hiit", "high impact", "5k"],
    response: {
      explanation:
        "UK return-to-running guidance for professionals suggests waiting until at least 12 weeks after birth before running, and first checking you can do some simple load tests without leaking, heaviness or pain: walking for 30 minutes, jogging on the spot for a minute, 10 single-leg squats and 10 hops on each leg.",
      recommendations: [
        "Build strength first: squats, lunges, bridges and calf raises two or three times a week.",
        "Start with walk-run intervals, such as 1 minute running and 2 minutes walking, and build slowly.",
        "Wear a supportive sports bra, and feed or pump beforehand if you're breastfeeding.",
        "Stop and get advice if you notice leaking, heaviness, pain or bleeding during or after a run.",
      ],
      programs: [
        workout("stroller-walk-intervals", "Stroller Walk Intervals"),
        workout("postpartum-strength-builder", "Postpartum Strength Builder"),
        workout("core-restore-progression", "Core Restore Progression"),
      ],
      modifications: [
        "After a cesarean, severe tear or if you have pelvic floor symptoms, ask a pelvic health physiotherapist to check you first.",
        "Running with a stroller comes later: use one designed for running, once your baby is old enough.",
      ],
    },
    sources: [SRC.pogpRunning, SRC.acogExercise],
  },
  {
    id: "postpartum-c-section-recovery",
    title: "Recovering from a cesarean",
    category: "recovery",
    stages: ["postpartum-0-6", "postpartum-6-12"],
    phrasings: [
      "How long does a C-section take to heal?",
      "What can I do after my cesarean?",
      "When can I lift things after a c section?",
    ],
    keywords: ["c-section", "c section", "cesarean", "scar", "incision", "wound", "stitches"],
    response: {
      explanation:
        "A cesarean is major surgery, and most women need about six weeks for the wound and tissues to heal, longer for full strength. Gentle walking from the first day helps circulation and recovery, while heavier effort waits.",
      recommendations: [
        "Walk a little more each day, starting with short walks around the house.",
        "Support your wound with a pillow or hand when you cough, laugh or get up; roll onto your side to get out of bed.",
        "Avoid lifting anything heavier than your baby for the first weeks, and ask your provider when you can drive.",
        "Keep the wound clean and dry and take pain relief as advised so you can move comfortably.",
        "Breathing and gentle pelvic floor exercises can start in the first days.",
      ],
      programs: [
        workout("first-weeks-breathing-and-pelvic-floor", "First Weeks Breathing and Pelvic Floor"),
        workout("gentle-postnatal-walk", "Gentle Postnatal Walk"),
        recipe("nourishing-chicken-and-vegetable-soup", "Nourishing Chicken and Vegetable Soup"),
      ],
      modifications: [
        "Once the wound has healed, gentle scar massage can ease numbness and tightness; ask your midwife to show you.",
        "Core and strength work usually starts later than after a vaginal birth; ask at your check-up.",
      ],
      warning:
        "Call your provider now if the wound gets red, hot, swollen, opens or leaks, or if you have a fever of 100.4 °F (38 °C) or more.",
    },
    sources: [SRC.acogCesarean, SRC.nhsCsectionRecovery],
  },
  {
    id: "postpartum-perineal-healing",
    title: "Stitches and tears healing",
    category: "pain",
    stages: ["postpartum-0-6", "postpartum-6-12"],
    phrasings: [
      "My stitches down below hurt after birth",
      "How long does a perineal tear take to heal?",
      "It hurts to sit down after my vaginal delivery",
    ],
    keywords: [
      "stitches",
      "tear",
      "perineum",
      "perineal",
      "episiotomy",
      "sore",
      "sitting",
      "down below",
      "vaginal birth",
      "sting",
      "stinging",
      "pee",
    ],
    response: {
      explanation:
        "Soreness around the vagina and perineum is normal after a vaginal birth, especially with stitches. Most tears and cuts heal within a few weeks. Keeping the area clean, resting and gentle pelvic floor exercises help it heal.",
      recommendations: [
        "Rinse with warm water after using the toilet and pat dry; change pads often.",
        "Cold packs wrapped in a cloth can ease swelling in the first days.",
        "Lie down to feed or rest to take pressure off the area.",
        "Drink plenty and eat fiber so stools stay soft; hold a clean pad against the stitches when you open your bowels.",
        "Gentle pelvic floor squeezes boost blood flow and help healing.",
      ],
      programs: [
        workout("first-weeks-breathing-and-pelvic-floor", "First Weeks Breathing and Pelvic Floor"),
        recipe("blueberry-walnut-overnight-oats", "Blueberry Walnut Overnight Oats"),
      ],
      modifications: ["Sit on a firm surface or with your thighs supported rather than on a soft cushion."],
      warning:
        "Call your midwife or doctor now if the pain gets worse, the area smells bad, there is pus, or you have a fever of 100.4 °F (38 °C) or more.",
    },
    sources: [SRC.nhsPerinealTear, SRC.acogPostpartumCare],
  },
  {
    id: "postpartum-bleeding",
    title: "Bleeding after birth (lochia)",
    category: "recovery",
    stages: ["postpartum-0-6"],
    phrasings: [
      "How long does bleeding last after giving birth?",
      "Is it normal to still bleed three weeks postpartum?",
      "What is lochia?",
    ],
    keywords: [
      "lochia",
      "bleeding after birth",
      "postpartum bleeding",
      "discharge",
      "pads",
      "spotting",
      "blood",
    ],
    response: {
      explanation:
        "Bleeding after birth, called lochia, is normal whether you had a vaginal birth or a cesarean. It is heaviest and bright red for the first few days, then becomes lighter, pinker or brown, and usually stops within about six weeks.",
      recommendations: [
        "Use maternity pads rather than tampons or cups until your check-up.",
        "Rest: bleeding can get heavier for a while if you do too much.",
        "Notice the pattern: it should be getting lighter over time.",
        "Your first period may come back within weeks if you're not breastfeeding, later if you are.",
      ],
      programs: [
        workout("first-weeks-breathing-and-pelvic-floor", "First Weeks Breathing and Pelvic Floor"),
        recipe("slow-cooker-beef-and-bean-chili", "Slow Cooker Beef and Bean Chili"),
      ],
      modifications: ["If bleeding turns bright red again after activity, it is a sign to slow down."],
      warning:
        "Get help now if you soak a pad in an hour or less, pass clots the size of an egg or bigger, the discharge smells bad, or you feel dizzy, faint or have a fever.",
    },
    sources: [SRC.nhsPostBirthBody, SRC.cdcHearHer],
  },
  {
    id: "postpartum-feeding-aches",
    title: "Neck and back aches from feeding",
    category: "pain",
    stages: ["postpartum"],
    phrasings: [
      "My neck and shoulders ache from breastfeeding",
      "My back hurts from carrying and feeding the baby",
      "What helps upper back pain after having a baby?",
    ],
    keywords: [
      "neck pain",
      "shoulders",
      "upper back",
      "back pain",
      "posture",
      "feeding position",
      "carrying",
      "hunched",
    ],
    response: {
      explanation:
        "Hours of feeding, rocking and carrying round your shoulders and tighten your neck and upper back. A few small changes to how you sit and a couple of minutes of movement a day make a real difference.",
      recommendations: [
        "Bring your baby up to you with pillows, rather than leaning down to your baby.",
        "Sit back with support behind you and your feet flat, or feed lying on your side.",
        "Roll your shoulders, stretch your chest and gently turn your head a few times after each feed.",
        "Swap the side you carry your baby on, and hold them close to your body.",
      ],
      programs: [
        workout("feeding-posture-relief", "Feeding Posture Relief"),
        workout("newborn-days-gentle-mobility", "Newborn Days Gentle Mobility"),
        workout("back-saver-mobility", "Back Saver Mobility"),
      ],
      modifications: [
        "If lifting your baby from the floor hurts, kneel on one knee and bring them to your chest before standing.",
      ],
    },
    sources: [SRC.nhsPostBirthBody, SRC.acogPostpartumCare],
  },
  {
    id: "postpartum-wrist-pain",
    title: "Wrist and thumb pain from lifting baby",
    category: "pain",
    stages: ["postpartum", "toddler-1-2"],
    phrasings: [
      "My wrist and thumb hurt when I pick up the baby",
      "What is mommy thumb?",
      "Sharp pain in my wrist since having my baby",
    ],
    keywords: ["wrist", "thumb", "mommy thumb", "de quervain", "tendon", "hand pain", "lifting baby"],
    response: {
      explanation:
        "Pain on the thumb side of the wrist, often when lifting your baby, is common in the months after birth. It is usually an irritated tendon (sometimes called 'mommy thumb' or De Quervain's). It tends to settle when the tendon gets rest and the way you lift changes.",
      recommendations: [
        "Lift your baby with your palms facing up, scooping under the bottom and head, rather than with your thumbs spread.",
        "Keep your wrist straight when feeding and holding your phone.",
        "Ice or a wrist splint from a pharmacy can calm it down.",
        "If it doesn't improve in a couple of weeks, see your doctor or a physiotherapist.",
      ],
      programs: [workout("feeding-posture-relief", "Feeding Posture Relief")],
      modifications: [
        "In workouts, use fists or forearms instead of flat hands, and skip weights that strain your grip for now.",
      ],
    },
    sources: [SRC.nhsHandPain],
  },
  {
    id: "postpartum-breast-pain",
    title: "Sore breasts and mastitis",
    category: "pain",
    stages: ["postpartum-0-6", "postpartum-6-12", "postpartum-3-6m"],
    phrasings: [
      "My breast is sore and has a red lump while breastfeeding",
      "How do I know if I have mastitis?",
      "My nipples hurt so much when the baby feeds",
    ],
    keywords: [
      "mastitis",
      "breast pain",
      "sore nipples",
      "engorged",
      "blocked duct",
      "lump",
      "breastfeeding pain",
      "nipple",
    ],
    response: {
      explanation:
        "Tender, full breasts are common as your milk comes in, and sore nipples are usually a sign that the latch needs a tweak. A painful, red, hot area of the breast may be inflammation or mastitis, which often settles with rest and good milk flow but sometimes needs treatment.",
      recommendations: [
        "Ask a midwife, health visitor or lactation consultant to watch a feed: a deeper latch often fixes nipple pain.",
        "Keep feeding or expressing as usual; don't stop suddenly.",
        "Use a cool compress after feeds and take pain relief your provider has said is safe.",
        "Avoid tight bras and deep massage of a sore area; gentle handling is better.",
      ],
      programs: [
        workout("feeding-posture-relief", "Feeding Posture Relief"),
        recipe("no-bake-oat-energy-bites", "No-Bake Oat Energy Bites"),
      ],
      modifications: [
        "Rest as much as you can; let others take on everything except feeding for a day or two.",
      ],
      warning:
        "Call your provider today if you have a fever of 100.4 °F (38 °C) or more, feel flu-like, the redness spreads, or it isn't better within 24 hours.",
    },
    sources: [SRC.nhsMastitis, SRC.acogBreastfeeding],
  },
  {
    id: "postpartum-hair-loss",
    title: "Hair loss after pregnancy",
    category: "recovery",
    stages: ["postpartum-3-6m", "postpartum-6-12m"],
    phrasings: [
      "My hair is falling out a few months after birth",
      "Is postpartum hair loss normal?",
      "I'm losing clumps of hair since having the baby",
    ],
    keywords: [
      "hair loss",
      "hair falling out",
      "shedding",
      "thinning hair",
      "bald",
      "hair",
      "handfuls",
      "clumps",
      "coming out",
    ],
    response: {
      explanation:
        "In pregnancy, hormones keep hair in its growing phase. A few months after birth, much of it sheds at once. It can be alarming, but it is normal and temporary, and hair usually returns to its usual thickness by your baby's first birthday.",
      recommendations: [
        "Be gentle: use a wide-toothed comb and avoid tight hairstyles and very hot tools.",
        "Keep eating well, with enough protein and iron.",
        "Carry on taking your vitamin if you are breastfeeding.",
      ],
      programs: [recipe("salmon-rice-bowl-with-edamame", "Salmon Rice Bowl with Edamame"), GUIDES.selfCare],
      modifications: ["A shorter cut can make the regrowth phase easier to manage."],
      warning:
        "Patchy bald spots, hair loss that continues past a year, or hair loss with tiredness, feeling cold or weight changes is worth checking with your doctor (thyroid and iron levels).",
    },
    sources: [SRC.nhsHairLoss],
  },
  {
    id: "postpartum-night-sweats",
    title: "Night sweats after birth",
    category: "recovery",
    stages: ["postpartum-0-6"],
    phrasings: [
      "I wake up drenched in sweat since having my baby",
      "Are night sweats normal postpartum?",
      "Why am I sweating so much after birth?",
    ],
    keywords: ["night sweats", "sweating", "sweaty", "hot flushes", "drenched", "hormones"],
    response: {
      explanation:
        "Heavy sweating, especially at night, is common in the first weeks after birth. Your body is shedding the extra fluid it held in pregnancy, and hormone levels are falling fast. It usually settles within a few weeks.",
      recommendations: [
        "Sleep on a towel and keep a change of clothes close by.",
        "Drink plenty of water, especially if you're breastfeeding.",
        "Wear light, breathable layers and keep the bedroom cool.",
      ],
      programs: [GUIDES.hydration, recipe("watermelon-mint-cooler", "Watermelon Mint Cooler")],
      modifications: ["Nothing to change in your exercise; just drink a little more around it."],
      warning:
        "Sweating with a fever of 100.4 °F (38 °C) or more, chills, or feeling unwell can be an infection: call your provider now.",
    },
    sources: [SRC.nhsPostBirthBody, SRC.cdcHearHer],
  },
  {
    id: "postpartum-painful-sex",
    title: "Sex after birth",
    category: "pain",
    stages: ["postpartum"],
    phrasings: [
      "Sex hurts since I had my baby",
      "When can we have sex after giving birth?",
      "I have no sex drive postpartum",
    ],
    keywords: ["sex", "intercourse", "painful sex", "intimacy", "libido", "sex drive", "dryness"],
    response: {
      explanation:
        "There is no set time to wait: many couples wait until bleeding has stopped and you feel ready, which for many is after the six-week check. Discomfort the first few times is common, and lower desire is very normal with a new baby. Hormones during breastfeeding can also cause dryness.",
      recommendations: [
        "Go slowly, and use a water-based lubricant.",
        "Talk with your partner; closeness doesn't have to mean sex while you recover.",
        "Think about contraception before you start again; you can get pregnant before your first period.",
        "Pelvic floor exercises help with both comfort and sensation.",
      ],
      programs: [
        workout("pelvic-floor-reconnect", "Pelvic Floor Reconnect"),
        workout("first-weeks-breathing-and-pelvic-floor", "First Weeks Breathing and Pelvic Floor"),
      ],
      modifications: ["Try positions where you control the depth and pace."],
      warning:
        "If pain continues after the first few times, or you notice bleeding, tell your doctor: a pelvic health physiotherapist can help.",
    },
    sources: [SRC.nhsSex, SRC.acogPostpartumCare],
  },
];
