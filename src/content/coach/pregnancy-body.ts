/** Knowledge for pregnancy: exercise, aches and pains, rest and feelings. */
import type { KnowledgeEntry } from "./schema";
import { GUIDES, recipe, SRC, workout } from "./sources";

export const PREGNANCY_BODY: KnowledgeEntry[] = [
  {
    id: "pregnancy-exercise-safety",
    title: "Exercising safely while pregnant",
    category: "exercise",
    stages: ["pregnant"],
    phrasings: [
      "Is it safe to exercise while pregnant?",
      "How much exercise should I do during pregnancy?",
      "Can I keep working out now that I'm expecting?",
    ],
    keywords: [
      "exercise",
      "exercise in pregnancy",
      "workout",
      "safe",
      "active",
      "fitness",
      "gym",
      "training",
      "150 minutes",
      "lifting weights",
      "weightlifting",
      "running",
      "jogging",
      "strength training",
      "no time",
      "busy",
    ],
    response: {
      explanation:
        "For most pregnancies, exercise is safe and good for you: it eases back pain and constipation, helps sleep and mood, and lowers the chance of gestational diabetes. ACOG suggests about 150 minutes of moderate activity a week, such as 30 minutes on five days. Check with your provider first, especially if you have any complications.",
      recommendations: [
        "Use the talk test: you should be able to hold a conversation while you move.",
        "Walking, swimming, stationary cycling, prenatal yoga and pilates and light strength work are all good choices.",
        "If you were active before pregnancy, you can usually keep going, scaling down as you need.",
        "Warm up, drink water, and avoid overheating: skip hot yoga and exercising in very hot weather.",
      ],
      programs: [
        workout("prenatal-yoga", "Prenatal Yoga"),
        workout("pregnancy-walking-workout", "Pregnancy Walking Workout"),
        workout("prenatal-strength-circuit", "Prenatal Strength Circuit"),
      ],
      modifications: [
        "Avoid contact sports and activities with a risk of falling or being hit, such as skiing, horse riding or climbing, and scuba diving.",
        "After the first trimester, if lying flat on your back makes you dizzy or sick, use an incline or lie on your side instead.",
        "Start with 10 minutes a day if you're new to exercise and build up gradually.",
      ],
      warning:
        "Stop and call your provider if you have vaginal bleeding or fluid leaking, regular painful contractions, chest pain, dizziness or feeling faint, a headache that won't go away, calf pain or swelling, or shortness of breath before you start.",
    },
    sources: [SRC.acogExercise, SRC.whoActivity, SRC.nhsExercisePregnancy],
  },
  {
    id: "pregnancy-core-and-abs",
    title: "Core work in pregnancy",
    category: "exercise",
    stages: ["pregnant"],
    phrasings: [
      "Can I do ab exercises while pregnant?",
      "Are crunches and planks safe in pregnancy?",
      "My belly domes when I sit up, is that bad?",
    ],
    keywords: [
      "abs",
      "core",
      "crunches",
      "sit ups",
      "plank",
      "coning",
      "doming",
      "stomach muscles",
      "ridge",
      "bulge",
      "getting out of bed",
    ],
    response: {
      explanation:
        "Keeping your core strong in pregnancy supports your back and helps recovery later. As your bump grows, the abdominal muscles stretch apart at the midline, which is normal. A bulge or 'dome' down the middle when you sit up or strain is a sign that an exercise is putting more pressure on that line than it can manage right now.",
      recommendations: [
        "Focus on breathing with your core: breathe in to relax your belly and pelvic floor, breathe out and gently draw them in.",
        "Choose exercises such as pelvic tilts, side-lying leg work, bird dogs and supported squats.",
        "Roll onto your side to get up from lying down instead of sitting straight up.",
        "Drop or change any move that makes your belly dome.",
      ],
      programs: [
        workout("prenatal-core-and-balance", "Prenatal Core and Balance"),
        workout("prenatal-pelvic-floor", "Prenatal Pelvic Floor"),
      ],
      modifications: [
        "Swap crunches and full planks for incline or kneeling versions, or for bird dogs, as your bump grows.",
        "Lying on your back: keep it short, or raise your upper body, if it leaves you dizzy or short of breath.",
      ],
    },
    sources: [SRC.acogExercise, SRC.nhsExercisePregnancy],
  },
  {
    id: "pregnancy-pelvic-floor",
    title: "Pelvic floor exercises in pregnancy",
    category: "exercise",
    stages: ["pregnant"],
    phrasings: [
      "How do I do kegels while pregnant?",
      "I leak a little when I sneeze and I'm pregnant",
      "Should I train my pelvic floor before birth?",
    ],
    keywords: [
      "pelvic floor",
      "kegel",
      "kegels",
      "leaking",
      "bladder",
      "sneeze",
      "incontinence",
      "pee",
      "cough",
      "laugh",
    ],
    response: {
      explanation:
        "Your pelvic floor supports your bladder, bowel and womb, and carries more weight as your baby grows. Leaking a little when you cough, sneeze or laugh is common in pregnancy. Regular pelvic floor exercises lower the chance of leaking during pregnancy and after birth, and they only take a few minutes a day.",
      recommendations: [
        "Sit comfortably, then squeeze and lift as if stopping wind and holding in urine. Hold for up to 10 seconds, then fully relax.",
        "Do 10 slow holds and 10 quick squeezes, three times a day.",
        "Keep breathing and don't squeeze your buttocks or thighs.",
        "Learning to relax the pelvic floor matters as much as squeezing it, especially for birth.",
      ],
      programs: [
        workout("prenatal-pelvic-floor", "Prenatal Pelvic Floor"),
        workout("birth-ball-flow", "Birth Ball Flow"),
      ],
      modifications: [
        "If you can't feel anything happening, ask your midwife or doctor for a referral to a pelvic health physiotherapist.",
        "Squeeze before you cough, sneeze or lift (sometimes called 'the knack').",
      ],
    },
    sources: [SRC.nhsPelvicFloor, SRC.acogExercise],
  },
  {
    id: "pregnancy-back-pain",
    title: "Back pain in pregnancy",
    category: "pain",
    stages: ["pregnant"],
    phrasings: [
      "My lower back hurts so much while pregnant",
      "How can I ease back pain in pregnancy?",
      "What stretches help pregnancy back ache?",
    ],
    keywords: ["back pain", "lower back", "backache", "back ache", "sciatica", "spine", "posture"],
    response: {
      explanation:
        "Back pain affects most pregnant women. Hormones loosen your ligaments, your center of gravity shifts forward and your back muscles work harder. It often starts in the second half of pregnancy. Gentle movement, good posture and support usually bring real relief.",
      recommendations: [
        "Keep moving: walking, swimming and prenatal yoga all help.",
        "Bend your knees and keep your back straight when you lift, and hold loads close to your body.",
        "Wear flat, supportive shoes and sit with your back supported.",
        "Sleep on your side with a pillow between your knees, and perhaps one under your bump.",
        "A warm (not hot) compress or a massage from a partner can ease sore muscles.",
      ],
      programs: [
        workout("prenatal-back-care", "Prenatal Back Care"),
        workout("prenatal-yoga", "Prenatal Yoga"),
        workout("birth-ball-flow", "Birth Ball Flow"),
      ],
      modifications: [
        "If standing on one leg hurts, do exercises with both feet on the floor and keep your knees together when turning in bed.",
        "A physiotherapist can give you exercises for your own back and may suggest a support belt.",
      ],
      warning:
        "Back pain that comes in waves, with tightening of your belly, or with bleeding, fever or pain when you pee, needs a call to your provider today; before 37 weeks it can be a sign of early labor.",
    },
    sources: [SRC.acogBackPain, SRC.nhsBackPain],
  },
  {
    id: "pregnancy-pelvic-girdle-pain",
    title: "Pelvic and hip pain in pregnancy",
    category: "pain",
    stages: ["pregnant"],
    phrasings: [
      "My pubic bone hurts when I walk, I'm pregnant",
      "What is SPD or pelvic girdle pain?",
      "It hurts to turn over in bed and get dressed",
    ],
    keywords: ["pelvic pain", "pubic bone", "spd", "pelvic girdle", "hip pain", "groin", "symphysis", "hips"],
    response: {
      explanation:
        "Pelvic girdle pain (sometimes called SPD) is pain at the front of the pelvis, around the pubic bone, or at the back near the dimples of your lower back. It comes from the pelvic joints moving unevenly as ligaments soften. It is common, it isn't harmful to your baby, and it usually improves with the right help.",
      recommendations: [
        "Keep your knees together when you get in and out of bed or the car, and roll over with knees bent.",
        "Take smaller steps, sit down to get dressed, and avoid standing on one leg.",
        "Go up stairs one at a time, leading with the less painful leg.",
        "Ask your provider for a referral to a pelvic health physiotherapist: early treatment helps most.",
      ],
      programs: [
        workout("prenatal-back-care", "Prenatal Back Care"),
        workout("prenatal-pelvic-floor", "Prenatal Pelvic Floor"),
      ],
      modifications: [
        "In workouts, avoid wide-legged moves, deep lunges and anything on one leg while it hurts.",
        "A pillow between your knees at night takes strain off your pelvis.",
      ],
    },
    sources: [SRC.nhsPgp, SRC.acogBackPain],
  },
  {
    id: "pregnancy-round-ligament-pain",
    title: "Sharp pains at the side of the bump",
    category: "pain",
    stages: ["pregnant-trimester-2"],
    phrasings: [
      "I get a sharp pain in my side when I stand up, I'm 18 weeks",
      "What is round ligament pain?",
      "Stabbing groin pain when I sneeze in pregnancy",
    ],
    keywords: ["round ligament", "sharp pain", "side pain", "stabbing", "groin", "stretching pain", "twinge"],
    response: {
      explanation:
        "Brief, sharp or pulling pains low on one or both sides of the bump, often when you stand up, turn or sneeze, are usually round ligament pain: the ligaments that hold your womb are stretching as it grows. It is most common in the second trimester and is not harmful.",
      recommendations: [
        "Change position slowly, especially when getting up.",
        "Bend and flex your hips before you cough, sneeze or laugh.",
        "Rest on your side with a pillow under your bump and between your knees.",
        "Gentle stretches and a warm bath can ease it.",
      ],
      programs: [
        workout("prenatal-yoga", "Prenatal Yoga"),
        workout("pregnancy-evening-wind-down", "Pregnancy Evening Wind-Down"),
      ],
      modifications: [
        "Slow down transitions in workouts: roll to your side before standing up from the floor.",
      ],
      warning:
        "Pain that lasts, keeps getting worse, or comes with bleeding, fever, chills, pain when you pee or regular tightenings is not round ligament pain: call your provider now.",
    },
    sources: [SRC.acogBackPain, SRC.nhsPgp],
  },
  {
    id: "pregnancy-leg-cramps",
    title: "Leg cramps and restless legs",
    category: "pain",
    stages: ["pregnant-trimester-2", "pregnant-trimester-3"],
    phrasings: [
      "I keep getting leg cramps at night while pregnant",
      "How do I stop calf cramps in pregnancy?",
      "My legs feel restless in bed",
    ],
    keywords: ["leg cramps", "cramp", "calf", "charley horse", "restless legs", "night cramps", "legs"],
    response: {
      explanation:
        "Sudden, painful calf cramps, often at night, are common in the second half of pregnancy. Nobody is quite sure why they happen. Stretching and staying active are the best-known ways to ease them.",
      recommendations: [
        "When a cramp comes, straighten your leg and pull your toes towards you, then walk around.",
        "Stretch your calves before bed: a wall calf stretch or ankle circles for a minute each side.",
        "Stay active through the day and drink enough water.",
        "Tell your provider about restless legs: low iron can be a cause and is easy to check.",
      ],
      programs: [
        workout("pregnancy-evening-wind-down", "Pregnancy Evening Wind-Down"),
        workout("third-trimester-mobility", "Third Trimester Mobility"),
        GUIDES.hydration,
      ],
      modifications: [
        "Don't take magnesium or other supplements for cramps without asking your provider first.",
      ],
      warning:
        "Pain, swelling, warmth or redness in one leg, especially the calf, that doesn't ease with stretching can be a blood clot: get medical help now.",
    },
    sources: [SRC.nhsCramps],
  },
  {
    id: "pregnancy-swelling",
    title: "Swollen feet and ankles",
    category: "pain",
    stages: ["pregnant-trimester-2", "pregnant-trimester-3"],
    phrasings: [
      "My feet and ankles are swollen in pregnancy",
      "How do I reduce swelling in my legs while pregnant?",
      "Is it normal for my ankles to puff up at the end of the day?",
    ],
    keywords: ["swelling", "swollen", "ankles", "feet", "puffy", "edema", "fluid retention"],
    response: {
      explanation:
        "Some swelling of the feet and ankles is normal in pregnancy, especially later on, in hot weather and at the end of the day. Your body holds more fluid and your growing womb slows blood returning from your legs. It usually goes down overnight.",
      recommendations: [
        "Put your feet up when you can, and avoid standing for long periods.",
        "Move your feet and ankles often: circles and flexing help pump fluid back up.",
        "Walk or swim most days, and drink plenty of water.",
        "Wear comfortable shoes and avoid tight socks; ask about compression stockings.",
      ],
      programs: [
        workout("pregnancy-walking-workout", "Pregnancy Walking Workout"),
        workout("third-trimester-mobility", "Third Trimester Mobility"),
      ],
      modifications: ["Lie on your left side to rest; it helps blood flow back from your legs."],
      warning:
        "Sudden swelling of your face, hands or feet, or swelling with a bad headache, vision changes or pain under your ribs, can be preeclampsia: call your provider or maternity unit now. Swelling in one leg only, with pain, also needs help now.",
    },
    sources: [SRC.nhsSwelling, SRC.cdcHearHer],
  },
  {
    id: "pregnancy-headaches",
    title: "Everyday headaches in pregnancy",
    category: "pain",
    stages: ["pregnant"],
    phrasings: [
      "I keep getting headaches in early pregnancy",
      "What can I take for a headache while pregnant?",
      "Are headaches normal in pregnancy?",
    ],
    keywords: [
      "headache",
      "headaches",
      "migraine",
      "head hurts",
      "tension headache",
      "paracetamol",
      "tylenol",
    ],
    response: {
      explanation:
        "Mild headaches are common in early pregnancy, often from hormone changes, tiredness, hunger, dehydration or cutting back on caffeine. They usually ease as pregnancy goes on.",
      recommendations: [
        "Drink water regularly and eat small meals so you don't go too long without food.",
        "Rest in a quiet, dark room and try a cool cloth on your forehead.",
        "Relax tight shoulders and neck with gentle stretches or a massage.",
        "Acetaminophen (paracetamol) is generally considered the safest painkiller in pregnancy; avoid ibuprofen and aspirin unless your provider advises them, and check the dose with a pharmacist.",
      ],
      programs: [workout("pregnancy-evening-wind-down", "Pregnancy Evening Wind-Down"), GUIDES.hydration],
      modifications: [
        "If you get migraines, tell your provider: some migraine medicines are not suitable in pregnancy.",
      ],
      warning:
        "A severe headache that won't go away, or a headache with vision changes, swelling of the face or hands, or pain under your ribs, especially after 20 weeks or in the weeks after birth, is an urgent warning sign: call your provider or emergency services now.",
    },
    sources: [SRC.nhsHeadaches, SRC.cdcHearHer],
  },
  {
    id: "pregnancy-carpal-tunnel",
    title: "Tingling hands in pregnancy",
    category: "pain",
    stages: ["pregnant-trimester-2", "pregnant-trimester-3", "postpartum-0-6"],
    phrasings: [
      "My hands are numb and tingling while pregnant",
      "Is carpal tunnel common in pregnancy?",
      "My wrists ache and my fingers go numb at night",
    ],
    keywords: [
      "carpal tunnel",
      "tingling",
      "numb",
      "numbness",
      "pins and needles",
      "wrist",
      "hands",
      "fingers",
    ],
    response: {
      explanation:
        "Fluid build-up in pregnancy can press on the nerve that runs through your wrist, causing tingling, numbness or aching in your thumb and fingers, often worse at night. It usually goes away within a few months after birth.",
      recommendations: [
        "Keep your wrists straight at night; a wrist splint from a pharmacy can help.",
        "Shake your hands out and move your fingers and wrists often.",
        "Take breaks from typing and gripping, and avoid sleeping on your hands.",
        "Tell your provider: a physiotherapist can help if it is troubling you.",
      ],
      programs: [workout("prenatal-yoga", "Prenatal Yoga")],
      modifications: [
        "In workouts, take weight on your fists or forearms instead of flat hands if your wrists hurt.",
      ],
    },
    sources: [SRC.nhsCarpalTunnel],
  },
  {
    id: "pregnancy-braxton-hicks",
    title: "Practice contractions (Braxton Hicks)",
    category: "pain",
    stages: ["pregnant-trimester-2", "pregnant-trimester-3"],
    phrasings: [
      "My belly goes hard and tight sometimes, is that Braxton Hicks?",
      "How do I tell practice contractions from real labor?",
      "What are Braxton Hicks contractions?",
    ],
    keywords: [
      "braxton hicks",
      "contractions",
      "tightening",
      "belly hard",
      "practice contractions",
      "false labor",
    ],
    response: {
      explanation:
        "Braxton Hicks are practice tightenings of your womb. They can start in the second trimester and are usually irregular, short and not very painful, easing when you rest, change position or drink some water. Labor contractions grow longer, stronger and closer together.",
      recommendations: [
        "Change what you're doing: lie down if you've been active, or take a walk if you've been still.",
        "Drink a glass or two of water and empty your bladder.",
        "Time them: note when each starts and how long it lasts.",
        "Relaxing breathing can help you ride them out.",
      ],
      programs: [
        workout("breathing-for-birth", "Breathing for Birth"),
        workout("birth-ball-flow", "Birth Ball Flow"),
      ],
      modifications: ["Ease off exercise on days when tightenings are frequent, and rest."],
      warning:
        "Before 37 weeks, call your provider now if tightenings become regular (more than four an hour), painful, or come with bleeding, fluid leaking, back pain or pressure: it may be early labor. At any stage, call straight away if your baby is moving less.",
    },
    sources: [SRC.acogExercise, SRC.cdcHearHer],
  },
  {
    id: "pregnancy-sleep",
    title: "Sleeping well in pregnancy",
    category: "recovery",
    stages: ["pregnant"],
    phrasings: [
      "I can't sleep while pregnant",
      "What is the best sleeping position in pregnancy?",
      "Is it bad to sleep on my back in the third trimester?",
    ],
    keywords: [
      "sleep",
      "insomnia",
      "sleeping position",
      "side sleeping",
      "pillow",
      "awake at night",
      "bed",
      "bump",
      "comfy",
      "comfortable",
      "waking up",
    ],
    response: {
      explanation:
        "Sleep often gets harder as pregnancy goes on: heartburn, needing to pee, an active baby and simply getting comfortable all get in the way. From about 28 weeks, going to sleep on your side rather than your back is advised; if you wake up on your back, just turn over.",
      recommendations: [
        "Go to sleep on your side, with a pillow between your knees and one under your bump or behind your back.",
        "Keep a regular bedtime and a short wind-down routine without screens.",
        "Eat your last big meal a few hours before bed to ease heartburn.",
        "Nap if you can: even 20 minutes in the day helps.",
      ],
      programs: [
        workout("pregnancy-evening-wind-down", "Pregnancy Evening Wind-Down"),
        GUIDES.sleep,
        recipe("golden-turmeric-milk", "Golden Turmeric Milk"),
      ],
      modifications: [
        "If worries keep you awake, writing them down before bed or a breathing exercise can help.",
      ],
      warning:
        "Loud snoring with pauses in breathing, or sleeplessness with low mood most days, is worth raising with your provider.",
    },
    sources: [SRC.nhsTiredness, SRC.cdcSleep],
  },
  {
    id: "pregnancy-lying-on-back",
    title: "Lying on your back in pregnancy",
    category: "exercise",
    stages: ["pregnant-trimester-2", "pregnant-trimester-3"],
    phrasings: [
      "Is it safe to lie flat on my back while pregnant?",
      "Can I still do floor exercises on my back in the second trimester?",
      "Why do I feel dizzy lying on my back with my bump?",
    ],
    keywords: [
      "lie on back",
      "lying on back",
      "laying on back",
      "lie flat",
      "lying flat",
      "flat on back",
      "on my back",
      "supine",
      "floor exercises",
      "dizzy",
      "lightheaded",
    ],
    response: {
      explanation:
        "Lying on your back for a short while is usually fine, but from the middle of pregnancy the weight of your womb can press on the large vein that carries blood back to your heart. That can leave you dizzy, sick or short of breath, and it lowers blood flow to your baby for as long as you stay there. So after the first trimester ACOG advises avoiding long stretches flat on your back, in exercise and at rest, and from about 28 weeks going to sleep on your side. Rolling onto your back for a moment, or waking up there, is not harmful: just turn onto your side.",
      recommendations: [
        "Keep time flat on your back short, and roll onto your side if you feel dizzy, lightheaded, sick or short of breath.",
        "Swap moves done lying on your back for side-lying, hands-and-knees, seated or standing versions.",
        "If you want to rest or stretch on your back, prop your upper body up on pillows or a wedge so you are on an incline.",
        "From about 28 weeks, go to sleep on your side, with a pillow behind your back to help you stay there.",
        "For a scan or check-up, ask for a pillow or wedge under one hip if lying flat makes you feel unwell.",
      ],
      programs: [
        workout("prenatal-yoga", "Prenatal Yoga"),
        workout("prenatal-back-care", "Prenatal Back Care"),
        workout("prenatal-core-and-balance", "Prenatal Core and Balance"),
      ],
      modifications: [
        "In a class, ask the instructor for the side-lying or inclined version of each floor move.",
        "Tilting slightly to your left with a cushion under your right hip keeps pressure off the vein if you must lie back.",
      ],
      warning:
        "If dizziness or breathlessness does not ease within a few minutes of turning onto your side, or your baby is moving less than usual, call your provider or maternity unit now.",
    },
    sources: [SRC.acogExercise, SRC.nhsExercisePregnancy, SRC.nhsTiredness],
  },
  {
    id: "pregnancy-fatigue",
    title: "Tiredness in pregnancy",
    category: "recovery",
    stages: ["pregnant-trimester-1", "pregnant-trimester-3"],
    phrasings: [
      "Why am I so tired in my first trimester?",
      "I'm exhausted all the time while pregnant",
      "How can I get more energy during pregnancy?",
    ],
    keywords: ["tired", "exhausted", "fatigue", "no energy", "sleepy", "drained", "energy", "worn out"],
    response: {
      explanation:
        "Deep tiredness is one of the most common signs of early pregnancy, as your body works hard and hormones surge. It often lifts in the second trimester and can return in the third as your baby grows heavier and sleep gets harder.",
      recommendations: [
        "Rest when you can and go to bed earlier; say no to what can wait.",
        "Eat regularly, with protein and iron-rich foods, and drink enough water.",
        "A short walk or gentle workout can lift your energy more than it costs.",
        "Ask for help at home and at work; this is a good time to share the load.",
      ],
      programs: [
        workout("quick-prenatal-energizer", "Quick Prenatal Energizer"),
        recipe("spinach-and-feta-scrambled-eggs", "Spinach and Feta Scrambled Eggs"),
        GUIDES.sleep,
      ],
      modifications: ["On low days, swap a full workout for 10 minutes of walking or stretching."],
      warning:
        "Tiredness with breathlessness, a racing heart or feeling faint can mean low iron or something else that needs checking: tell your provider. Overwhelming tiredness that stops you getting through the day needs a call today.",
    },
    sources: [SRC.nhsTiredness, SRC.nihIron],
  },
  {
    id: "pregnancy-anxiety",
    title: "Worry and anxiety in pregnancy",
    category: "mental_health",
    stages: ["pregnant"],
    phrasings: [
      "I'm so anxious about my pregnancy",
      "I can't stop worrying about the baby",
      "I'm scared of giving birth",
    ],
    keywords: [
      "anxious",
      "anxiety",
      "worry",
      "worried",
      "scared",
      "fear",
      "panic",
      "nervous",
      "birth fear",
      "labor",
      "labor",
      "giving birth",
    ],
    response: {
      explanation:
        "Some worry in pregnancy is very normal: it's a big change, and you care a lot. For some women the worry becomes constant or hard to control; anxiety in pregnancy is common and treatable, and talking about it is a strong first step.",
      recommendations: [
        "Tell your midwife or doctor how you're feeling; they ask because help exists.",
        "Try slow breathing: in for 4, out for 6, for a few minutes, when worry rises.",
        "Limit late-night searching and forums; write your questions down for your next appointment.",
        "If birth itself worries you, ask about antenatal classes or talking through your birth plan with your team.",
        "Stay connected: share how you feel with your partner, a friend or a support group.",
      ],
      programs: [
        workout("breathing-for-birth", "Breathing for Birth"),
        GUIDES.mindfulness,
        workout("pregnancy-evening-wind-down", "Pregnancy Evening Wind-Down"),
      ],
      modifications: [
        "If breathing exercises make you feel more on edge, try a slow walk or a grounding exercise instead.",
      ],
      warning:
        "If worry or panic fills most of your days, or you have thoughts of harming yourself, please reach out now: call or text 988, or talk to your provider today.",
    },
    sources: [SRC.nhsAnxiety, SRC.acogPerinatalMh],
  },
  {
    id: "pregnancy-low-mood",
    title: "Low mood and depression in pregnancy",
    category: "mental_health",
    stages: ["pregnant"],
    phrasings: [
      "I feel sad and down all the time while pregnant",
      "Can you get depression during pregnancy?",
      "I'm pregnant and I don't feel happy",
    ],
    keywords: [
      "depressed",
      "depression",
      "sad",
      "low mood",
      "crying",
      "hopeless",
      "unhappy",
      "antenatal depression",
    ],
    response: {
      explanation:
        "Depression can start during pregnancy, not only after birth; it is one of the most common pregnancy complications, and it is not your fault or a sign of weakness. Feeling low, hopeless or numb most days for two weeks or more is a reason to talk to your provider, because treatment works.",
      recommendations: [
        "Tell your midwife, doctor or someone you trust how you're really feeling.",
        "Talking therapies help many women; some antidepressants can be used in pregnancy, so ask rather than stopping or avoiding treatment.",
        "Small things help: daylight, a short walk, regular meals and time with people who lift you.",
        "The National Maternal Mental Health Hotline (1-833-852-6262, call or text) is free and open day and night.",
      ],
      programs: [
        GUIDES.mindfulness,
        GUIDES.selfCare,
        workout("pregnancy-walking-workout", "Pregnancy Walking Workout"),
      ],
      modifications: [
        "On the hardest days, aim for one small thing: a shower, a walk to the corner, a message to a friend.",
      ],
      warning:
        "If you have thoughts of harming yourself or your baby, call or text 988 now, or call 911 if you are in immediate danger.",
    },
    sources: [SRC.acogPerinatalMh, SRC.nimhPerinatal, SRC.cdcDepression],
  },
  {
    id: "pregnancy-third-trimester-movement",
    title: "Moving in the third trimester",
    category: "exercise",
    stages: ["pregnant-trimester-3"],
    phrasings: [
      "What exercises are good in the third trimester?",
      "How do I prepare my body for labor?",
      "Can I still exercise at 35 weeks?",
    ],
    keywords: [
      "third trimester",
      "labor prep",
      "labor",
      "birth prep",
      "birth ball",
      "late pregnancy",
      "36 weeks",
    ],
    response: {
      explanation:
        "Staying gently active right up to birth helps your stamina, eases aches and can help you feel more ready for labor. In the third trimester, comfort leads: slower, lower-impact movement, mobility for your hips and back, and breathing practice.",
      recommendations: [
        "Walk most days at a comfortable pace.",
        "Use a birth ball for hip circles and rocking to ease pelvic and back pressure.",
        "Practice slow, steady breathing you can use in labor.",
        "Keep strength work light and supported, with good form and no breath-holding.",
      ],
      programs: [
        workout("third-trimester-mobility", "Third Trimester Mobility"),
        workout("birth-ball-flow", "Birth Ball Flow"),
        workout("breathing-for-birth", "Breathing for Birth"),
        workout("third-trimester-gentle-strength", "Third Trimester Gentle Strength"),
      ],
      modifications: [
        "Widen your stance and use a chair or wall for balance.",
        "Shorter sessions more often are fine if long ones leave you tired.",
      ],
      warning:
        "Stop and call your provider if you have bleeding, fluid leaking, regular painful contractions, or your baby is moving less than usual.",
    },
    sources: [SRC.acogExercise, SRC.nhsExercisePregnancy],
  },
];
