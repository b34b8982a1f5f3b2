/** Knowledge for mothers of toddlers. */
import type { KnowledgeEntry } from "./schema";
import { GUIDES, recipe, SRC, workout } from "./sources";

export const TODDLER: KnowledgeEntry[] = [
  {
    id: "toddler-mom-energy",
    title: "Energy for busy toddler days",
    category: "recovery",
    stages: ["toddler", "postpartum-6-12m", "postpartum-12m+"],
    phrasings: [
      "I'm exhausted keeping up with my toddler",
      "How can I have more energy as a mom of a toddler?",
      "I feel drained by the afternoon every day",
    ],
    keywords: [
      "energy",
      "exhausted",
      "tired",
      "drained",
      "toddler",
      "afternoon slump",
      "no energy",
      "fatigue",
      "keeping up",
      "chasing",
      "wiped out",
    ],
    response: {
      explanation:
        "Toddlers run on endless energy, and mothers often run on leftovers. Tiredness usually comes from a mix of short sleep, skipped meals, little time to move for yourself and constant mental load. Small changes to the basics often help more than anything else.",
      recommendations: [
        "Eat breakfast and a proper lunch, with protein, rather than grazing on your toddler's leftovers.",
        "Drink water through the day; mild dehydration feels like tiredness.",
        "Get outside with your toddler: daylight and movement lift energy for both of you.",
        "Use part of nap time to rest, not just to catch up on chores.",
      ],
      programs: [
        workout("energy-boost", "Energy Boost"),
        recipe("berry-oat-breakfast-smoothie", "Berry Oat Breakfast Smoothie"),
        GUIDES.hydration,
      ],
      modifications: ["On the worst days, 10 minutes of movement still counts."],
      warning:
        "Tiredness that doesn't lift with rest, or comes with low mood, breathlessness or feeling cold, is worth a check with your doctor (iron, thyroid, mood).",
    },
    sources: [SRC.cdcSleep, SRC.usdaGuidelines],
  },
  {
    id: "toddler-mom-workouts",
    title: "Finding time to exercise with a toddler",
    category: "exercise",
    stages: ["toddler", "postpartum-12m+"],
    phrasings: [
      "How can I work out with a toddler around?",
      "I have no time to exercise as a mom",
      "What are quick workouts I can do at home with kids?",
      "What can I do in 10 minutes when I'm too busy to exercise?",
    ],
    keywords: [
      "no time",
      "quick workout",
      "home workout",
      "10 minutes",
      "minutes",
      "quick",
      "toddler",
      "kids",
      "nap time",
      "exercise",
      "busy",
    ],
    response: {
      explanation:
        "The WHO's 150 minutes a week doesn't have to come in long sessions: 10 minutes here and there adds up. Many mothers do best with short home workouts at nap time, or by turning playtime into movement.",
      recommendations: [
        "Pick a regular slot: nap time, before breakfast or after bedtime.",
        "Keep sessions short, 10 to 20 minutes, and make them part of your week like any appointment.",
        "Bring your toddler along: playground games, dancing, walks and mom-and-me yoga.",
        "Add two strength sessions a week to keep up with the lifting and carrying.",
      ],
      programs: [
        workout("nap-time-strength", "Nap Time Strength"),
        workout("playground-cardio", "Playground Cardio"),
        workout("mom-and-me-yoga", "Mom and Me Yoga"),
        workout("toddler-mom-hiit", "Toddler Mom HIIT"),
      ],
      modifications: [
        "If you still leak or feel heaviness, skip jumps for now and choose low-impact versions.",
      ],
    },
    sources: [SRC.whoActivity, SRC.cdcActivity],
  },
  {
    id: "toddler-lifting-back-pain",
    title: "Back pain from lifting and carrying",
    category: "pain",
    stages: ["toddler", "postpartum-6-12m", "postpartum-12m+"],
    phrasings: [
      "My back hurts from carrying my toddler",
      "How do I lift my child without hurting my back?",
      "Lower back pain from picking up my kid all day",
    ],
    keywords: [
      "back pain",
      "lower back",
      "lifting",
      "carrying",
      "hip carry",
      "car seat",
      "toddler",
      "posture",
    ],
    response: {
      explanation:
        "Toddlers are heavy and wriggly, and you lift them many times a day, often twisted and on one hip. Back pain from this is very common, and better lifting habits plus a stronger core, hips and back usually help a lot.",
      recommendations: [
        "Squat or kneel to your child's level, hold them close and stand up with your legs, breathing out as you lift.",
        "Switch hips when you carry, or use a carrier that spreads the weight.",
        "Face the car seat squarely and bring your child close before lifting them in.",
        "Strengthen your glutes, core and back twice a week.",
      ],
      programs: [
        workout("lift-and-carry-strength", "Lift and Carry Strength"),
        workout("back-saver-mobility", "Back Saver Mobility"),
        workout("quick-toddler-mom-stretch", "Quick Toddler Mom Stretch"),
      ],
      modifications: [
        "When your back is sore, gentle movement and walking usually help more than rest in bed.",
      ],
      warning:
        "Back pain with numbness in the groin or bottom, loss of bladder or bowel control, weakness in the legs, or fever needs urgent medical help.",
    },
    sources: [SRC.whoActivity, SRC.nhsBackPain],
  },
  {
    id: "toddler-picky-eating",
    title: "Family meals with a picky eater",
    category: "nutrition",
    stages: ["toddler"],
    phrasings: [
      "My toddler is a picky eater",
      "My toddler refuses vegetables, what do I do?",
      "How do I get my child to eat healthy food?",
    ],
    keywords: [
      "picky eater",
      "fussy eater",
      "toddler food",
      "refuses",
      "vegetables",
      "won't eat",
      "family meals",
      "snacks",
    ],
    response: {
      explanation:
        "Picky eating is a normal stage for toddlers. Their growth slows after the first year, so appetite drops, and they are naturally wary of new foods. It can take 10 or more tries before a child accepts a new food. Calm, repeated exposure works better than pressure.",
      recommendations: [
        "You decide what, when and where food is served; your toddler decides whether and how much to eat.",
        "Offer one familiar food alongside anything new, in small amounts.",
        "Eat together and eat the same food when you can: they copy you.",
        "Keep regular meal and snack times, and offer water or milk rather than juice.",
      ],
      programs: [
        recipe("turkey-and-veggie-mini-meatballs", "Turkey and Veggie Mini Meatballs"),
        recipe("banana-oat-pancakes", "Banana Oat Pancakes"),
        recipe("hummus-and-veggie-sticks", "Hummus and Veggie Sticks"),
      ],
      modifications: [
        "Let your toddler help wash, stir or choose vegetables; involvement makes them more willing to try.",
      ],
      warning:
        "If your child is losing weight, gagging often, or eats very few foods, talk to your pediatrician.",
    },
    sources: [SRC.aapPickyEaters, SRC.cdcToddlerNutrition],
  },
  {
    id: "toddler-mom-nutrition",
    title: "Eating well yourself as a busy mom",
    category: "nutrition",
    stages: ["toddler", "postpartum-6-12m", "postpartum-12m+"],
    phrasings: [
      "I always skip meals because I'm busy with my kids",
      "How do I eat healthier as a busy mom?",
      "I just eat my toddler's leftovers all day",
    ],
    keywords: [
      "skip meals",
      "busy mom",
      "healthy eating",
      "leftovers",
      "snacking",
      "meal planning",
      "lunch",
      "breakfast",
    ],
    response: {
      explanation:
        "When you're caring for a small child, your own meals are often the first thing to go. Regular, balanced meals keep your energy and mood steadier, and they don't need to be complicated.",
      recommendations: [
        "Eat sitting down with your child: the same meal works for both of you.",
        "Plan a few easy meals each week and batch-cook one or two.",
        "Keep quick protein ready: eggs, yogurt, hummus, canned fish, cooked beans.",
        "Keep a water bottle with you as well as your child's.",
      ],
      programs: [
        recipe("black-bean-sweet-potato-quesadillas", "Black Bean Sweet Potato Quesadillas"),
        recipe("turkey-bolognese-with-wholewheat-pasta", "Turkey Bolognese with Wholewheat Pasta"),
        recipe("apple-cinnamon-baked-oatmeal", "Apple Cinnamon Baked Oatmeal"),
      ],
      modifications: [
        "A 'snack plate' of cheese, crackers, fruit and vegetables is a fine lunch on a busy day.",
      ],
    },
    sources: [SRC.usdaGuidelines, SRC.usdaMyPlate],
  },
  {
    id: "toddler-mom-burnout",
    title: "Feeling burned out as a mom",
    category: "mental_health",
    stages: ["toddler", "postpartum-6-12m", "postpartum-12m+"],
    phrasings: [
      "I'm burned out from parenting",
      "I feel touched out and have nothing left to give",
      "I'm losing my patience with my toddler all the time",
    ],
    keywords: [
      "burnout",
      "burned out",
      "burned out",
      "touched out",
      "overwhelmed",
      "patience",
      "yelling",
      "mom guilt",
      "stressed",
    ],
    response: {
      explanation:
        "Parenting a toddler is relentless, and feeling emptied out, irritable or 'touched out' is a sign you've been giving without refilling. It says nothing about how good a mother you are. Rest, help and a few minutes just for you each day make a difference.",
      recommendations: [
        "Name what you need and ask for it: a partner taking bedtime, a friend swapping childcare.",
        "Find 10 minutes a day that are just yours, and protect them.",
        "When you feel your temper rising, put your child somewhere safe and step away to breathe for a minute.",
        "Lower the bar on housework and screen-time guilt on hard days.",
      ],
      programs: [
        workout("evening-unwind-breathwork", "Evening Unwind Breathwork"),
        GUIDES.selfCare,
        GUIDES.mindfulness,
      ],
      modifications: ["If sitting still doesn't calm you, a brisk walk with the stroller might."],
      warning:
        "If you feel hopeless, can't cope, or have thoughts of harming yourself or your child, reach out now: call or text 988, or 911 in an emergency.",
    },
    sources: [SRC.cdcStress, SRC.aapTantrums],
  },
  {
    id: "toddler-tantrums-stress",
    title: "Staying calm through tantrums",
    category: "mental_health",
    stages: ["toddler"],
    phrasings: [
      "How do I stay calm during my toddler's tantrums?",
      "My toddler's meltdowns stress me out",
      "I lose my temper when my child screams",
    ],
    keywords: ["tantrum", "tantrums", "meltdown", "screaming", "calm", "temper", "frustrated", "toddler"],
    response: {
      explanation:
        "Tantrums are a normal part of toddler development: big feelings, few words and little self-control. Your calm helps your child settle, and staying calm is much easier when you have a plan and aren't running on empty.",
      recommendations: [
        "Keep your child safe, stay close and say little; wait for the storm to pass.",
        "Breathe out slowly and relax your shoulders; it calms you and shows your child how.",
        "Notice triggers such as hunger, tiredness and transitions, and plan around them.",
        "Afterwards, reconnect with a hug and simple words for the feeling.",
      ],
      programs: [
        workout("evening-unwind-breathwork", "Evening Unwind Breathwork"),
        GUIDES.mindfulness,
        workout("mom-and-me-yoga", "Mom and Me Yoga"),
      ],
      modifications: [
        "If you need a moment, it's fine to put your child somewhere safe and step out of the room to breathe.",
      ],
    },
    sources: [SRC.aapTantrums, SRC.cdcStress],
  },
  {
    id: "toddler-mom-sleep",
    title: "Your sleep when your toddler won't",
    category: "recovery",
    stages: ["toddler"],
    phrasings: [
      "My toddler still wakes at night and I'm exhausted",
      "How do I get more sleep with a toddler?",
      "Bedtime with my toddler takes hours",
    ],
    keywords: ["sleep", "bedtime", "night waking", "toddler sleep", "tired", "routine", "early riser"],
    response: {
      explanation:
        "Many toddlers still wake at night or fight bedtime. A calm, predictable routine helps them settle, and protecting your own sleep matters just as much for how you feel during the day.",
      recommendations: [
        "Keep the same short bedtime routine each night: bath, pyjamas, story, lights out.",
        "Keep screens off for the hour before bed, for both of you.",
        "Share night wake-ups with a partner if you can, taking turns by night.",
        "Go to bed earlier yourself on a couple of nights a week.",
      ],
      programs: [GUIDES.sleep, workout("evening-unwind-breathwork", "Evening Unwind Breathwork")],
      modifications: ["If your toddler naps late, try moving the nap earlier to help bedtime."],
      warning: "If your child snores loudly with pauses in breathing, mention it to your pediatrician.",
    },
    sources: [SRC.aapToddlerSleep, SRC.cdcSleep],
  },
  {
    id: "toddler-strength-rebuild",
    title: "Getting strong again a year or more after birth",
    category: "exercise",
    stages: ["toddler", "postpartum-12m+"],
    phrasings: [
      "I want to get fit and strong again after having kids",
      "Can I do HIIT and heavier weights now my baby is older?",
      "How do I build strength as a mom?",
    ],
    keywords: ["strength", "strong", "weights", "get fit", "muscle", "hiit", "conditioning", "progress"],
    response: {
      explanation:
        "Once you're well past the first year and free of leaking, heaviness or pain, most women can train like anyone else, building up steadily. Strength work protects your back and bones and makes daily lifting easier.",
      recommendations: [
        "Train major muscle groups at least twice a week, adding weight or reps gradually.",
        "Mix in cardio you enjoy, including some harder intervals if your body is ready.",
        "Keep breathing out on effort and check in with your pelvic floor as loads increase.",
        "Rest days count: progress happens when you recover.",
      ],
      programs: [
        workout("full-body-mom-strength", "Full Body Mom Strength"),
        workout("advanced-mom-conditioning", "Advanced Mom Conditioning"),
        workout("toddler-mom-hiit", "Toddler Mom HIIT"),
      ],
      modifications: [
        "If high-impact moves cause leaking or heaviness, use low-impact versions and see a pelvic health physiotherapist.",
      ],
    },
    sources: [SRC.whoActivity, SRC.pogpRunning],
  },
  {
    id: "toddler-healthy-snacks",
    title: "Healthy snacks for you and your toddler",
    category: "nutrition",
    stages: ["toddler", "postpartum-6-12m"],
    phrasings: [
      "What are healthy snacks for toddlers and moms?",
      "Snack ideas I can share with my kid",
      "What can I pack as a snack for the playground?",
    ],
    keywords: ["snacks", "snack ideas", "healthy snacks", "playground", "lunchbox", "finger food", "toddler"],
    response: {
      explanation:
        "Snacks fill gaps between meals for small stomachs, and for busy mothers too. The best ones combine fiber, protein or healthy fat, and they are easy to carry and share.",
      recommendations: [
        "Pair fruit or vegetables with protein: apple and nut butter, veg sticks and hummus, yogurt and berries.",
        "Keep snacks at set times rather than all-day grazing.",
        "Offer water or milk instead of juice.",
        "Cut round foods like grapes and cherry tomatoes lengthways for toddlers to prevent choking.",
      ],
      programs: [
        recipe("hummus-and-veggie-sticks", "Hummus and Veggie Sticks"),
        recipe("mini-banana-muffins", "Mini Banana Muffins"),
        recipe("apple-slices-with-almond-butter", "Apple Slices with Almond Butter"),
      ],
      modifications: ["For nut allergies in playgroups, swap nut butters for seed butter or cheese."],
    },
    sources: [SRC.cdcToddlerNutrition, SRC.usdaGuidelines],
  },
];
