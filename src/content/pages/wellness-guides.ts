import type { Article } from "./types";

/**
 * The four wellness guides opened from the wellness page (/wellness/{slug}, in a new tab).
 * General, mainstream guidance only: every guide ends with "When to talk to a professional".
 */
export const WELLNESS_GUIDE_SLUGS = [
  "self-care",
  "sleep-strategies",
  "mindfulness",
  "hydration-guide",
] as const;
export type WellnessGuideSlug = (typeof WELLNESS_GUIDE_SLUGS)[number];

const SELF_CARE: Article = {
  slug: "self-care",
  title: "Self-Care for Busy Moms",
  summary:
    "Self-care isn't bubble baths and spa days. It's the small, regular things that keep you fed, rested and connected, so you can keep caring for everyone else.",
  sections: [
    {
      id: "why-it-matters",
      heading: "Why self-care matters",
      paragraphs: [
        "When you are growing, feeding or chasing a small person, your own needs are usually the first thing to slip. Skipped meals, broken sleep and no time to yourself add up, and they can leave you running on empty.",
        "Looking after yourself is not selfish. It is part of looking after your family. The aim is not a perfect routine, but a few small habits you can come back to, even on hard days.",
      ],
    },
    {
      id: "the-basics",
      heading: "Start with the basics",
      paragraphs: [
        "Before adding anything new, check in on the foundations. On a tough day, getting even two or three of these right counts as a win:",
      ],
      bullets: [
        "Eat something regularly, even if it's simple. Keep easy snacks within reach, such as fruit, yogurt, nuts, cheese and crackers.",
        "Drink water through the day. A refillable bottle where you can see it is a good reminder.",
        "Move your body a little, whether that's a walk with the stroller, a few stretches or a short Bloom workout suited to your stage.",
        "Get daylight and fresh air, ideally in the morning.",
        "Rest when you can, even if you can't sleep. Lying down for 15 minutes still helps.",
        "Talk to another adult every day, in person, on the phone or by message.",
      ],
    },
    {
      id: "small-moments",
      heading: "Self-care in five minutes or less",
      paragraphs: [
        "You don't need an hour to yourself. Small moments, repeated often, make a real difference. Try picking one or two of these:",
      ],
      bullets: [
        "Drink a hot drink while it's still hot, sitting down, without your phone.",
        "Take five slow breaths, making each breath out a little longer than the breath in.",
        "Step outside and notice three things you can see, hear or smell.",
        "Stretch your neck, shoulders and back, especially after feeding or carrying.",
        "Put on a song you love and move to it, with your little one if they're around.",
        "Write down one thing that went well today, however small.",
        "Wash your face, brush your hair or change into clothes that feel good.",
      ],
    },
    {
      id: "asking-for-help",
      heading: "Asking for, and accepting, help",
      paragraphs: [
        'Many mothers find it hard to ask for help, but people often want to help and don\'t know how. Specific requests are easier to say yes to than "let me know if you need anything".',
      ],
      bullets: [
        "Keep a short list of jobs others can do, such as bringing a meal, doing a grocery run, folding laundry or holding the baby while you shower.",
        "Share the mental load with your partner or a family member: who handles appointments, meals or bedtime on which days.",
        "Swap childcare with a friend so you each get a regular hour to yourselves.",
        "It's okay to say no to visitors, plans or commitments when you're running low.",
      ],
    },
    {
      id: "by-stage",
      heading: "Self-care at each stage",
      paragraphs: [
        "What you need changes as your journey does. Here are some things to keep in mind at each stage:",
      ],
      bullets: [
        "Trying to conceive: take a daily folic acid supplement (400 micrograms is the usual amount, but your doctor may suggest a different dose), and find someone you can talk to about the ups and downs of waiting.",
        "Pregnancy: go to all your prenatal appointments, rest when you feel tired (first-trimester tiredness is very common), and check any medicine, supplement or herbal remedy with your doctor, midwife or pharmacist before taking it.",
        "Pregnancy: avoid getting very hot, for example in hot tubs and saunas, and tell massage therapists and fitness instructors that you are pregnant.",
        "Postpartum: your body needs time to heal. Go to your postpartum check-up, wait until your doctor or midwife says you are ready before returning to exercise, and limit visitors if you need rest.",
        "Breastfeeding: keep water and a snack nearby for every feed. If feeding hurts, ask your midwife, health visitor or a lactation consultant for help early.",
        "Toddler years: don't let your own health slip. Keep up with your routine check-ups, protect a regular bedtime for yourself, and find activities you and your toddler both enjoy, such as a walk to the park.",
      ],
    },
    {
      id: "using-bloom",
      heading: "Using Bloom to keep track",
      paragraphs: [
        "Logging self-care in Bloom's wellness tracker, alongside your mood, energy and sleep, can help you spot what makes a difference for you. You might notice that days with a walk outside are also days with better mood, or that your energy drops when you skip lunch.",
        "Treat it as a gentle nudge, not another to-do list. Missing a day is fine.",
      ],
    },
    {
      id: "when-to-talk-to-a-professional",
      heading: "When to talk to a professional",
      paragraphs: [
        "Self-care helps, but it can't fix everything, and needing more support is nothing to be ashamed of.",
        "If you have thoughts of harming yourself or your baby, call your local emergency number now, or contact a crisis line in your country. You don't have to wait, and you don't have to cope alone.",
        "Otherwise, talk to your doctor, midwife or health visitor if:",
      ],
      bullets: [
        "You have felt low, hopeless, anxious or irritable most days for more than two weeks",
        "You no longer enjoy things you used to, or feel numb or disconnected from your baby",
        "You feel unable to cope, or very tired all the time even when you get some rest",
        "You find yourself relying on alcohol or other substances to get through the day",
      ],
    },
  ],
};

const SLEEP_STRATEGIES: Article = {
  slug: "sleep-strategies",
  title: "Sleep Strategies for Mothers",
  summary:
    "Practical ways to rest better through pregnancy, the newborn months and the toddler years, even when a full night's sleep isn't on the cards.",
  sections: [
    {
      id: "why-sleep-is-hard",
      heading: "Why sleep is so hard right now",
      paragraphs: [
        "Hormones, a growing bump, night feeds, early risers and a mind that won't switch off all make good sleep harder to come by. Broken sleep is a normal part of early motherhood, and it is not a sign that you are doing anything wrong.",
        "You may not be able to control how much sleep you get for a while, but you can often improve how restful it is and make the most of the chances you have.",
      ],
    },
    {
      id: "sleep-basics",
      heading: "Sleep basics that help at any stage",
      paragraphs: [
        "These habits won't work miracles, but together they make it easier to fall asleep and stay asleep:",
      ],
      bullets: [
        "Keep a regular wind-down routine and go to bed at roughly the same time each night.",
        "Keep your bedroom dark, quiet and cool. An eye mask or earplugs can help when you are not on baby duty.",
        "Put your phone away at least 30 minutes before bed, or use it only for calming audio.",
        "Get daylight in the morning to help set your body clock.",
        "Have caffeine earlier in the day rather than in the afternoon or evening.",
        "If your mind races, write down your worries or tomorrow's to-do list before bed.",
        "Keep daytime naps short, around 20 to 30 minutes, if you find longer ones leave you groggy.",
      ],
    },
    {
      id: "pregnancy",
      heading: "Sleeping well in pregnancy",
      paragraphs: ["Each trimester brings its own sleep challenges. Some things that can help:"],
      bullets: [
        "From the third trimester, go to sleep on your side rather than on your back. Either side is fine. If you wake up on your back, just turn onto your side again.",
        "Use pillows for support: one between your knees, one under your bump and one behind your back.",
        "For heartburn, eat smaller evening meals, avoid eating in the last couple of hours before bed, and raise the head of your bed slightly.",
        "For leg cramps, gently stretch your calves before bed and during the day.",
        "If you are up often to pee, drink plenty earlier in the day and a little less in the last hour or two before bed, but don't cut down your fluids overall.",
        "Don't take any sleeping tablets, antihistamines or herbal sleep remedies without checking with your doctor, midwife or pharmacist first.",
      ],
    },
    {
      id: "postpartum",
      heading: "The newborn months and breastfeeding",
      paragraphs: [
        "Newborns need feeding around the clock, so the goal is to protect your rest where you can rather than to sleep through the night.",
        "A quick word on your baby's sleep: the main safe sleep basics are to put your baby on their back to sleep, in their own clear, flat sleep space such as a crib or bassinet in your room, and never to fall asleep with them on a sofa or armchair. Ask your health visitor or pediatrician for full safe sleep guidance.",
        "For your own rest:",
      ],
      bullets: [
        "Try to sleep or rest during at least one of your baby's daytime naps, rather than using every nap for chores.",
        "Share the nights if you can. A partner can take a feed with expressed milk or formula, or handle diaper changes and settling, so you get one longer stretch of sleep.",
        "Go to bed early some nights, soon after the first evening feed.",
        "Keep night feeds calm, dim and quiet, so you both find it easier to drift back off.",
        "Accept offers of help during the day so you can lie down.",
        "If you are breastfeeding, keep water and a snack by the bed for night feeds.",
      ],
    },
    {
      id: "toddler-years",
      heading: "The toddler years",
      paragraphs: [
        "Toddlers bring early mornings, night wakings and bedtime battles. Some things that help:",
      ],
      bullets: [
        "A predictable bedtime routine for your child, such as bath, pajamas, story and bed, helps their sleep and gives your evening a clear start.",
        "Take turns with your partner on early mornings or night wakings, so each of you gets some lie-ins.",
        "Protect your own bedtime. The evening is often your only free time, but staying up too late makes the next day harder.",
        "If your child's sleep problems go on for a long time, ask your pediatrician or health visitor for advice.",
      ],
    },
    {
      id: "when-you-cant-sleep",
      heading: "When you can't get back to sleep",
      paragraphs: ["Lying awake while everyone else sleeps is frustrating. Instead of fighting it:"],
      bullets: [
        "Avoid checking the clock, which can make you more anxious about how much sleep you're losing.",
        "Try slow breathing: breathe in gently through your nose, then breathe out for a little longer than you breathed in, and repeat for a few minutes.",
        "Relax your body one part at a time, starting at your toes and working up to your face.",
        "If you've been awake for a while and feel wide awake, get up and do something calm in dim light, such as reading, until you feel sleepy again.",
        "Avoid scrolling on your phone in bed, as it tends to wake your mind up.",
      ],
    },
    {
      id: "when-to-talk-to-a-professional",
      heading: "When to talk to a professional",
      paragraphs: [
        "In pregnancy, a severe headache, problems with your vision or sudden swelling of your face, hands or feet need urgent attention: call your midwife, doctor or emergency care straight away. If you have thoughts of harming yourself or your baby, call your local emergency number now or contact a crisis line in your country.",
        "Talk to your doctor, midwife or health visitor if:",
      ],
      bullets: [
        "You struggle to fall asleep or stay asleep most nights for several weeks, even when you have the chance to sleep",
        "You can't sleep even when your baby is sleeping, or your mind is racing with worry. This can be a sign of postpartum anxiety or depression, which can be treated.",
        "You snore loudly, or someone notices you stop breathing or gasp in your sleep",
        "You have strong urges to move your legs in the evening or at night that keep you awake",
        "You are so exhausted that you feel unsafe driving or caring for your child",
      ],
    },
  ],
};

const MINDFULNESS: Article = {
  slug: "mindfulness",
  title: "Mindfulness for Mothers",
  summary:
    "Simple ways to pause, breathe and notice the moment you're in, to help you handle stress and big feelings with a little more calm.",
  sections: [
    {
      id: "what-is-mindfulness",
      heading: "What mindfulness is",
      paragraphs: [
        "Mindfulness means paying attention to what is happening right now, in your body, your thoughts and around you, without judging it. It's a skill, and like any skill it gets easier with practice.",
        "You don't need a quiet room or half an hour to yourself. A minute of noticing your breath while the kettle boils, or really paying attention during a feed, is mindfulness too. Many people find regular practice helps them feel calmer and cope better with stress, though it works differently for everyone.",
      ],
    },
    {
      id: "breathing",
      heading: "Calming breaths",
      paragraphs: [
        "Slowing your breathing is one of the quickest ways to settle your body when you feel stressed. Try this for one to three minutes:",
      ],
      bullets: [
        "Sit or lie comfortably and rest one hand on your chest and one on your belly or bump.",
        "Breathe in gently through your nose for a count of about four, feeling your belly rise.",
        "Breathe out slowly through your mouth for a count of about six, letting your shoulders drop.",
        "If your mind wanders, that's normal. Just notice it and bring your attention back to your breath.",
        "During pregnancy, breathe comfortably and avoid holding your breath for long. Stop and breathe normally if you feel lightheaded.",
      ],
    },
    {
      id: "everyday-moments",
      heading: "Mindfulness in everyday moments",
      paragraphs: ["You can build mindfulness into things you already do. Try one of these each day:"],
      bullets: [
        "Grounding with your senses: name five things you can see, four you can hear, three you can touch, two you can smell and one you can taste.",
        "Mindful feeding: during one feed a day, put your phone down and notice your baby's face, weight and warmth, and the rhythm of your own breathing.",
        "Mindful shower: notice the temperature of the water, the smell of the soap and the feeling on your skin.",
        "Mindful walk: on a walk with the stroller, pay attention to your feet on the ground, the air on your face and the sounds around you.",
        "A pause before reacting: when you feel tension rising, stop, take one slow breath, notice what you're feeling, and then choose what to do next.",
      ],
    },
    {
      id: "body-scan",
      heading: "A short body scan for rest",
      paragraphs: [
        "A body scan can help you relax before sleep or during a quiet moment. Move your attention slowly through your body, from your toes up to the top of your head, noticing any tension and letting it soften as you breathe out.",
        "From around 20 weeks of pregnancy, do this lying on your side or propped up on pillows, rather than lying flat on your back.",
      ],
    },
    {
      id: "self-compassion",
      heading: "Being kind to yourself",
      paragraphs: [
        "Mothers are often their own harshest critics. Self-compassion means treating yourself the way you would treat a friend who is struggling. It helps to remember:",
      ],
      bullets: [
        'Thoughts are not facts. "I\'m a bad mom" is a feeling in a hard moment, not the truth.',
        "Guilt is common, and it's usually a sign of how much you care.",
        "Many new parents have sudden, unwanted, frightening thoughts, such as something bad happening to their baby. Having these thoughts does not mean you want them to happen. If they upset you or keep coming back, talk to your doctor or midwife.",
        'Try placing a hand on your heart and saying something kind to yourself, such as "This is hard, and I\'m doing my best."',
      ],
    },
    {
      id: "by-stage",
      heading: "Mindfulness at each stage",
      paragraphs: ["Different stages bring different worries. Some ideas for each:"],
      bullets: [
        "Trying to conceive: the waiting between ovulation and a test can feel endless. Try limiting symptom searching, and use breathing or a walk when the worry builds.",
        "Pregnancy: a few minutes a day focusing on your baby's movements and your breathing can be a calm way to connect with your bump. If you feel anxious about the birth, talk to your midwife about birth preparation classes.",
        "Postpartum: up to 80% of new mothers have the baby blues, such as tearfulness and mood swings, in the first couple of weeks. These usually pass on their own. Postpartum depression is different: it lasts longer, affects roughly 10 to 20% of mothers, and needs support from a professional.",
        "Breastfeeding: feeds can be a natural pause in the day for slow breathing and noticing your baby.",
        "Toddler years: when a tantrum starts, take one slow breath before you respond. Staying calm yourself helps your child learn to calm down, too.",
      ],
    },
    {
      id: "when-to-talk-to-a-professional",
      heading: "When to talk to a professional",
      paragraphs: [
        "Mindfulness can support your wellbeing, but it is not a treatment for depression or anxiety on its own. Talking therapies and, where needed, medicine work well, and your doctor can help you find the right support.",
        "Get emergency help now, by calling your local emergency number or a crisis line in your country, if you have thoughts of harming yourself or your baby, or if you or someone close to you notices sudden confusion, seeing or hearing things that aren't there, or strange beliefs after giving birth.",
        "Talk to your doctor, midwife or health visitor if:",
      ],
      bullets: [
        "You have felt low, anxious, irritable or hopeless most days for more than two weeks",
        "You have panic attacks, or worry that you can't control",
        "Frightening or unwanted thoughts upset you or keep coming back",
        "You feel disconnected from your baby, or as though you are not yourself",
      ],
    },
  ],
};

const HYDRATION_GUIDE: Article = {
  slug: "hydration-guide",
  title: "Hydration Guide",
  summary:
    "How much to drink, what to drink and how to tell if you need more, from trying to conceive through pregnancy, breastfeeding and the toddler years.",
  sections: [
    {
      id: "why-hydration-matters",
      heading: "Why hydration matters",
      paragraphs: [
        "Water does a lot of quiet work in your body. In pregnancy, your blood volume rises and your body makes amniotic fluid. When you breastfeed, a lot of fluid goes into your milk. At every stage, drinking enough helps with energy, digestion and concentration.",
        "Not drinking enough can contribute to tiredness, headaches, constipation and, in pregnancy, urinary tract infections, which are more common at this time.",
      ],
    },
    {
      id: "how-much",
      heading: "How much should I drink?",
      paragraphs: [
        "Needs vary from person to person, so use these as a general guide, and ask your doctor or midwife if you have a health condition that affects how much you should drink:",
      ],
      bullets: [
        "In pregnancy, a common guide is around 8 to 10 glasses of fluid a day.",
        "When breastfeeding, you usually need more. Drinking a glass of water each time you feed is an easy habit.",
        "Drink more in hot weather, after exercise, and if you are unwell with a fever, vomiting or diarrhea.",
        "Pale straw-colored urine is a good sign you're drinking enough. Dark yellow urine is a sign to drink more.",
        "Water in foods such as soup, fruit, vegetables and yogurt counts toward your fluid, too.",
      ],
    },
    {
      id: "what-to-drink",
      heading: "What to drink",
      paragraphs: ["Water is the best everyday choice, but it isn't the only one. A few things to know:"],
      bullets: [
        "Water, milk and milk alternatives with added calcium are all good choices.",
        "In pregnancy, keep caffeine to no more than 200 mg a day. Remember it's in coffee, tea, cola, energy drinks and chocolate, and the amount in a cup of coffee varies a lot with its size and strength.",
        "Energy drinks are best avoided in pregnancy, as they can be high in caffeine and sugar.",
        "Keep fruit juice and sugary drinks to small amounts, and drink them with meals if you have them.",
        "Check herbal teas with your midwife, doctor or pharmacist, as some are not recommended in pregnancy.",
        "In pregnancy, avoid unpasteurized juices and milk, and don't drink alcohol: there is no known safe amount.",
      ],
    },
    {
      id: "by-stage",
      heading: "Hydration at each stage",
      paragraphs: ["Here are some notes for where you are now:"],
      bullets: [
        "Trying to conceive: it's a good time to build the habits you'll want in pregnancy, such as carrying a water bottle and keeping caffeine moderate.",
        "Pregnancy: if nausea makes drinking hard, try small sips often, cold drinks, ice chips or ice pops, and drink between meals rather than with them.",
        "Postpartum: drinking enough can help with constipation after the birth, which is very common.",
        "Breastfeeding: many mothers feel very thirsty during feeds, so keep a drink within reach. Drink to your thirst. Forcing down much more than you need won't increase your milk supply.",
        "Breastfeeding: small amounts of caffeine pass into breast milk, so keep it moderate and notice whether your baby seems more unsettled. Ask your doctor or health visitor about caffeine and alcohol while breastfeeding.",
        "Toddler years: water and milk are the main drinks for toddlers. Ask your pediatrician or health visitor how much milk is right for your child's age, and let them see you drinking water, too.",
      ],
    },
    {
      id: "tips",
      heading: "Easy ways to drink more",
      paragraphs: ["If you often forget to drink, try a few of these:"],
      bullets: [
        "Keep a refillable bottle with you and somewhere you can see it.",
        "Have a drink with every meal, snack and feed.",
        "Add slices of lemon, cucumber, berries or mint if you find plain water boring.",
        "Drink more earlier in the day so you're not up at night to pee.",
        "Log your glasses in Bloom's hydration tracker to see how close you are to your daily goal.",
      ],
    },
    {
      id: "signs-of-dehydration",
      heading: "Signs you may need more fluids",
      paragraphs: ["Watch out for:"],
      bullets: [
        "Feeling thirsty, or having a dry mouth and lips",
        "Dark yellow or strong-smelling urine",
        "Peeing less often than usual",
        "Headaches, tiredness or trouble concentrating",
        "Feeling dizzy or lightheaded",
        "Constipation",
      ],
    },
    {
      id: "when-to-talk-to-a-professional",
      heading: "When to talk to a professional",
      paragraphs: [
        "If you or your child faint, become confused, or have not peed for many hours, get emergency care. If your baby is having fewer wet diapers than usual, seems very sleepy or is not feeding well, contact your pediatrician, health visitor or doctor the same day.",
        "If you are pregnant, call your midwife or doctor if:",
      ],
      bullets: [
        "You feel dizzy or faint, or your urine stays dark even though you are drinking",
        "You can't keep food or fluids down because of vomiting, especially if it lasts a day or more",
        "Your baby is moving less than usual. Don't wait until the next day: call your midwife or maternity unit straight away.",
        "You have a severe headache, changes in your vision, or sudden swelling of your face, hands or feet. These need urgent attention.",
      ],
    },
  ],
};

export const WELLNESS_GUIDES: Article[] = [SELF_CARE, SLEEP_STRATEGIES, MINDFULNESS, HYDRATION_GUIDE];
