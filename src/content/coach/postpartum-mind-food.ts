/** Knowledge for after birth: feelings, sleep and food. */
import type { KnowledgeEntry } from "./schema";
import { GUIDES, recipe, SRC, workout } from "./sources";

export const POSTPARTUM_MIND_FOOD: KnowledgeEntry[] = [
  {
    id: "postpartum-baby-blues",
    title: "The baby blues",
    category: "mental_health",
    stages: ["postpartum-0-6"],
    phrasings: [
      "I keep crying for no reason since the baby was born",
      "Are the baby blues normal?",
      "I feel weepy and overwhelmed a few days after birth",
    ],
    keywords: [
      "baby blues",
      "crying",
      "weepy",
      "tearful",
      "emotional",
      "mood swings",
      "overwhelmed",
      "irritable",
    ],
    response: {
      explanation:
        "Up to 80 % of new mothers have the baby blues: tearfulness, mood swings, anxiety and irritability that usually start two or three days after birth. They come from the sudden drop in hormones, plus exhaustion and a huge life change, and they usually pass within two weeks without treatment.",
      recommendations: [
        "Rest whenever you can, and let others take over cooking, cleaning and visitors.",
        "Eat regularly and drink plenty, even if it's simple food.",
        "Tell your partner, a friend or your midwife how you feel; you don't need to put on a brave face.",
        "Get outside for a few minutes of daylight each day.",
      ],
      programs: [
        GUIDES.selfCare,
        GUIDES.mindfulness,
        workout("gentle-postnatal-walk", "Gentle Postnatal Walk"),
      ],
      modifications: ["Lower the bar: feeding your baby, resting and eating are enough for a day right now."],
      warning:
        "If the low mood lasts longer than two weeks, gets worse, or you have thoughts of harming yourself or your baby, it may be postpartum depression: talk to your provider, and in a crisis call or text 988.",
    },
    sources: [SRC.nhsBabyBlues, SRC.acogPpd],
  },
  {
    id: "postpartum-depression",
    title: "Postpartum depression",
    category: "mental_health",
    stages: ["postpartum"],
    phrasings: [
      "Do I have postpartum depression?",
      "I feel numb and don't enjoy anything since having my baby",
      "I don't feel bonded with my baby and feel hopeless",
    ],
    keywords: [
      "postpartum depression",
      "postnatal depression",
      "ppd",
      "depressed",
      "hopeless",
      "numb",
      "not bonding",
      "worthless",
      "sad",
      "signs",
      "symptoms",
    ],
    response: {
      explanation:
        "Postpartum depression affects about 10 to 20 % of mothers, and can start any time in the first year. Unlike the baby blues it lasts longer than two weeks and gets in the way of daily life: feeling low or empty, losing interest in things, guilt, trouble bonding, or changes in sleep and appetite beyond what a baby explains. It is an illness, not a failing, and it gets better with treatment.",
      recommendations: [
        "Tell your provider, midwife or your baby's doctor how you've been feeling; they can screen and help.",
        "Treatment works: talking therapy, support groups and, for some, medicine, including options that are compatible with breastfeeding.",
        "The National Maternal Mental Health Hotline, 1-833-852-6262 (1-833-TLC-MAMA), is free and confidential, by call or text, 24/7.",
        "Let people help with night feeds, meals and chores so you can sleep.",
      ],
      programs: [
        GUIDES.mindfulness,
        GUIDES.selfCare,
        workout("gentle-postnatal-walk", "Gentle Postnatal Walk"),
      ],
      modifications: ["Partners can get depressed too: encourage them to talk to someone as well."],
      warning:
        "If you have thoughts of harming yourself or your baby, call or text 988 now, or call 911 if you are in immediate danger.",
    },
    sources: [SRC.acogPpd, SRC.nimhPerinatal, SRC.cdcDepression, SRC.nhsPnd],
  },
  {
    id: "postpartum-anxiety",
    title: "Anxiety after birth",
    category: "mental_health",
    stages: ["postpartum"],
    phrasings: [
      "I can't stop worrying that something will happen to my baby",
      "I have racing thoughts and can't relax since giving birth",
      "Is postpartum anxiety a thing?",
    ],
    keywords: [
      "anxiety",
      "anxious",
      "worry",
      "worrying",
      "racing thoughts",
      "panic",
      "intrusive thoughts",
      "on edge",
      "checking",
    ],
    response: {
      explanation:
        "Anxiety after birth is as common as depression and often goes unrecognized: constant worry, racing thoughts, feeling on edge, trouble sleeping even when the baby sleeps, or frightening 'what if' images that pop into your head. Unwanted scary thoughts are common and don't mean you would act on them. Anxiety is very treatable.",
      recommendations: [
        "Talk to your provider; it helps to say exactly what the worries or thoughts are.",
        "Slow breathing, with a longer breath out, calms the body's alarm system.",
        "Cut back on caffeine, which can feed anxiety.",
        "Share night duties so you can get one longer stretch of sleep.",
        "The National Maternal Mental Health Hotline (1-833-852-6262) can talk it through, any time.",
      ],
      programs: [
        GUIDES.mindfulness,
        workout("evening-unwind-breathwork", "Evening Unwind Breathwork"),
        workout("gentle-postnatal-walk", "Gentle Postnatal Walk"),
      ],
      modifications: [
        "If sitting still with your thoughts is hard, a walk with a focus on what you can see and hear may suit you better.",
      ],
      warning:
        "If you have thoughts of harming yourself or your baby and feel you might act on them, call 911 now; for support, call or text 988.",
    },
    sources: [SRC.acogPerinatalMh, SRC.nimhPerinatal, SRC.nhsAnxiety],
  },
  {
    id: "postpartum-birth-trauma",
    title: "A difficult birth",
    category: "mental_health",
    stages: ["postpartum"],
    phrasings: [
      "My birth was traumatic and I keep reliving it",
      "I have flashbacks of my delivery",
      "How do I cope after a scary birth experience?",
    ],
    keywords: [
      "traumatic birth",
      "birth trauma",
      "flashbacks",
      "nightmares",
      "reliving",
      "ptsd",
      "emergency",
      "scary birth",
    ],
    response: {
      explanation:
        "When a birth is frightening, it's common to feel shaken afterwards. For some women the memories keep coming back as flashbacks or nightmares, or they avoid anything that reminds them of it. This can be post-traumatic stress, and it is treatable with the right support.",
      recommendations: [
        "Tell your provider what happened and how it still affects you.",
        "Many hospitals offer a chance to go through your birth notes with a midwife or doctor; ask about it.",
        "Trauma-focused talking therapies work well; your provider can refer you.",
        "Be kind to yourself: a difficult birth is not something you did wrong.",
      ],
      programs: [GUIDES.mindfulness, GUIDES.selfCare],
      modifications: [
        "If talking about the birth is too much right now, writing it down in your own time can be a gentler start.",
      ],
      warning: "If you feel unsafe or have thoughts of harming yourself, call or text 988 now.",
    },
    sources: [SRC.nhsBirthTrauma, SRC.acogPerinatalMh],
  },
  {
    id: "postpartum-identity-loneliness",
    title: "Feeling lonely or lost as a new mom",
    category: "mental_health",
    stages: ["postpartum", "toddler"],
    phrasings: [
      "I feel so lonely since becoming a mom",
      "I don't recognize myself anymore after having a baby",
      "I miss my old life and feel guilty about it",
    ],
    keywords: [
      "lonely",
      "alone",
      "isolated",
      "identity",
      "lost myself",
      "guilt",
      "miss my old life",
      "friends",
      "maternity leave",
    ],
    response: {
      explanation:
        "Becoming a mother changes almost everything, and many women feel lonely or unsure who they are in the months that follow. Missing your old life doesn't mean you love your baby any less. These feelings are very common and often ease as you find your people and a new rhythm.",
      recommendations: [
        "Reach out to one person this week: a friend, a neighbor, another parent.",
        "Try a local baby group, walking group or class; other parents are often looking for company too.",
        "Keep one small thing that is just yours: a walk alone, a podcast, a hobby for 20 minutes.",
        "Share the feelings with your partner or someone close.",
      ],
      programs: [
        GUIDES.selfCare,
        workout("stroller-walk-intervals", "Stroller Walk Intervals"),
        workout("postpartum-yoga-flow", "Postpartum Yoga Flow"),
      ],
      modifications: ["If getting out is hard, online groups and video calls still count."],
      warning:
        "If loneliness comes with low mood most days for two weeks or more, talk to your provider: it may be depression, which can be treated.",
    },
    sources: [SRC.nhsPnd, SRC.cdcStress],
  },
  {
    id: "postpartum-sleep-deprivation",
    title: "Coping with broken sleep",
    category: "recovery",
    stages: ["postpartum"],
    phrasings: [
      "I'm so sleep deprived with a newborn",
      "How do I cope with no sleep after having a baby?",
      "The baby wakes every two hours and I'm exhausted",
    ],
    keywords: [
      "sleep deprived",
      "no sleep",
      "exhausted",
      "tired",
      "newborn",
      "night feeds",
      "waking",
      "sleep",
    ],
    response: {
      explanation:
        "Broken sleep is one of the hardest parts of early parenthood. Newborns need feeding around the clock, so long stretches of sleep aren't possible for a while. The goal for now is to protect the sleep you can get, and to share the nights where you can.",
      recommendations: [
        "Sleep or rest when your baby sleeps, at least once a day; chores can wait.",
        "Share night duties: a partner can do one feed with expressed milk or formula, or handle changes and settling.",
        "Keep night feeds dark, quiet and boring, with no screens.",
        "Get daylight in the morning to help your own body clock.",
        "Say yes to offers of help and keep visitors short.",
      ],
      programs: [
        GUIDES.sleep,
        workout("evening-unwind-breathwork", "Evening Unwind Breathwork"),
        GUIDES.selfCare,
      ],
      modifications: [
        "On very short nights, keep exercise gentle; a walk outside is better than a hard workout.",
      ],
      warning:
        "If you can't sleep even when your baby is asleep, or feel too exhausted to function, tell your provider: it can be a sign of depression or anxiety. Never sleep with your baby on a sofa or armchair.",
    },
    sources: [SRC.nhsPostBirthBody, SRC.cdcSleep, SRC.acogPostpartumCare],
  },
  {
    id: "postpartum-breastfeeding-nutrition",
    title: "Eating well while breastfeeding",
    category: "nutrition",
    stages: ["postpartum"],
    phrasings: [
      "What should I eat while breastfeeding?",
      "How many extra calories do I need when nursing?",
      "I'm always hungry while breastfeeding",
    ],
    keywords: [
      "breastfeeding",
      "nursing",
      "breast milk",
      "milk supply",
      "lactation",
      "hungry",
      "calories",
      "pumping",
    ],
    response: {
      explanation:
        "Breastfeeding uses energy: most women need about 330 to 400 extra calories a day. You don't need a special diet, and your milk is good even if your meals aren't perfect. Eating regularly and drinking to thirst help you keep going.",
      recommendations: [
        "Eat regular meals and snacks with protein, whole grains, fruit and vegetables.",
        "Keep a water bottle where you feed and drink to thirst; breastfeeding mothers need about 13 cups of fluid a day.",
        "Keep taking a daily vitamin with iodine (about 290 mcg a day is needed while breastfeeding); ask about vitamin D for you and your baby.",
        "Keep one-handed snacks ready: energy bites, nuts, cheese, fruit, yogurt.",
      ],
      programs: [
        recipe("no-bake-oat-energy-bites", "No-Bake Oat Energy Bites"),
        recipe("peanut-butter-banana-smoothie", "Peanut Butter Banana Smoothie"),
        recipe("peanut-butter-banana-toast", "Peanut Butter Banana Toast"),
      ],
      modifications: [
        "Vegan or vegetarian? Ask your provider about vitamin B12, which you and your baby need.",
        "Fish is fine while breastfeeding: 2 to 3 servings a week of low-mercury choices.",
      ],
    },
    sources: [SRC.cdcBreastfeedingDiet, SRC.iomDri, SRC.nihIodine, SRC.usdaMyPlate],
  },
  {
    id: "postpartum-caffeine-alcohol",
    title: "Coffee and alcohol while breastfeeding",
    category: "nutrition",
    stages: ["postpartum"],
    phrasings: [
      "Can I drink coffee while breastfeeding?",
      "Is it OK to have a glass of wine when nursing?",
      "How long after a drink can I breastfeed?",
    ],
    keywords: [
      "coffee",
      "caffeine",
      "alcohol",
      "wine",
      "beer",
      "drink",
      "breastfeeding",
      "nursing",
      "pump and dump",
    ],
    response: {
      explanation:
        "Moderate caffeine is fine while breastfeeding: up to about 300 mg a day (two to three cups of coffee) is not usually a problem for babies, though some newborns are more sensitive. Not drinking alcohol is safest, but an occasional single drink is unlikely to harm your baby if you wait at least two hours before the next feed.",
      recommendations: [
        "If your baby seems jittery or sleeps poorly, try cutting back on caffeine for a few days.",
        "Have any drink just after a feed rather than before one.",
        "Wait at least two hours per standard drink before feeding; pumping and throwing milk away doesn't speed things up.",
        "Never share a bed or sofa with your baby after drinking alcohol.",
      ],
      programs: [GUIDES.hydration, recipe("mango-lassi", "Mango Lassi")],
      modifications: ["Expressing a bottle ahead of time lets you relax at a special occasion."],
    },
    sources: [SRC.cdcBreastfeedingDiet, SRC.cdcBreastfeedingAlcohol],
  },
  {
    id: "postpartum-weight-loss",
    title: "Losing pregnancy weight",
    category: "nutrition",
    stages: ["postpartum"],
    phrasings: [
      "How do I lose baby weight?",
      "When will I lose the weight after pregnancy?",
      "Can I diet while breastfeeding?",
    ],
    keywords: [
      "lose weight",
      "weight loss",
      "baby weight",
      "diet",
      "slim",
      "belly fat",
      "get my body back",
      "calories",
    ],
    response: {
      explanation:
        "Your body took nine months to change, and it deserves time to recover. Many women lose a good part of their pregnancy weight in the first six to twelve months with regular meals and gradual activity. Crash diets can leave you exhausted and, if you're breastfeeding, may affect your milk supply.",
      recommendations: [
        "Aim for slow, steady change: about 1 lb (0.5 kg) a week is a safe pace once you feel ready.",
        "Fill half your plate with vegetables and fruit, and include protein at each meal to stay full.",
        "Build activity up gently: walks first, then strength work.",
        "Sleep, stress and hunger are linked: regular meals help more than skipping them.",
      ],
      programs: [
        workout("postpartum-strength-builder", "Postpartum Strength Builder"),
        workout("stroller-walk-intervals", "Stroller Walk Intervals"),
        recipe("quinoa-chickpea-power-bowl", "Quinoa Chickpea Power Bowl"),
      ],
      modifications: [
        "If you're breastfeeding, don't go much below your hunger, and wait until your supply is established before cutting back.",
      ],
    },
    sources: [SRC.acogPostpartumCare, SRC.cdcBreastfeedingDiet, SRC.usdaMyPlate],
  },
  {
    id: "postpartum-quick-meals",
    title: "Quick meals with a newborn",
    category: "nutrition",
    stages: ["postpartum-0-6", "postpartum-6-12", "postpartum-3-6m"],
    phrasings: [
      "I don't have time to cook with a newborn",
      "What are easy one-handed snacks for new moms?",
      "How do I eat properly when I'm busy with the baby?",
    ],
    keywords: [
      "quick meals",
      "one-handed",
      "easy food",
      "no time",
      "cooking",
      "snacks",
      "meal prep",
      "freezer meals",
    ],
    response: {
      explanation:
        "With a newborn, meals often get skipped, which leaves you drained. Food doesn't have to be elaborate to be nourishing: a few batch-cooked dishes and snacks you can eat with one hand go a long way.",
      recommendations: [
        "Batch-cook soups, chilli or dal and freeze them in single portions.",
        "Keep a snack basket where you feed: nuts, energy bites, fruit, crackers and a water bottle.",
        "Accept every offer of a cooked meal, and say what would help.",
        "Use simple assembly meals: eggs on toast, yogurt with fruit and oats, wraps.",
      ],
      programs: [
        recipe("red-lentil-coconut-dal", "Red Lentil Coconut Dal"),
        recipe("no-bake-oat-energy-bites", "No-Bake Oat Energy Bites"),
        recipe("trail-mix-for-busy-moms", "Trail Mix for Busy Moms"),
      ],
      modifications: [
        "Frozen vegetables, canned beans and pre-cooked grains are just as good and save time.",
      ],
    },
    sources: [SRC.usdaMyPlate, SRC.cdcBreastfeedingDiet],
  },
  {
    id: "postpartum-recovery-foods",
    title: "Food for healing after birth",
    category: "nutrition",
    stages: ["postpartum-0-6", "postpartum-6-12"],
    phrasings: [
      "What foods help recovery after giving birth?",
      "What should I eat to heal after delivery?",
      "Do I need iron after losing blood in labor?",
    ],
    keywords: [
      "recovery foods",
      "heal",
      "healing",
      "after delivery",
      "postpartum food",
      "protein",
      "iron",
      "nourishing",
    ],
    response: {
      explanation:
        "Your body is healing tissue, replacing blood and, for many, making milk. Regular meals with protein, iron, fiber and fluids give it what it needs. Warm, simple, nourishing food is often easiest in the first weeks.",
      recommendations: [
        "Include protein at every meal: eggs, beans, lentils, fish, chicken, yogurt or tofu.",
        "Choose iron-rich foods, especially if you lost a lot of blood, with vitamin C to help absorption.",
        "Eat fiber and drink plenty to keep stools soft while you heal.",
        "Keep taking your prenatal vitamin for now.",
      ],
      programs: [
        recipe("nourishing-chicken-and-vegetable-soup", "Nourishing Chicken and Vegetable Soup"),
        recipe("slow-cooker-beef-and-bean-chili", "Slow Cooker Beef and Bean Chili"),
        recipe("sweet-potato-and-ginger-soup", "Sweet Potato and Ginger Soup"),
      ],
      modifications: ["If your appetite is low, small snacks every few hours are fine."],
      warning:
        "If you feel very tired, breathless or dizzy after birth, tell your provider: you may need your iron checked.",
    },
    sources: [SRC.whoPostnatal, SRC.nihIron, SRC.acogPostpartumCare],
  },
  {
    id: "postpartum-hemorrhoids",
    title: "Piles and constipation after birth",
    category: "pain",
    stages: ["postpartum-0-6", "postpartum-6-12", "pregnant-trimester-3"],
    phrasings: [
      "I have hemorrhoids after giving birth",
      "It hurts to poop after birth, what helps?",
      "I'm scared to go to the toilet after delivery",
    ],
    keywords: [
      "hemorrhoids",
      "piles",
      "poop",
      "toilet",
      "bowel movement",
      "constipation",
      "itching",
      "pushing",
      "straining",
    ],
    response: {
      explanation:
        "Piles (hemorrhoids) are swollen veins around the bottom, and pushing in labor, pregnancy pressure and constipation all make them common around birth. They are uncomfortable but usually settle within a few weeks, especially if you keep stools soft.",
      recommendations: [
        "Drink plenty and eat fiber: oats, fruit, vegetables, beans and whole grains.",
        "Don't strain; rest your feet on a low stool and lean forward.",
        "Use a cold pack or cool compress, and pat clean with damp toilet paper.",
        "Ask your pharmacist or provider about stool softeners and creams that are safe while breastfeeding.",
      ],
      programs: [
        recipe("blueberry-walnut-overnight-oats", "Blueberry Walnut Overnight Oats"),
        recipe("black-bean-tortilla-soup", "Black Bean Tortilla Soup"),
        workout("gentle-postnatal-walk", "Gentle Postnatal Walk"),
      ],
      modifications: ["Gentle walking keeps the gut moving; avoid heavy lifting while piles are sore."],
      warning: "Bleeding from the bottom that is heavy, or continues, should be checked by your doctor.",
    },
    sources: [SRC.nhsPiles, SRC.nhsConstipation],
  },
];
