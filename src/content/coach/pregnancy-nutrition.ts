/** Knowledge for pregnancy: eating, drinking and supplements. */
import type { KnowledgeEntry } from "./schema";
import { GUIDES, recipe, SRC, workout } from "./sources";

export const PREGNANCY_NUTRITION: KnowledgeEntry[] = [
  {
    id: "pregnancy-caffeine",
    title: "Caffeine in pregnancy",
    category: "nutrition",
    stages: ["pregnant"],
    phrasings: [
      "How much coffee can I drink while pregnant?",
      "Is caffeine safe during pregnancy?",
      "Can I still have tea and energy drinks when I'm expecting?",
    ],
    keywords: ["caffeine", "coffee", "tea", "espresso", "latte", "energy drink", "cola", "soda"],
    response: {
      explanation:
        "You don't have to give up coffee. Guidance from ACOG is to keep caffeine to 200 mg a day or less while you are pregnant, which is roughly one 12-ounce cup of brewed coffee. Caffeine crosses the placenta, and larger amounts have been linked in some studies to a higher chance of miscarriage and lower birth weight, so staying under the limit is a sensible middle ground.",
      recommendations: [
        "Count every source: coffee, tea, cola, energy drinks, chocolate and some cold remedies all add up.",
        "A typical brewed coffee has about 95 mg per 8 ounces, black tea about 47 mg, green tea about 28 mg; coffee-shop sizes can hold far more.",
        "Skip energy drinks altogether: their caffeine is high and they often contain other stimulants.",
        "If you want a warm drink later in the day, try a caffeine-free one such as ginger tea or warm milk.",
      ],
      programs: [
        recipe("golden-turmeric-milk", "Golden Turmeric Milk"),
        recipe("fresh-ginger-lemon-tea", "Fresh Ginger Lemon Tea"),
        GUIDES.hydration,
      ],
      modifications: [
        "Switching to half-caf or a smaller cup is an easy way to keep your morning ritual within the limit.",
        "If you get headaches when you cut back, reduce slowly over a week rather than stopping at once.",
      ],
    },
    sources: [SRC.acogCaffeine, SRC.nhsFoodsToAvoid],
  },
  {
    id: "pregnancy-folate",
    title: "Folic acid and prenatal vitamins",
    category: "nutrition",
    stages: ["pregnant", "ttc"],
    phrasings: [
      "How much folic acid do I need?",
      "Which prenatal vitamin should I take and when should I start?",
      "Is folate important in early pregnancy?",
    ],
    keywords: [
      "folic acid",
      "folate",
      "prenatal vitamin",
      "supplement",
      "neural tube",
      "vitamins",
      "multivitamin",
    ],
    response: {
      explanation:
        "Folic acid helps your baby's brain and spine form in the first weeks, often before you know you are pregnant. The US Preventive Services Task Force recommends a daily supplement with 400 to 800 mcg of folic acid for anyone who could become pregnant, continued through early pregnancy. Most prenatal vitamins already contain this amount, along with iodine and iron.",
      recommendations: [
        "Take a daily supplement with 400 to 800 mcg of folic acid, ideally starting at least a month before conceiving.",
        "Choose a prenatal vitamin that also includes iodine (about 150 mcg) and talk with your provider about iron and vitamin D.",
        "Eat folate-rich foods as well: leafy greens, beans, lentils, citrus and fortified grains.",
        "Don't double up on multivitamins: too much vitamin A can be harmful in pregnancy.",
      ],
      programs: [
        recipe("lentil-and-roasted-vegetable-salad", "Lentil and Roasted Vegetable Salad"),
        recipe("green-glow-smoothie", "Green Glow Smoothie"),
        recipe("spinach-and-feta-scrambled-eggs", "Spinach and Feta Scrambled Eggs"),
      ],
      modifications: [
        "If tablets make you queasy, take your vitamin with food or at bedtime, or ask about a chewable form.",
        "If you have had a baby with a neural tube defect, take certain medicines or have diabetes, your provider may advise a higher dose: ask before changing yours.",
      ],
    },
    sources: [SRC.uspstfFolic, SRC.cdcFolicAcid, SRC.nihFolate],
  },
  {
    id: "pregnancy-foods-to-avoid",
    title: "Foods to avoid in pregnancy",
    category: "nutrition",
    stages: ["pregnant"],
    phrasings: [
      "What foods should I avoid while pregnant?",
      "Can I eat sushi or soft cheese when pregnant?",
      "Is deli meat safe during pregnancy?",
    ],
    keywords: [
      "avoid",
      "sushi",
      "soft cheese",
      "brie",
      "deli meat",
      "raw fish",
      "listeria",
      "raw egg",
      "unpasteurized",
      "liver",
      "ham",
      "sandwich",
      "cold cuts",
      "lunch meat",
      "salami",
    ],
    response: {
      explanation:
        "A few foods carry a higher risk of infections such as listeria and salmonella, or contain things a growing baby doesn't need. The list is shorter than people often think, and most everyday foods are fine when they are cooked through and stored well.",
      recommendations: [
        "Skip unpasteurised milk and soft cheeses made from it; hard cheeses and pasteurised soft cheeses are fine.",
        "Heat deli meats and hot dogs until steaming hot, and avoid refrigerated pâté and smoked fish unless cooked.",
        "Cook meat, poultry and eggs thoroughly; skip raw or lightly cooked eggs unless they are pasteurised.",
        "Avoid raw fish and shellfish, and high-mercury fish such as shark, swordfish, king mackerel and bigeye tuna.",
        "Limit liver and liver products: they are very high in vitamin A.",
      ],
      programs: [
        recipe(
          "sheet-pan-salmon-with-sweet-potato-and-broccoli",
          "Sheet Pan Salmon with Sweet Potato and Broccoli",
        ),
        recipe("baked-cod-with-herb-crust", "Baked Cod with Herb Crust"),
        recipe("egg-salad-lettuce-cups", "Egg Salad Lettuce Cups"),
      ],
      modifications: [
        "Craving sushi? Cooked rolls (such as shrimp tempura or eel) or vegetable rolls are a safe swap.",
        "Wash fruit and vegetables well and keep leftovers cold and eaten within a day or two.",
      ],
    },
    sources: [SRC.nhsFoodsToAvoid, SRC.acogNutrition, SRC.fdaFish],
  },
  {
    id: "pregnancy-fish-omega-3",
    title: "Fish and omega-3 in pregnancy",
    category: "nutrition",
    stages: ["pregnant", "postpartum"],
    phrasings: [
      "How much fish should I eat while pregnant?",
      "Is tuna safe in pregnancy because of mercury?",
      "Do I need omega 3 or DHA?",
    ],
    keywords: ["fish", "tuna", "salmon", "mercury", "omega-3", "dha", "seafood", "sardines"],
    response: {
      explanation:
        "Fish gives you protein, iodine and omega-3 fats that support your baby's brain and eyes. The FDA advises 2 to 3 servings (8 to 12 ounces) a week of fish lower in mercury while pregnant or breastfeeding, and skipping the few that are high in mercury.",
      recommendations: [
        "Good choices include salmon, sardines, cod, tilapia, shrimp, pollock and canned light tuna.",
        "Avoid shark, swordfish, king mackerel, tilefish, marlin, orange roughy and bigeye tuna.",
        "Eat fish cooked through; skip raw fish and refrigerated smoked fish unless it is cooked.",
        "If you don't eat fish, ask your provider whether an omega-3 (DHA) supplement makes sense for you.",
      ],
      programs: [
        recipe("salmon-rice-bowl-with-edamame", "Salmon Rice Bowl with Edamame"),
        recipe("tuna-and-white-bean-salad", "Tuna and White Bean Salad"),
        recipe(
          "sheet-pan-salmon-with-sweet-potato-and-broccoli",
          "Sheet Pan Salmon with Sweet Potato and Broccoli",
        ),
      ],
      modifications: [
        "Canned salmon and sardines are cheap, quick and count towards your weekly servings.",
        "Plant sources such as walnuts, chia and flax give a different omega-3 (ALA): helpful, but not a full swap for fish.",
      ],
    },
    sources: [SRC.fdaFish, SRC.acogNutrition],
  },
  {
    id: "pregnancy-morning-sickness",
    title: "Morning sickness",
    category: "nutrition",
    stages: ["pregnant-trimester-1", "pregnant-trimester-2"],
    phrasings: [
      "How can I ease morning sickness?",
      "I feel nauseous all day in my first trimester, what can I eat?",
      "Does ginger help with pregnancy nausea?",
    ],
    keywords: ["morning sickness", "nausea", "nauseous", "queasy", "sick", "vomit", "throwing up", "ginger"],
    response: {
      explanation:
        "Nausea affects most people in early pregnancy and usually eases between weeks 12 and 16, though for some it lasts longer. Despite the name it can come at any time of day. Small, frequent meals and a few simple tricks help many women get through it.",
      recommendations: [
        "Eat something small every 1 to 2 hours; an empty stomach often makes nausea worse. Keep crackers by the bed for before you get up.",
        "Choose bland, dry or cold foods if smells bother you, and sip fluids between meals rather than with them.",
        "Ginger (tea, candies or capsules) helps some women; so can vitamin B6, but ask your provider before starting it.",
        "Rest when you can: tiredness tends to make nausea worse.",
      ],
      programs: [
        recipe("ginger-peach-morning-smoothie", "Ginger Peach Morning Smoothie"),
        recipe("fresh-ginger-lemon-tea", "Fresh Ginger Lemon Tea"),
        recipe("rice-cakes-with-avocado-and-tomato", "Rice Cakes with Avocado and Tomato"),
      ],
      modifications: [
        "If your prenatal vitamin makes you sick, take it at night with a snack, or ask about switching to folic acid alone for now.",
        "A short walk in fresh air can settle the stomach on better days.",
      ],
      warning:
        "Call your provider the same day if you can't keep fluids down for 24 hours, pass very little dark urine, feel faint or are losing weight: this can be hyperemesis gravidarum, which needs treatment.",
    },
    sources: [SRC.acogMorningSickness, SRC.nhsFoodsToAvoid],
  },
  {
    id: "pregnancy-weight-gain",
    title: "Healthy weight gain in pregnancy",
    category: "nutrition",
    stages: ["pregnant"],
    phrasings: [
      "How much weight should I gain during pregnancy?",
      "Am I gaining too much weight while pregnant?",
      "Should I be eating for two?",
    ],
    keywords: ["weight gain", "gaining weight", "eating for two", "calories", "pounds", "bmi", "kilos"],
    response: {
      explanation:
        "How much to gain depends on your weight before pregnancy. The Institute of Medicine suggests about 28 to 40 lb if you started underweight, 25 to 35 lb at a healthy weight, 15 to 25 lb if overweight and 11 to 20 lb with obesity (for one baby). You don't need extra calories in the first trimester; after that, roughly 340 extra calories a day in the second and 450 in the third is enough.",
      recommendations: [
        "Think 'eating for one, plus a snack' rather than eating for two.",
        "Build meals around vegetables, fruit, whole grains, protein and calcium-rich foods.",
        "Keep moving most days; regular activity helps keep gain in a healthy range.",
        "Ask your provider which range fits you; they track your gain at each visit.",
      ],
      programs: [
        workout("pregnancy-walking-workout", "Pregnancy Walking Workout"),
        recipe("quinoa-chickpea-power-bowl", "Quinoa Chickpea Power Bowl"),
        recipe("greek-yogurt-berry-parfait", "Greek Yogurt Berry Parfait"),
      ],
      modifications: [
        "Pregnancy is not a time to diet or lose weight, even if you started at a higher weight.",
        "Gain is often slow in the first trimester and steadier later; week-to-week swings are normal.",
      ],
      warning:
        "A sudden jump in weight over a day or two, especially with swelling of the face or hands or a headache, can be a sign of preeclampsia: call your provider straight away.",
    },
    sources: [SRC.iomWeightGain, SRC.acogNutrition],
  },
  {
    id: "pregnancy-iron",
    title: "Iron and anemia in pregnancy",
    category: "nutrition",
    stages: ["pregnant", "postpartum-0-6", "postpartum-6-12"],
    phrasings: [
      "I'm anemic in pregnancy, what should I eat?",
      "How do I get more iron while pregnant?",
      "My iron levels are low, which foods help?",
    ],
    keywords: ["iron", "anemia", "anemic", "ferritin", "hemoglobin", "red meat"],
    response: {
      explanation:
        "Your blood volume grows by almost half in pregnancy, so you need more iron: about 27 mg a day. Low iron can leave you tired, breathless and pale. Your provider checks your levels with a blood test and may suggest a supplement on top of iron-rich food.",
      recommendations: [
        "Eat iron-rich foods daily: lean red meat, poultry, fish, beans, lentils, tofu, fortified cereals and dark leafy greens.",
        "Pair plant iron with vitamin C (citrus, peppers, tomatoes, berries) to absorb more of it.",
        "Keep tea and coffee away from iron-rich meals and supplements: they reduce absorption.",
        "If you take an iron supplement, ask whether every other day suits you better if it upsets your stomach.",
      ],
      programs: [
        recipe("slow-cooker-beef-and-bean-chili", "Slow Cooker Beef and Bean Chili"),
        recipe("chickpea-spinach-curry", "Chickpea Spinach Curry"),
        recipe("red-lentil-and-carrot-soup", "Red Lentil and Carrot Soup"),
      ],
      modifications: [
        "Vegetarian? Lentils, chickpeas, tofu and fortified cereals with a glass of orange juice are a good combination.",
        "Iron tablets can cause constipation: more fiber, fluids and movement help.",
      ],
    },
    sources: [SRC.nihIron, SRC.acogNutrition],
  },
  {
    id: "pregnancy-heartburn",
    title: "Heartburn in pregnancy",
    category: "pain",
    stages: ["pregnant-trimester-2", "pregnant-trimester-3"],
    phrasings: [
      "How do I stop heartburn when pregnant?",
      "I have bad acid reflux at night in my third trimester",
      "What helps indigestion during pregnancy?",
    ],
    keywords: ["heartburn", "reflux", "acid", "indigestion", "burning chest", "burping", "gerd"],
    response: {
      explanation:
        "Pregnancy hormones relax the valve at the top of your stomach, and later your growing baby presses upward, so heartburn is very common, especially in the second half. It is uncomfortable but not harmful, and usually settles after birth.",
      recommendations: [
        "Eat smaller meals more often, and slowly.",
        "Stay upright for 2 to 3 hours after eating and keep your last meal a little earlier in the evening.",
        "Notice your triggers: spicy, fatty or fried foods, citrus, chocolate and fizzy drinks are common ones.",
        "Raise the head of your bed or sleep propped up on pillows.",
        "Ask your pharmacist or provider which antacids are safe in pregnancy.",
      ],
      programs: [
        workout("pregnancy-evening-wind-down", "Pregnancy Evening Wind-Down"),
        recipe("cottage-cheese-with-pineapple", "Cottage Cheese with Pineapple"),
      ],
      modifications: [
        "Wear loose clothing around your waist, and bend at the knees rather than the waist.",
        "Sipping water between meals rather than with them helps some women.",
      ],
      warning:
        "Pain high in your belly, under the ribs on the right, that doesn't go away with antacids, especially with a headache or vision changes, can be a sign of preeclampsia: call your provider now.",
    },
    sources: [SRC.nhsHeartburn, SRC.acogNutrition],
  },
  {
    id: "pregnancy-constipation",
    title: "Constipation in pregnancy",
    category: "nutrition",
    stages: ["pregnant", "postpartum-0-6"],
    phrasings: [
      "I'm constipated during pregnancy, what can I do?",
      "How can I poop more easily while pregnant?",
      "Do iron tablets cause constipation?",
    ],
    keywords: ["constipation", "constipated", "poop", "bowel", "stool", "fiber", "bloating"],
    response: {
      explanation:
        "Pregnancy hormones slow your gut, and iron supplements can add to it, so constipation is common in pregnancy and the first weeks after birth. More fiber, more fluid and a bit of daily movement help most women.",
      recommendations: [
        "Build up fiber gradually: whole grains, oats, beans, lentils, fruit (prunes and kiwis especially) and vegetables.",
        "Drink water steadily through the day; fiber needs fluid to work.",
        "Walk or do gentle movement most days.",
        "Don't hold on when you feel the urge; a small footstool under your feet on the toilet can help.",
        "Ask your pharmacist or provider before using laxatives; some are fine in pregnancy.",
      ],
      programs: [
        recipe("blueberry-walnut-overnight-oats", "Blueberry Walnut Overnight Oats"),
        recipe("minestrone-with-white-beans", "Minestrone with White Beans"),
        workout("pregnancy-walking-workout", "Pregnancy Walking Workout"),
        GUIDES.hydration,
      ],
      modifications: [
        "If your iron supplement is the cause, ask your provider about a different type or dose rather than stopping it.",
      ],
    },
    sources: [SRC.nhsConstipation, SRC.acogNutrition],
  },
  {
    id: "pregnancy-hydration",
    title: "Drinking enough in pregnancy",
    category: "nutrition",
    stages: ["pregnant"],
    phrasings: [
      "How much water should I drink when pregnant?",
      "How do I stay hydrated in pregnancy?",
      "I keep forgetting to drink water while pregnant",
    ],
    keywords: ["water", "hydration", "hydrated", "dehydrated", "fluids", "thirsty", "drink", "glasses"],
    response: {
      explanation:
        "Your body needs more fluid in pregnancy to build extra blood and amniotic fluid. The Institute of Medicine suggests about 10 cups (2.3 liters) of fluids a day during pregnancy, and more in hot weather or when you are active.",
      recommendations: [
        "Keep a bottle within sight and sip through the day rather than drinking a lot at once.",
        "Pale yellow urine is a good sign you are drinking enough.",
        "Water, milk and water-rich foods like soup, fruit and yogurt all count.",
        "Drink a little more when it is hot, when you exercise, or if you are being sick.",
      ],
      programs: [GUIDES.hydration, recipe("watermelon-mint-cooler", "Watermelon Mint Cooler")],
      modifications: [
        "Up at night to pee? Drink more earlier in the day and a little less in the last hour or two before bed.",
        "If plain water is hard to face, add lemon, cucumber, mint or a splash of juice.",
      ],
    },
    sources: [SRC.iomWater, SRC.cdcWater],
  },
  {
    id: "pregnancy-gestational-diabetes",
    title: "Eating with gestational diabetes",
    category: "nutrition",
    stages: ["pregnant-trimester-2", "pregnant-trimester-3"],
    phrasings: [
      "What should I eat with gestational diabetes?",
      "I failed my glucose test, how do I manage blood sugar?",
      "Does exercise help gestational diabetes?",
    ],
    keywords: [
      "gestational diabetes",
      "diabetes",
      "blood sugar",
      "glucose",
      "sugar",
      "carbs",
      "insulin",
      "gdm",
    ],
    response: {
      explanation:
        "Gestational diabetes means your body struggles to keep blood sugar in range during pregnancy. It is common and very manageable: most women keep it in check with how they eat and move, and some also need medicine. Your care team will give you targets and a plan.",
      recommendations: [
        "Spread carbohydrates across three meals and two or three snacks instead of large portions at once.",
        "Pair carbohydrates with protein, healthy fat and fiber, and choose whole grains over refined ones.",
        "Swap sweet drinks and juice for water or milk.",
        "A 10 to 15 minute walk after meals helps bring blood sugar down.",
        "Check your sugars as your team asks and bring your log to appointments.",
      ],
      programs: [
        workout("pregnancy-walking-workout", "Pregnancy Walking Workout"),
        recipe("lentil-and-roasted-vegetable-salad", "Lentil and Roasted Vegetable Salad"),
        recipe("egg-salad-lettuce-cups", "Egg Salad Lettuce Cups"),
      ],
      modifications: [
        "Your dietitian's plan comes first; use Bloom's recipes as ideas that fit within it.",
        "Don't cut out carbohydrates entirely: you and your baby still need them.",
      ],
    },
    sources: [SRC.acogGdm, SRC.acogExercise],
  },
];
