/** Knowledge for trying to conceive. */
import type { KnowledgeEntry } from "./schema";
import { GUIDES, recipe, SRC, workout } from "./sources";

export const TTC: KnowledgeEntry[] = [
  {
    id: "ttc-fertility-nutrition",
    title: "Eating to support fertility",
    category: "nutrition",
    stages: ["ttc"],
    phrasings: [
      "What should I eat to boost fertility?",
      "Is there a fertility diet when trying to conceive?",
      "Which foods help me get pregnant?",
    ],
    keywords: [
      "fertility diet",
      "boost fertility",
      "fertility foods",
      "eat",
      "diet",
      "conceive",
      "get pregnant",
      "nutrition",
    ],
    response: {
      explanation:
        "No single food makes you fertile, but a balanced way of eating supports regular ovulation and gets your body ready for pregnancy. Patterns rich in vegetables, fruit, whole grains, beans, fish and healthy fats are linked with better fertility in studies, and folic acid matters most of all.",
      recommendations: [
        "Take 400 to 800 mcg of folic acid daily from now on.",
        "Build meals around vegetables, whole grains, beans and lentils, with fish twice a week and some plant protein.",
        "Choose unsaturated fats (olive oil, nuts, avocado) over fried and processed foods.",
        "Cut down on sugary drinks and highly processed snacks.",
        "Your partner's diet and habits matter too: sperm health benefits from the same changes.",
      ],
      programs: [
        recipe("quinoa-chickpea-power-bowl", "Quinoa Chickpea Power Bowl"),
        recipe("green-glow-smoothie", "Green Glow Smoothie"),
        recipe("mediterranean-couscous-salad", "Mediterranean Couscous Salad"),
      ],
      modifications: [
        "Be wary of expensive 'fertility' supplements: ask your provider before taking anything beyond a prenatal vitamin.",
      ],
    },
    sources: [SRC.asrmLifestyle, SRC.acogPrePregnancy, SRC.cdcFolicAcid],
  },
  {
    id: "ttc-caffeine-alcohol",
    title: "Coffee, alcohol and smoking when trying",
    category: "nutrition",
    stages: ["ttc"],
    phrasings: [
      "Can I drink coffee while trying to get pregnant?",
      "Should I stop drinking alcohol when trying to conceive?",
      "Does caffeine affect fertility?",
    ],
    keywords: [
      "caffeine",
      "coffee",
      "alcohol",
      "wine",
      "drinking",
      "smoking",
      "vaping",
      "fertility",
      "quit",
      "stop drinking",
    ],
    response: {
      explanation:
        "Moderate caffeine, up to about 200 mg a day (around one 12-ounce coffee), isn't clearly linked to lower fertility, and keeping to that now makes pregnancy easier. Because you may be pregnant before you know it, the CDC advises not drinking alcohol while trying. Smoking lowers fertility for both partners, and quitting helps quickly.",
      recommendations: [
        "Keep caffeine to 200 mg a day or less, counting tea, cola and energy drinks.",
        "Stop alcohol while you're trying, or at least in the second half of each cycle.",
        "If you or your partner smoke or vape, ask your provider for help quitting.",
        "Swap your evening drink for something you enjoy without alcohol.",
      ],
      programs: [GUIDES.hydration, recipe("tropical-mango-kefir-smoothie", "Tropical Mango Kefir Smoothie")],
      modifications: ["Cutting back slowly over a week avoids caffeine-withdrawal headaches."],
    },
    sources: [SRC.acogCaffeine, SRC.cdcAlcoholPregnancy, SRC.asrmLifestyle],
  },
  {
    id: "ttc-exercise",
    title: "Exercise while trying to conceive",
    category: "exercise",
    stages: ["ttc"],
    phrasings: [
      "Is exercise good when trying to get pregnant?",
      "Can too much exercise affect fertility?",
      "What workouts are best for fertility?",
    ],
    keywords: ["exercise", "workout", "fertility", "training", "intense", "yoga", "active", "gym"],
    response: {
      explanation:
        "Regular, moderate exercise supports fertility: it helps balance hormones, manage stress and keep a healthy weight. Very intense training, especially with too little food, can disturb ovulation. Aim for about 150 minutes of moderate activity a week, with some strength work.",
      recommendations: [
        "Mix moderate cardio (brisk walking, cycling, swimming) with two strength sessions a week.",
        "Add something calming such as yoga or breathwork for stress.",
        "Eat enough to fuel your training, and notice if your periods become irregular or stop.",
        "Keep going after the 'two-week wait': moderate exercise is safe in early pregnancy.",
      ],
      programs: [
        workout("fertility-flow-yoga", "Fertility Flow Yoga"),
        workout("preconception-strength-foundations", "Preconception Strength Foundations"),
        workout("cycle-sync-strength", "Cycle Sync Strength"),
      ],
      modifications: [
        "If you train hard and your periods are irregular, ease the intensity and eat a little more for a few months.",
      ],
    },
    sources: [SRC.asrmLifestyle, SRC.whoActivity, SRC.acogPrePregnancy],
  },
  {
    id: "ttc-weight",
    title: "Weight and fertility",
    category: "nutrition",
    stages: ["ttc"],
    phrasings: [
      "Does my weight affect my fertility?",
      "Should I lose weight before trying to conceive?",
      "I'm underweight, can that stop me getting pregnant?",
    ],
    keywords: ["weight", "bmi", "overweight", "underweight", "lose weight", "pcos", "fertility"],
    response: {
      explanation:
        "Being well above or below a healthy weight can make ovulation less regular and pregnancy a little harder. Even a modest change, such as losing 5 to 10 % of body weight when overweight, can help cycles become more regular. Steady habits matter more than a number on the scale.",
      recommendations: [
        "Focus on habits: regular meals, more vegetables and fiber, fewer sugary drinks, daily movement.",
        "If you're underweight, add nourishing snacks and don't over-exercise.",
        "Avoid crash diets; they can disturb your cycle too.",
        "Ask your provider for a pre-pregnancy check, especially if you have PCOS or irregular periods.",
      ],
      programs: [
        workout("preconception-strength-foundations", "Preconception Strength Foundations"),
        workout("walk-and-breathe", "Walk and Breathe"),
        recipe("lentil-and-roasted-vegetable-salad", "Lentil and Roasted Vegetable Salad"),
      ],
      modifications: ["Choose activities you enjoy so they last: consistency beats intensity."],
    },
    sources: [SRC.asrmLifestyle, SRC.acogPrePregnancy],
  },
  {
    id: "ttc-fertile-window",
    title: "Ovulation and your fertile window",
    category: "recovery",
    stages: ["ttc"],
    phrasings: [
      "When am I most fertile?",
      "How do I know when I'm ovulating?",
      "What are the signs that I'm about to ovulate?",
      "When is the best time to have sex to get pregnant?",
    ],
    keywords: [
      "fertile window",
      "ovulation",
      "ovulating",
      "ovulate",
      "signs of ovulation",
      "track ovulation",
      "ovulation day",
      "fertile days",
      "timing",
      "cycle",
      "ovulation test",
      "cervical mucus",
      "sex",
      "timing sex",
      "most fertile",
      "conceive",
    ],
    response: {
      explanation:
        "You can get pregnant from sex in the five days before ovulation and on the day itself, because sperm can survive for several days. In a 28-day cycle ovulation is often around day 14, but cycles vary, so signs from your own body are more useful than a calendar alone.",
      recommendations: [
        "Having sex every 2 to 3 days through your cycle covers the fertile window without needing to time it exactly.",
        "Watch for clear, stretchy, slippery cervical mucus: it shows your most fertile days.",
        "Ovulation predictor kits detect the hormone surge a day or so before ovulation.",
        "A rise in waking temperature confirms ovulation has already happened, which helps you learn your pattern over a few cycles.",
      ],
      programs: [
        workout("fertility-flow-yoga", "Fertility Flow Yoga"),
        workout("stress-release-breathwork", "Stress Release Breathwork"),
      ],
      modifications: [
        "If timing sex starts to feel stressful, let it go and aim for every few days instead.",
      ],
      warning:
        "Very irregular cycles, or no periods, are worth raising with your provider before you spend months trying.",
    },
    sources: [SRC.asrmLifestyle, SRC.nhsTtc],
  },
  {
    id: "ttc-when-to-see-doctor",
    title: "When to see a doctor about fertility",
    category: "mental_health",
    stages: ["ttc-6-12", "ttc-12+"],
    phrasings: [
      "We've been trying for a year and nothing is happening",
      "How long should it take to get pregnant?",
      "When should I see a fertility specialist?",
    ],
    keywords: [
      "infertility",
      "fertility specialist",
      "trying for a year",
      "not getting pregnant",
      "how long",
      "ivf",
      "tests",
      "doctor",
      "no luck",
      "fertility tests",
      "fertility testing",
      "trying for months",
    ],
    response: {
      explanation:
        "Most couples conceive within a year, but it can take longer, and it's not a sign something is wrong. ACOG advises a fertility check after 12 months of trying if you're under 35, after 6 months from 35, and sooner at 40 or over, or if you have irregular periods, known conditions or a partner with known issues. Tests look at both partners.",
      recommendations: [
        "Book an appointment at the point that applies to you, or earlier if something worries you.",
        "Bring a record of your cycles: lengths, periods and any tracking you've done.",
        "Both partners should be assessed: about a third of cases involve male factors.",
        "Keep living well meanwhile: folic acid, moderate exercise, no smoking, limited alcohol.",
      ],
      programs: [
        workout("restorative-calm-yoga", "Restorative Calm Yoga"),
        workout("stress-release-breathwork", "Stress Release Breathwork"),
        GUIDES.mindfulness,
      ],
      modifications: ["If tests and waiting feel heavy, a counselor who knows fertility can help you both."],
    },
    sources: [SRC.acogInfertility, SRC.asrmLifestyle],
  },
  {
    id: "ttc-stress",
    title: "Stress and the ups and downs of trying",
    category: "mental_health",
    stages: ["ttc"],
    phrasings: [
      "Trying to conceive is so stressful",
      "I feel devastated every time my period comes",
      "How do I cope with the two week wait?",
    ],
    keywords: [
      "stress",
      "stressed",
      "two week wait",
      "tww",
      "disappointed",
      "period came",
      "negative test",
      "anxious",
      "sad",
      "cry",
      "crying",
      "every month",
    ],
    response: {
      explanation:
        "Trying to conceive can be an emotional roller coaster: hope each cycle, then disappointment. Feeling stressed, sad or even jealous of pregnant friends is normal. Everyday stress is not a proven cause of infertility, so you haven't 'caused' anything by worrying, but looking after your wellbeing helps you keep going.",
      recommendations: [
        "Plan something you enjoy for the days around when your period is due.",
        "Limit test-checking and forum time if they make the wait harder.",
        "Share the load with your partner; you may cope in different ways.",
        "Try a daily calming practice: breathwork, yoga or a walk outside.",
      ],
      programs: [
        workout("stress-release-breathwork", "Stress Release Breathwork"),
        workout("restorative-calm-yoga", "Restorative Calm Yoga"),
        GUIDES.mindfulness,
      ],
      modifications: ["Take a month off tracking if it feels consuming; you can pick it up again."],
      warning:
        "If sadness or anxiety is there most days, or you're thinking of harming yourself, please talk to someone now: call or text 988.",
    },
    sources: [SRC.asrmLifestyle, SRC.cdcStress],
  },
  {
    id: "ttc-miscarriage-recovery",
    title: "After a miscarriage",
    category: "mental_health",
    stages: ["ttc"],
    phrasings: [
      "I had a miscarriage and feel heartbroken",
      "How long should we wait to try again after a miscarriage?",
      "How do I recover after pregnancy loss?",
    ],
    keywords: [
      "miscarriage",
      "pregnancy loss",
      "lost the baby",
      "chemical pregnancy",
      "grief",
      "try again",
      "loss",
    ],
    response: {
      explanation:
        "Losing a pregnancy is painful, however early it happened, and grief can come in waves. Early miscarriage is common, about 1 in 10 known pregnancies, and is usually caused by chromosome problems, not by anything you did. Physically, most women can try again as soon as they feel ready.",
      recommendations: [
        "Give yourself time to grieve; there is no right way to feel.",
        "Ask your provider when it's safe for you to try again and whether any follow-up is needed.",
        "Keep taking folic acid if you plan to try again.",
        "Consider support from a pregnancy-loss group or counselor, for you and your partner.",
      ],
      programs: [
        GUIDES.selfCare,
        workout("restorative-calm-yoga", "Restorative Calm Yoga"),
        workout("walk-and-breathe", "Walk and Breathe"),
      ],
      modifications: ["Return to exercise gently once bleeding has settled, starting with walks."],
      warning:
        "Heavy bleeding (a pad an hour), fever, severe belly pain or smelly discharge after a miscarriage needs medical help now. If you have had three losses in a row, ask about further tests.",
    },
    sources: [SRC.acogEarlyLoss, SRC.rcogLoss],
  },
  {
    id: "ttc-period-pain",
    title: "Period pain and endometriosis",
    category: "pain",
    stages: ["ttc", "postpartum-12m+", "toddler"],
    phrasings: [
      "My period pain is really bad",
      "Could painful periods be endometriosis?",
      "What helps menstrual cramps?",
    ],
    keywords: [
      "period pain",
      "cramps",
      "menstrual",
      "endometriosis",
      "painful periods",
      "period",
      "pelvic pain",
    ],
    response: {
      explanation:
        "Some cramping during your period is common. Pain that stops you doing normal things, gets worse over time, or comes with pain during sex or bowel movements can be a sign of endometriosis, which can also affect fertility. It is worth getting checked.",
      recommendations: [
        "Heat on your lower belly or back, and gentle movement such as walking or yoga, ease cramps.",
        "Over-the-counter pain relief works best taken early; ask a pharmacist which suits you, especially while trying to conceive.",
        "Keep a pain diary for a few cycles to show your doctor.",
        "See your doctor if the pain is severe or getting worse.",
      ],
      programs: [
        workout("hip-and-pelvis-mobility-flow", "Hip and Pelvis Mobility Flow"),
        workout("restorative-calm-yoga", "Restorative Calm Yoga"),
      ],
      modifications: ["Lighter workouts on the heaviest days are fine; movement often helps more than rest."],
      warning:
        "Sudden severe pain on one side of your belly, especially if your period is late or you could be pregnant, needs urgent help: it can be an ectopic pregnancy.",
    },
    sources: [SRC.nhsPeriodPain, SRC.nhsEndometriosis],
  },
  {
    id: "ttc-ovulation-pain",
    title: "Pain around ovulation",
    category: "pain",
    stages: ["ttc"],
    phrasings: [
      "I get a twinge on one side in the middle of my cycle",
      "Is ovulation pain normal?",
      "Why do I have cramps mid cycle?",
    ],
    keywords: ["ovulation pain", "mittelschmerz", "mid cycle", "twinge", "one side", "cramps", "ovary"],
    response: {
      explanation:
        "About one in five women feel a dull ache or sharp twinge low on one side of the belly around ovulation, lasting from minutes to a day or two. It is harmless and can even help you spot your fertile time.",
      recommendations: [
        "Heat and gentle movement usually ease it.",
        "Note it in your cycle tracking as a sign of ovulation.",
        "Ask a pharmacist about pain relief if you need it.",
      ],
      programs: [
        workout("hip-and-pelvis-mobility-flow", "Hip and Pelvis Mobility Flow"),
        workout("quick-fertility-stretch", "Quick Fertility Stretch"),
      ],
      modifications: ["Choose gentler sessions on days it bothers you."],
      warning:
        "Severe pain, pain lasting more than two days, or pain with fever, vomiting or a late period needs medical help.",
    },
    sources: [SRC.nhsPeriodPain, SRC.nhsTtc],
  },
  {
    id: "ttc-sleep-and-routine",
    title: "Sleep and routine when trying",
    category: "recovery",
    stages: ["ttc"],
    phrasings: [
      "Does sleep affect fertility?",
      "I work night shifts and we're trying for a baby",
      "How much sleep should I get when trying to conceive?",
    ],
    keywords: ["sleep", "shift work", "night shift", "rest", "routine", "tired", "fertility"],
    response: {
      explanation:
        "Good sleep supports the hormones that regulate your cycle and helps you cope with stress. Adults need seven or more hours a night. Shift work and very short sleep have been linked to less regular cycles in some studies, so protecting your sleep is a sensible step.",
      recommendations: [
        "Aim for 7 to 9 hours and a regular sleep and wake time, even at weekends.",
        "Keep the bedroom dark, cool and screen-free.",
        "If you work nights, protect a consistent sleep block and use blackout curtains.",
        "Wind down with a short breathing or stretching routine.",
      ],
      programs: [
        GUIDES.sleep,
        workout("restorative-calm-yoga", "Restorative Calm Yoga"),
        workout("stress-release-breathwork", "Stress Release Breathwork"),
      ],
      modifications: ["Move intense workouts earlier in the day if they keep you awake."],
    },
    sources: [SRC.cdcSleep, SRC.asrmLifestyle],
  },
  {
    id: "ttc-preconception-checkup",
    title: "Getting ready for pregnancy",
    category: "recovery",
    stages: ["ttc-1-3", "ttc-4-6"],
    phrasings: [
      "How do I prepare my body for pregnancy?",
      "Should I see a doctor before trying to conceive?",
      "What should I do before getting pregnant?",
    ],
    keywords: ["preconception", "prepare", "before pregnancy", "checkup", "ready", "planning", "vaccines"],
    response: {
      explanation:
        "A little preparation gives you and a future baby the best start. A pre-pregnancy visit lets your provider review your health, medicines and vaccines, and answer your questions, while a few habits can start today.",
      recommendations: [
        "Start a daily supplement with 400 to 800 mcg of folic acid.",
        "Book a pre-pregnancy check: review any medicines, chronic conditions, vaccines and family history.",
        "Stop smoking and alcohol, and keep caffeine moderate.",
        "Move regularly and eat a varied diet.",
        "Look after your mental health too; it's part of getting ready.",
      ],
      programs: [
        workout("preconception-strength-foundations", "Preconception Strength Foundations"),
        recipe("spinach-and-feta-scrambled-eggs", "Spinach and Feta Scrambled Eggs"),
        GUIDES.selfCare,
      ],
      modifications: [
        "Don't stop a prescribed medicine on your own; ask your provider whether it's suitable in pregnancy.",
      ],
    },
    sources: [SRC.acogPrePregnancy, SRC.cdcPreconception, SRC.cdcFolicAcid],
  },
];
