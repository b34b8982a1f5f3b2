/** Postpartum education: nutrition, and caring for the baby. */
import { SOURCES } from "../sources";
import type { PostpartumTopicContent } from "./schema";

export const NUTRITION_TOPICS: PostpartumTopicContent[] = [
  {
    id: "eating-well-while-you-recover",
    aboutBaby: true,
    category: "nutrition",
    title: "Eating well while you recover",
    description:
      "Simple ways to eat enough, and well enough, to heal and keep your energy up in the early weeks.",
    importance: "high",
    week: 1,
    sources: [
      SOURCES.cdcBreastfeedingDiet,
      SOURCES.nhsBreastfeedingDiet,
      SOURCES.nhsVitaminD,
      SOURCES.usdaMyPlate,
    ],
    modules: [
      {
        id: "eating-well-lesson",
        type: "lesson",
        title: "Food for healing",
        duration: 4,
        content:
          "After birth your body is repairing tissue and, if you are breastfeeding, making milk, which the CDC estimates needs about 330 to 400 extra calories a day. This is not the time for dieting: regular meals and snacks help your recovery and your mood.\n\nAim for a mix of protein (eggs, beans, fish, meat, dairy or tofu), wholegrains, fruit and vegetables, and drink to your thirst. Fiber and fluids help with constipation, which is common after birth.\n\nThe NHS advises a daily vitamin D supplement of 10 micrograms, especially in autumn and winter, and your doctor may suggest iron if you lost a lot of blood. If you eat a vegan diet, ask about vitamin B12 and iodine too.",
      },
      {
        id: "eating-well-kitchen",
        type: "checklist",
        title: "A kitchen for the early weeks",
        duration: 3,
        content: "Food you can eat with one hand, or with almost no preparation, makes all the difference.",
        items: [
          "Fruit that needs no cutting: bananas, apples, satsumas",
          "Yogurt, cheese, hummus and wholegrain crackers",
          "Oats for porridge or overnight oats",
          "Nuts, seeds or energy bites (if you have no allergy)",
          "A few frozen home-cooked meals",
          "A big water bottle for every room where you feed",
        ],
      },
      {
        id: "eating-well-reflection",
        type: "reflection",
        title: "Am I feeding myself too?",
        duration: 2,
        content: "It's easy to notice everyone's meals except your own.",
        items: [
          "Yesterday, when did I eat and when did I skip?",
          "Which snack could I keep where I feed the baby?",
          "Who could cook, or bring food, this week?",
        ],
      },
    ],
  },
  {
    id: "nutrition-while-breastfeeding",
    aboutBaby: true,
    category: "nutrition",
    title: "Food and drink while breastfeeding",
    description:
      "What's worth knowing about caffeine, alcohol, fish and supplements when you're feeding your baby.",
    importance: "medium",
    week: 4,
    sources: [SOURCES.cdcBreastfeedingDiet, SOURCES.nhsBreastfeedingDiet, SOURCES.acogBreastfeeding],
    modules: [
      {
        id: "breastfeeding-nutrition-lesson",
        type: "lesson",
        title: "No special diet needed",
        duration: 4,
        content:
          "You don't need a special diet to breastfeed, and you don't need to avoid foods unless your baby reacts to them. A varied diet is enough.\n\nCaffeine passes into breast milk in small amounts. The CDC says moderate amounts, up to about 300 mg a day (two to three cups of coffee), are unlikely to affect most babies; newborns clear it more slowly, so watch for a baby who seems unsettled or wakeful.\n\nNot drinking alcohol is the safest choice while breastfeeding. If you do drink, the CDC suggests waiting at least two hours after a single drink before feeding.\n\nOily fish such as salmon is good for you; limit higher-mercury fish such as swordfish and shark. Carry on with vitamin D, and ask your doctor or pharmacist before taking any other supplement or herbal remedy.",
      },
      {
        id: "breastfeeding-nutrition-checklist",
        type: "checklist",
        title: "A quick check",
        duration: 2,
        content: "Run through these once and ask your midwife, doctor or pharmacist about anything unclear.",
        items: [
          "I'm taking vitamin D every day",
          "My caffeine is within about two to three cups of coffee a day",
          "I know how long to wait after a drink of alcohol",
          "I eat oily fish about twice a week, or have talked about alternatives",
          "I've checked any medicines or supplements with a pharmacist",
        ],
      },
      {
        id: "breastfeeding-nutrition-reflection",
        type: "reflection",
        title: "What works for us",
        duration: 2,
        content: "Every feeding journey is different, including formula or mixed feeding.",
        items: [
          "How is feeding going for me and my baby right now?",
          "Is there anything I've been avoiding eating without needing to?",
        ],
      },
    ],
  },
];

export const BABY_TOPICS: PostpartumTopicContent[] = [
  {
    id: "feeding-your-newborn",
    aboutBaby: true,
    category: "baby",
    title: "Feeding your newborn",
    description:
      "How often newborns feed, the signs that feeding is going well, and where to get help early.",
    importance: "high",
    week: 0,
    sources: [
      SOURCES.aapNewbornFeeding,
      SOURCES.aapBreastfeeding,
      SOURCES.whoBreastfeeding,
      SOURCES.nhsBreastfeedingDiet,
    ],
    modules: [
      {
        id: "feeding-your-newborn-lesson",
        type: "lesson",
        title: "Little and often",
        duration: 4,
        content:
          "Newborns have tiny stomachs and feed often: the AAP says 8 to 12 times in 24 hours is typical for a breastfed baby in the first weeks, including at night. Feed when your baby shows hunger cues (rooting, sucking on hands, lip smacking) rather than waiting for crying, which is a late sign.\n\nThe WHO and AAP recommend breast milk alone for about the first six months where possible, but every family's feeding story is different. If you use formula, make it up exactly as the pack says and follow safe sterilising steps.\n\nBreastfeeding can be hard at first. Pain that lasts through a feed, cracked nipples or a baby who seems unsatisfied are reasons to ask for help early, from your midwife, a lactation consultant or a breastfeeding helpline.",
      },
      {
        id: "feeding-your-newborn-signs",
        type: "checklist",
        title: "Signs feeding is going well",
        duration: 2,
        content:
          "If you're unsure about any of these, or your baby is very sleepy and hard to wake for feeds, call your midwife or doctor the same day.",
        items: [
          "From about day five, at least six heavy wet diapers in 24 hours",
          "Yellow poos from about day four or five",
          "Your baby seems content after most feeds",
          "Your baby is back to birth weight by about two weeks",
          "Feeding is comfortable for you after the first few sucks",
        ],
      },
      {
        id: "feeding-your-newborn-reflection",
        type: "reflection",
        title: "How is feeding feeling?",
        duration: 2,
        content: "Feeding is a relationship you're both learning.",
        items: ["What has gone well with feeding so far?", "What would I like help with, and who can I ask?"],
      },
    ],
  },
  {
    id: "safe-sleep",
    aboutBaby: true,
    category: "baby",
    title: "Safe sleep for your baby",
    description: "The steps that lower the risk of sudden infant death, for every sleep, day and night.",
    importance: "high",
    week: 0,
    sources: [SOURCES.aapSafeSleep, SOURCES.nhsSleepingBaby],
    modules: [
      {
        id: "safe-sleep-lesson",
        type: "lesson",
        title: "Back to sleep, every sleep",
        duration: 3,
        content:
          "The AAP's advice for every sleep, including naps: lay your baby on their back, on a firm, flat surface, in their own cot, crib or Moses basket with a fitted sheet and nothing else in it: no pillows, bumpers, blankets or soft toys.\n\nSharing your room, but not your bed, is recommended for at least the first six months. Keep the room at a comfortable temperature and don't overdress your baby or cover their head.\n\nSleeping with your baby on a sofa or armchair is particularly dangerous: if you are feeding somewhere you might fall asleep, move to a safe place first. Keeping your baby's surroundings smoke-free and breastfeeding, if you can, also lower the risk.",
      },
      {
        id: "safe-sleep-check",
        type: "checklist",
        title: "A safe sleep check",
        duration: 2,
        content:
          "Check your baby's sleep space against this list, and share it with anyone who puts your baby down to sleep.",
        items: [
          "Baby on their back for every sleep",
          "Firm, flat mattress with only a fitted sheet",
          "Nothing else in the cot: no pillows, bumpers, blankets or toys",
          "Cot in your room for at least the first six months",
          "Never asleep with baby on a sofa or armchair",
          "A smoke-free home and car",
        ],
      },
      {
        id: "safe-sleep-reflection",
        type: "reflection",
        title: "Our sleep plan",
        duration: 2,
        content: "Plan ahead for the hard nights, when tiredness makes safe choices harder.",
        items: [
          "Where will I feed at night so I don't fall asleep with my baby somewhere unsafe?",
          "Who else puts my baby to sleep, and have they seen the safe sleep check?",
        ],
      },
    ],
  },
  {
    id: "crying-and-soothing",
    aboutBaby: true,
    category: "baby",
    title: "Crying and soothing",
    description: "Why babies cry, ways to soothe them, and what to do when you've reached your limit.",
    importance: "medium",
    week: 3,
    sources: [SOURCES.nhsSleepingBaby, SOURCES.aapNewbornFeeding],
    modules: [
      {
        id: "crying-and-soothing-lesson",
        type: "lesson",
        title: "Crying is how babies talk",
        duration: 3,
        content:
          "All babies cry, and many cry more in the first couple of months, often in the late afternoon and evening. Usually they're hungry, tired, uncomfortable or want to be held, and sometimes there's no clear reason at all.\n\nIt can be exhausting and upsetting. If you feel yourself getting angry or overwhelmed, it's okay to put your baby down safely on their back in their cot, close the door and take a few minutes to calm down. Never shake a baby.\n\nCall your doctor if the crying sounds different, comes with a fever, poor feeding or vomiting, or if you're worried. Trust your instinct.",
      },
      {
        id: "crying-and-soothing-ideas",
        type: "checklist",
        title: "Soothing ideas to try",
        duration: 2,
        content: "Try one thing at a time, and give each a few minutes.",
        items: [
          "Check for hunger, a wet diaper, or being too hot or cold",
          "Hold your baby close, skin to skin if you can",
          "Rock, sway or walk gently",
          "Steady background noise or a low hum",
          "A warm bath, if your baby likes it",
          "A walk in the stroller or carrier",
          "Hand over to someone else and take a break",
        ],
      },
      {
        id: "crying-and-soothing-reflection",
        type: "reflection",
        title: "Looking after me, too",
        duration: 2,
        content: "Soothing a crying baby starts with a calm enough carer.",
        items: [
          "What helps me stay calm when the crying goes on?",
          "Who can I call to take over when I need a break?",
        ],
      },
    ],
  },
];
