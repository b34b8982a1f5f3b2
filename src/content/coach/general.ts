/** Knowledge that helps at every stage. */
import { ALL_JOURNEYS, type KnowledgeEntry } from "./schema";
import { GUIDES, recipe, SRC, workout } from "./sources";

export const GENERAL: KnowledgeEntry[] = [
  {
    id: "general-stress-relief",
    title: "Quick ways to ease stress",
    category: "mental_health",
    stages: ALL_JOURNEYS,
    phrasings: [
      "How can I manage stress?",
      "I feel stressed and overwhelmed all the time",
      "What can I do to calm down quickly?",
    ],
    keywords: ["stress", "stressed", "overwhelmed", "calm", "relax", "tense", "pressure", "breathing"],
    response: {
      explanation:
        "Stress is part of life with children, but long stretches of it wear you down. Your body's stress response can be calmed on purpose: slow breathing, movement, connection and a little time for yourself all signal to your nervous system that you are safe.",
      recommendations: [
        "Try 4-6 breathing: breathe in for a count of 4, out for 6, for two to three minutes.",
        "Move your body for 10 minutes: a walk outside is ideal.",
        "Talk to someone you trust, even briefly.",
        "Write down what's on your mind and pick one small thing to do about it.",
        "Protect sleep and regular meals: stress is harder to handle when you're hungry or tired.",
      ],
      programs: [
        GUIDES.mindfulness,
        workout("stress-release-breathwork", "Stress Release Breathwork"),
        workout("evening-unwind-breathwork", "Evening Unwind Breathwork"),
      ],
      modifications: ["If you're pregnant, keep breathing gentle and never hold your breath."],
      warning:
        "If stress tips into panic, hopelessness or thoughts of harming yourself, reach out now: call or text 988.",
    },
    sources: [SRC.cdcStress, SRC.nhsBreathing],
  },
  {
    id: "general-mindfulness",
    title: "Starting mindfulness or meditation",
    category: "mental_health",
    stages: ALL_JOURNEYS,
    phrasings: [
      "How do I start meditating?",
      "Can mindfulness help me as a mom?",
      "I want to try meditation but I have no time",
    ],
    keywords: ["mindfulness", "meditation", "meditate", "present", "grounding", "calm mind", "breathwork"],
    response: {
      explanation:
        "Mindfulness simply means paying attention to the present moment, without judging it. Even a few minutes a day can ease stress and help you respond rather than react. You don't need silence or an hour: you can practice while feeding, walking or waiting for the kettle.",
      recommendations: [
        "Start with two minutes: notice your breath going in and out, and gently come back when your mind wanders.",
        "Try the 5-4-3-2-1 grounding exercise: five things you see, four you feel, three you hear, two you smell, one you taste.",
        "Link practice to something you already do, such as the first feed or brushing your teeth.",
        "Be patient: a wandering mind is normal, and noticing it is the practice.",
      ],
      programs: [
        GUIDES.mindfulness,
        workout("restorative-calm-yoga", "Restorative Calm Yoga"),
        workout("prenatal-yoga", "Prenatal Yoga"),
      ],
      modifications: [
        "If sitting still is hard, try mindful walking: notice each step and what's around you.",
      ],
    },
    sources: [SRC.nhsBreathing, SRC.cdcStress],
  },
  {
    id: "general-sleep-habits",
    title: "Better sleep habits",
    category: "recovery",
    stages: ALL_JOURNEYS,
    phrasings: [
      "How can I sleep better?",
      "I can't fall asleep at night even when I'm tired",
      "Tips for better sleep quality",
    ],
    keywords: ["sleep", "insomnia", "fall asleep", "sleep better", "bedtime", "rest", "screens", "wake up"],
    response: {
      explanation:
        "Adults need seven or more hours of sleep for body and mind to recover. With children, that's not always in your control, but good sleep habits help you fall asleep faster and make the most of the sleep you get.",
      recommendations: [
        "Keep regular sleep and wake times where you can.",
        "Make the bedroom dark, cool and quiet, and keep phones out of reach.",
        "Avoid caffeine after early afternoon and heavy meals late at night.",
        "Wind down for 20 to 30 minutes: dim lights, stretch, breathe, read.",
        "Get daylight early in the day to set your body clock.",
      ],
      programs: [
        GUIDES.sleep,
        workout("evening-unwind-breathwork", "Evening Unwind Breathwork"),
        recipe("golden-turmeric-milk", "Golden Turmeric Milk"),
      ],
      modifications: [
        "If you can't sleep after 20 minutes, get up and do something calm in dim light, then try again.",
      ],
      warning:
        "Long-lasting insomnia, or sleeping much more than usual with low mood, is worth discussing with your doctor.",
    },
    sources: [SRC.cdcSleep],
  },
  {
    id: "general-hydration",
    title: "How much water to drink",
    category: "nutrition",
    stages: ALL_JOURNEYS,
    phrasings: [
      "How much water should I drink a day?",
      "I never drink enough water",
      "How do I know if I'm dehydrated?",
    ],
    keywords: ["water", "hydration", "hydrated", "dehydrated", "glasses", "fluids", "thirst", "drink more"],
    response: {
      explanation:
        "Most women need around 8 to 10 glasses of fluid a day, more when pregnant, breastfeeding, active or in the heat. Thirst, dark urine, headaches and tiredness can all be signs you need to drink more.",
      recommendations: [
        "Keep a water bottle with you and refill it at set times, such as each meal.",
        "Check your urine: pale yellow means you're drinking enough.",
        "Water-rich foods like fruit, soup and yogurt count too.",
        "Drink a glass with each meal and each feed if you're breastfeeding.",
      ],
      programs: [GUIDES.hydration, recipe("watermelon-mint-cooler", "Watermelon Mint Cooler")],
      modifications: ["Add slices of fruit, cucumber or mint if plain water feels like a chore."],
    },
    sources: [SRC.cdcWater, SRC.iomWater],
  },
  {
    id: "general-self-care",
    title: "Making time for self-care",
    category: "mental_health",
    stages: ALL_JOURNEYS,
    phrasings: [
      "I have no time for myself",
      "How can I practice self care as a busy mom?",
      "I feel guilty taking time for me",
    ],
    keywords: [
      "self-care",
      "self care",
      "me time",
      "time for myself",
      "guilt",
      "recharge",
      "pamper",
      "break",
    ],
    response: {
      explanation:
        "Self-care isn't a luxury: it's what keeps you able to care for everyone else. It doesn't need much time. Small, regular moments that meet your real needs (food, rest, movement, connection, a little joy) count most.",
      recommendations: [
        "Pick one five-minute habit for this week: a hot drink sitting down, a short stretch, stepping outside.",
        "Put it in your day like an appointment.",
        "Ask for specific help so you can have a longer break once a week.",
        "Notice guilt, and remind yourself that rest makes you a steadier parent.",
      ],
      programs: [
        GUIDES.selfCare,
        GUIDES.mindfulness,
        workout("quick-toddler-mom-stretch", "Quick Toddler Mom Stretch"),
      ],
      modifications: ["Self-care can include your child: a walk together, music, or a bath for both of you."],
    },
    sources: [SRC.cdcStress],
  },
  {
    id: "general-exercise-motivation",
    title: "Staying motivated to move",
    category: "exercise",
    stages: ALL_JOURNEYS,
    phrasings: [
      "I can't find the motivation to exercise",
      "How do I stay consistent with workouts?",
      "I keep starting and stopping my fitness routine",
    ],
    keywords: [
      "motivation",
      "motivated",
      "consistent",
      "habit",
      "routine",
      "lazy",
      "start exercising",
      "keep going",
    ],
    response: {
      explanation:
        "Motivation comes and goes for everyone; habits keep you going when it doesn't show up. Making movement small, easy to start and part of your routine works better than relying on willpower.",
      recommendations: [
        "Start small: 10 minutes, three days a week, and build from there.",
        "Tie your workout to a fixed moment, such as after the school run or during nap time.",
        "Lay out your clothes or mat the night before.",
        "Track your sessions and celebrate streaks, not perfection.",
        "Move with someone: a friend, a class or your child.",
      ],
      programs: [
        workout("energy-boost", "Energy Boost"),
        workout("quick-postpartum-reset", "Quick Postpartum Reset"),
        workout("quick-prenatal-energizer", "Quick Prenatal Energizer"),
      ],
      modifications: ["A walk counts. So does dancing in the kitchen."],
    },
    sources: [SRC.whoActivity, SRC.cdcActivity],
  },
  {
    id: "general-healthy-eating",
    title: "A balanced plate",
    category: "nutrition",
    stages: ALL_JOURNEYS,
    phrasings: [
      "How do I eat healthier?",
      "What does a balanced meal look like?",
      "I want to improve my diet",
    ],
    keywords: [
      "healthy eating",
      "balanced diet",
      "eat healthier",
      "nutrition",
      "vegetables",
      "protein",
      "meal",
      "plate",
    ],
    response: {
      explanation:
        "A balanced plate is simpler than most diets make it: half vegetables and fruit, a quarter whole grains or starchy foods, a quarter protein, plus some dairy or a calcium-rich alternative and a little healthy fat. Over a week, variety matters more than any single meal.",
      recommendations: [
        "Add one extra portion of vegetables or fruit a day.",
        "Choose whole-grain bread, oats, brown rice or whole-wheat pasta more often.",
        "Include protein at each meal: beans, eggs, fish, poultry, tofu, dairy.",
        "Swap sugary drinks for water or milk.",
      ],
      programs: [
        recipe("quinoa-chickpea-power-bowl", "Quinoa Chickpea Power Bowl"),
        recipe("chicken-and-vegetable-stir-fry", "Chicken and Vegetable Stir-Fry"),
        recipe("vegetable-frittata", "Vegetable Frittata"),
      ],
      modifications: [
        "Frozen and canned vegetables and beans are just as nutritious and save time and money.",
      ],
    },
    sources: [SRC.usdaGuidelines, SRC.usdaMyPlate],
  },
  {
    id: "general-calcium-vitamin-d",
    title: "Calcium and vitamin D",
    category: "nutrition",
    stages: ALL_JOURNEYS,
    phrasings: [
      "Do I need vitamin D?",
      "How much calcium do I need?",
      "I don't drink milk, how do I get enough calcium?",
    ],
    keywords: ["vitamin d", "calcium", "bones", "dairy", "milk", "sunlight", "supplement"],
    response: {
      explanation:
        "Calcium and vitamin D keep your bones strong, and they matter through pregnancy and breastfeeding. Adult women need about 1,000 mg of calcium and 600 IU (15 mcg) of vitamin D a day. Vitamin D is hard to get from food alone, especially in winter or if you cover your skin.",
      recommendations: [
        "Have three servings of calcium-rich food a day: milk, yogurt, cheese, fortified plant milks, tofu set with calcium, canned fish with bones.",
        "Get vitamin D from oily fish, eggs, fortified foods and some safe daylight.",
        "Ask your provider whether a vitamin D supplement is right for you, and for your baby if you're breastfeeding.",
      ],
      programs: [
        recipe("greek-yogurt-berry-parfait", "Greek Yogurt Berry Parfait"),
        recipe("cottage-cheese-with-pineapple", "Cottage Cheese with Pineapple"),
        recipe("mango-lassi", "Mango Lassi"),
      ],
      modifications: [
        "Dairy-free? Choose plant milks fortified with calcium and vitamin D, and shake the carton.",
      ],
    },
    sources: [SRC.nihCalcium, SRC.nihVitaminD, SRC.iomDri],
  },
  {
    id: "general-tension-aches",
    title: "Neck, shoulder and tension aches",
    category: "pain",
    stages: ALL_JOURNEYS,
    phrasings: [
      "My neck and shoulders are always tight",
      "How do I relieve tension in my upper back?",
      "I get stiff from sitting at my desk all day",
    ],
    keywords: ["neck", "shoulders", "stiff", "tension", "tight", "desk", "posture", "upper back"],
    response: {
      explanation:
        "Long hours sitting, scrolling, feeding or carrying all pull the shoulders forward and tighten the neck. Stiffness like this usually eases with regular movement breaks, gentle stretches and some strength work for the upper back.",
      recommendations: [
        "Every 30 to 60 minutes, stand up, roll your shoulders and look around.",
        "Stretch your chest in a doorway and gently tilt your head side to side.",
        "Strengthen your upper back with rows and band pull-aparts.",
        "Bring your phone or screen up to eye level.",
      ],
      programs: [
        workout("back-saver-mobility", "Back Saver Mobility"),
        workout("feeding-posture-relief", "Feeding Posture Relief"),
        workout("quick-toddler-mom-stretch", "Quick Toddler Mom Stretch"),
      ],
      modifications: ["If you're pregnant, do stretches seated or standing rather than lying flat."],
      warning:
        "Neck pain with numbness or weakness in the arms, or after a fall or injury, should be checked by a doctor.",
    },
    sources: [SRC.whoActivity],
  },
  {
    id: "general-walking",
    title: "Walking for health",
    category: "exercise",
    stages: ALL_JOURNEYS,
    phrasings: [
      "Is walking enough exercise?",
      "How many steps should I walk a day?",
      "Does walking count as a workout?",
    ],
    keywords: ["walking", "walk", "steps", "stroller", "pram", "outdoors", "low impact", "cardio"],
    response: {
      explanation:
        "Walking is one of the best exercises at every stage of motherhood: it's free, low-impact, can include your baby, and counts towards the 150 minutes a week of moderate activity recommended for adults. Brisk enough that you can talk but not sing is the right pace.",
      recommendations: [
        "Aim for 20 to 30 minutes on most days, split up if you need to.",
        "Add short faster stretches, or hills, as you get fitter.",
        "Stand tall, let your arms swing and wear supportive shoes.",
        "Walk with a friend or a group to keep it going.",
      ],
      programs: [
        workout("walk-and-breathe", "Walk and Breathe"),
        workout("pregnancy-walking-workout", "Pregnancy Walking Workout"),
        workout("gentle-postnatal-walk", "Gentle Postnatal Walk"),
        workout("stroller-walk-intervals", "Stroller Walk Intervals"),
      ],
      modifications: ["Early after birth, start with 5 to 10 minutes and add a little each day."],
    },
    sources: [SRC.whoActivity, SRC.cdcActivity],
  },
  {
    id: "general-low-mood",
    title: "Feeling low",
    category: "mental_health",
    stages: ["toddler", "ttc"],
    phrasings: [
      "I've been feeling really down lately",
      "I feel sad and unmotivated most days",
      "How do I know if I'm depressed?",
    ],
    keywords: ["down", "sad", "depressed", "depression", "low mood", "unmotivated", "hopeless", "empty"],
    response: {
      explanation:
        "Everyone has low days. When sadness, emptiness or loss of interest last most of the day, nearly every day, for two weeks or more, it may be depression, which is common and treatable. Talking about it is the first step.",
      recommendations: [
        "Talk to your doctor about how you're feeling; they can check for depression and discuss treatment.",
        "Stay connected: tell one person you trust.",
        "Keep gentle structure: get up, get dressed, eat, go outside for a few minutes.",
        "Movement helps mood: a short walk counts.",
      ],
      programs: [GUIDES.mindfulness, GUIDES.selfCare, workout("walk-and-breathe", "Walk and Breathe")],
      modifications: ["Set tiny goals on hard days, and count them when you meet them."],
      warning:
        "If you have thoughts of harming yourself, call or text 988 now, or call 911 if you are in immediate danger.",
    },
    sources: [SRC.cdcDepression, SRC.nimhPerinatal],
  },
];
