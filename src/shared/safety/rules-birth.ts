import type { Rule } from "./rule";

/**
 * Signs whose meaning depends on where she is: bleeding in pregnancy, fluid leaking, the baby
 * moving less, heavy bleeding and foul-smelling discharge after birth, and fever (whose number is
 * read in `fever.ts`).
 */

const BABY = "baby|babe|bub|bubs|bubba|bean|little_one|lo|fetus|peanut|munchkin|bump|kiddo";
const MOVES =
  "move|moves|moving|moved|movement|movements|kick|kicks|kicking|kicked|wriggle|wriggling|wiggle|wiggling|squirm|squirming|roll|rolls|rolling|flutter|flutters|fluttering|active|activity|hiccups|jabs|punches";
const FEELABLE =
  "movement|movements|moves|kick|kicks|kicking|wriggle|wriggles|wriggling|wiggle|wiggles|wiggling|flutter|flutters|fluttering|rolls";
const PAD =
  "pad|pads|maxi|maxi_pad|maxi_pads|pad_an|tampon|tampons|cup|sheets|bed|jeans|pants|clothes|underwear|knickers|towel|towels|trousers|leggings";
const EGG_SIZED =
  "egg|eggs|golf_ball|golfball|golf_balls|plum|plums|lemon|lemons|orange|fist|palm|tennis_ball|apricot|tangerine|hand|baseball";

export const BIRTH_RULES: Rule[] = [
  {
    sign: "bleeding-in-pregnancy",
    readings: ["pregnant", "unknown"],
    phrases: [
      "bleed|bleeding|bleeds|bled|spotting|hemorrhage|hemorrhaging|blood|miscarriage|miscarrying|miscarry|losing_the_baby",
      "spotted|spot ~1 $|this|today|yesterday|tonight|last|after|when|again|a_little|a_bit|a_tiny|little|lightly|slightly|on_and_off|overnight|since|all|brown|pink|red|blood|some_blood|some_brown|some_pink|a_few_drops|during|at|for",
      "blood ~4 underwear|pants|knickers|panties|pad|liner|pantyliner|toilet|loo|wipe|wiped|wiping|tissue|paper|discharge|sheets|vagina|vaginal|down_there|thighs",
      "underwear|pad|liner|toilet|wiped|wiping|tissue|discharge|sheets ~4 blood|bloody",
      "bloody|brown|pink|red|rusty ~1 discharge|mucus|show|spotting",
      "pink|brown|red|blood ~3 when|after ~1 i? wipe|wiped|wiping",
      "red|pink|brown|bloody ~6 toilet|loo|wipe|wiped|wiping|paper|tissue|underwear|knickers|pants|pad|liner",
    ],
    unless: [
      "finger|fingers|nose|gums|gum|lip|lips|mouth|tongue|teeth|toe|knee|shaving|cut_myself|cut_my|paper_cut|nipple|nipples|hemorrhoid|hemorrhoids|piles|bum|bottom|scratched|scratch|arm|hand|elbow|face|bite|bitten|stool|poo|poop",
    ],
  },
  {
    sign: "leaking-fluid",
    readings: ["pregnant", "unknown"],
    phrases: [
      "leak|leaks|leaking|leaked|trickle|trickling|trickled|gush|gushing|gushed|dripping|dribbling|running_down ~4 fluid|water|liquid|clear|watery",
      "fluid|water|waters|liquid|watery ~3 leak|leaks|leaking|leaked|trickle|trickling|gush|gushing|gushed|dripping|coming_out|running_down|soaked|soaking",
      "water|waters ~2 broke|broken|breaking|burst|bursting|gone|went|released|popped|leaking|leak|leaked|trickling",
      "wet|wetness|damp|dampness|soaked|soaking ~5 not ~1 wee|pee|urine|peeing|weeing",
      "wetness|wet|damp|dampness ~3 underwear|knickers|pants|panties|pad|liner",
      "amniotic|pprom|membranes",
      "watery|clear ~2 stuff|discharge|liquid|fluid",
      "wet ~4 clear|watery",
      "gush|gushed|gushing|trickle|trickled|trickling",
      "wet|damp|soaked ~4 not_sure|unsure|is_it|can_not_tell|do_not_know|wondering ~3 pee|urine|wee|discharge",
    ],
    unless: [
      "tap|faucet|pipe|pipes|sink|shower|roof|ceiling|bottle|cup|glass|jug|pool|kettle|washing_machine|dishwasher|fridge|radiator|boiler|basement|nose|eyes|breast|breasts|boobs|nipples|milk",
    ],
  },
  {
    sign: "baby-moving-less",
    hersOnly: false,
    phrases: [
      `${BABY} ~3 not|stopped|less|fewer|barely|hardly|slowed|slowing|reduced|decreased|lot_less|has_not|have_not ~3 ${MOVES}`,
      `${BABY} ~4 quiet|quieter|very_still|so_still|completely_still|been_still|not_active|less_active|inactive|sluggish|not_responding|not_reacting|unresponsive`,
      `${FEELABLE} ~3 less|fewer|slowed|slowing|stopped|reduced|decreased|not_as_much|not_as_often|not_as_strong|weaker|less_often|gone_quiet|gone_down|gone`,
      `less|fewer|reduced|decreased|no|not_many|hardly_any|barely_any|not_much|not_any|zero|slower|weaker ~2 ${FEELABLE}`,
      `not|barely|hardly ~2 feel|felt|feeling ~4 ${BABY}|${FEELABLE}`,
      `${BABY}|he|she|they ~4 not|stopped|barely|hardly ~2 kick|kicks|kicking|kicked|wriggled|wriggling|wiggling`,
      `${BABY} ~2 used_to ~3 kick|kicking|move|moving|wriggle|be_active|be_so_active`,
      `${FEELABLE}|kick|kicks|kicking|moving ~6 today|now|since ~2 nothing|none|not_a_thing|silence|zero|not_anything`,
      `only|just ~2 felt|feel|had|counted|noticed ~1 #|one|two|three|four|five|a_few|a_couple_of|a_couple ~1 ${FEELABLE}|kick`,
      "kick_count|kick_counts|kick_counter|kick_counting|counting_kicks|count_the_kicks ~6 only|less|fewer|not|low|short",
    ],
    unless: [
      // Not yet felt, early on ("16 weeks and I can't feel the baby move yet"; "not yet today" is
      // read), kicks longed for, and the baby's usual quiet time.
      "yet ~0 $|but|and|is|at|am|as|though|because",
      "can_not_wait|cannot_wait|one_day",
      "like_always|as_always|as_usual|like_usual",
    ],
  },
  {
    // In pregnancy only: "she's not moving like she usually does" ("she" is the baby), and "the
    // baby is moving a lot less" (after birth, a baby moving less at night is a baby sleeping).
    sign: "baby-moving-less",
    hersOnly: false,
    readings: ["pregnant"],
    phrases: [
      "he|she|they|it ~3 not|stopped|barely|hardly|less|slowed ~2 moving|moved|move|moves|active|kicking",
      "he|she|they|it ~3 not ~1 moving|kicking ~1 like|as_much|as_often|the_way|normal|usual",
      // "I haven't felt him move today", "barely felt her at all".
      "not|barely|hardly ~2 feel|felt|feeling ~1 him|her|them ~1 move|moving|moved|kick|kicking|kicked|at_all|much|all_day|today|since|for",
      `${BABY} ~3 moving|kicking|wriggling|rolling|moved|kicked ~3 less|lot_less|much_less|way_less|fewer|slower|less_often|less_than_usual|not_as_much|not_as_often`,
    ],
  },
  {
    // Soaking a pad in an hour, or clots the size of an egg, is too much bleeding at any stage.
    sign: "heavy-bleeding",
    phrases: [
      `soak|soaking|soaked|soaks|fill|filling|filled|going_through|went_through|go_through|change|changing|changed|bled_through|bleeding_through ~3 ${PAD} ~4 hour|hourly|half_hour|an_hour|minutes|mins|hr`,
      `clot|clots|clotting ~7 size|sized|big_as|bigger_than|large_as|as_big_as|as_large_as|like ~3 ${EGG_SIZED}`,
      `${EGG_SIZED} ~2 sized|size ~2 clot|clots`,
      `${PAD} ~3 full|soaked|soaking|filled|filling|ruined ~4 hour|hourly|half_hour|an_hour|minutes|mins`,
      "gushing|gushes|gush|gushed|pouring|pours|poured|streaming|running_down|dripping ~3 blood",
      "blood|bleeding ~3 gushing|gushes|pouring|streaming|running_down|everywhere|not_stop|not_stopping|will_not_stop",
      "bleeding ~4 not ~1 stop|stopping|slowing|slow_down",
      "hemorrhage|hemorrhaging|pph",
    ],
  },
  {
    // Heavier bleeding after birth is a warning even without a measure; outside pregnancy and the
    // weeks after birth it is a heavy period.
    sign: "heavy-bleeding",
    readings: ["postpartum", "unknown"],
    // "The heavy bleeding stopped after the first week": over, unless it "started again".
    resolves: true,
    phrases: [
      "heavy|heavier|heavily|lots_of|a_lot_of|so_much|tons_of|loads_of|bright_red|too_much ~3 bleed|bleeding|blood|lochia|clots",
      "bleed|bleeding|blood|lochia ~4 heavy|heavier|heavily|a_lot|so_much|too_much|increased|increasing|picked_up|got_worse|getting_worse|bright_red_again|red_again",
      "big|large|huge|massive|giant|enormous|lots_of ~2 clot|clots",
      "clots|clot ~3 getting|got|are|is ~1 bigger|larger|huge|massive|worse",
    ],
  },
  {
    // Soaked through, but with milk or sweat: "milk everywhere, soaked through my top", "night sweats
    // soaking the sheets".
    sign: "heavy-bleeding",
    readings: ["postpartum", "unknown"],
    phrases: [`soak|soaking|soaked|soaks|bled_through|bleeding_through|bleed_through ~3 ${PAD}|through`],
    unless: [
      "milk|breast_pad|breast_pads|breastpads|nursing_pad|nursing_pads|sweat|sweats|sweating|sweaty|night_sweats|wee|pee|nappy|diaper|spit_up|sick_up",
    ],
  },
  {
    sign: "foul-smelling-discharge",
    readings: ["pregnant", "postpartum", "unknown"],
    phrases: [
      "discharge|lochia|down_there|vagina|vaginal ~6 smell|smells|smelly|smelling|stink|stinks|stinky|foul|odor|odors|rotten|fishy|off|green|greenish|frothy|pus",
      "bleeding|blood|pad|pads ~4 smell|smells|smelly|stink|stinks|stinky|foul|odor|rotten|fishy",
      "smell|smells|smelly|smelling|stink|stinks|stinky|stinking|foul|odor|rotten|fishy ~6 discharge|lochia|down_there|vagina|vaginal|bleeding|blood|pad|pads",
    ],
    unless: [
      "diaper|diapers|nappy|nappies|poop|poo|milk|breath|armpit|armpits|sweat|fridge|bin|trash|garbage|dog|cat|house|car|room|kitchen|food|meat|chicken|fish",
    ],
  },
  {
    // Fever in words; a number ("temp 101", "38.5 C") is read in fever.ts. A fever after a
    // vaccination or with teething is expected.
    sign: "fever",
    phrases: [
      "fever|fevers|feverish|febrile|burning_up|rigors",
      "chills ~2 and|with ~1 fever|sweats|shaking|temperature",
      "running_a|got_a|have_a|has_a ~1 high? temp|temperature",
    ],
    unless: [
      "jabs|jab|vaccine|vaccines|vaccination|vaccinations|shots|immunisations|immunizations|teething|reducer|reducers|year_old|years_old|month_old|months_old",
    ],
  },
  {
    // A high temperature in words; for a woman charting her cycle, "my temp went up" is her chart.
    sign: "fever",
    readings: ["pregnant", "postpartum", "unknown"],
    phrases: [
      "high|spiking|spiked|raised|elevated|rising|climbing ~2 temp|temps|temperature",
      "temp|temperature ~3 spiking|spiked|high|rising|climbing|through_the_roof|sky_high|keeps_going_up",
    ],
    unless: [
      "bbt|basal|chart|charting|ovulation|ovulate|ovulated|coverline|cover_line|dpo|thermal_shift|temp_shift",
    ],
  },
];
