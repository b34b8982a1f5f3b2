import { EXERCISE, persisting, type Rule, SEVERE } from "./rule";

/**
 * Her body's warning signs that mean the same at every stage (CDC "Hear Her", AWHONN
 * POST-BIRTH). Each rule names the sign in the words mothers use, and what that sign is not.
 */

const HEADACHE = "headache|headaches|migraine|migraines|head_pain|head_ache|head_aches";
const BELLY =
  "belly|stomach|abdomen|abdominal|abdo|pelvic|pelvis|uterus|womb|right_side|left_side|upper_right|under_my_ribs";
const PAIN = "pain|pains|painful|ache|aches|aching|hurt|hurts|hurting|cramps|cramping|sore|tender";
const VOMIT =
  "vomit|vomits|vomiting|vomited|throw_up|throwing_up|threw_up|throws_up|thrown_up|puke|puking|puked|being_sick|been_sick|sick_up|retching|heaving";
const LAUGHING = "lol|lmao|rofl|haha|hahaha|hahah|laugh|laughing|laughed|hilarious|funny|giggling";

export const BODY_RULES: Rule[] = [
  {
    sign: "severe-headache",
    resolves: true,
    phrases: [
      `${SEVERE} ~3 ${HEADACHE}`,
      ...persisting(HEADACHE, 8),
      `${HEADACHE} ~3 unreal|insane|horrendous|next_level|out_of_this_world`,
      `# ~1 st|nd|rd|th ~1 day ~4 ${HEADACHE}`,
      "head ~2 pounding|throbbing|splitting|exploding|killing|about_to_explode|hurts_so_bad|hurts_so_much|hurts_really_bad",
      "head ~6 split|splitting|explode|exploding|burst|bursting|cave_in",
      `never ~4 ${HEADACHE} ~2 like|this|so`,
    ],
  },
  {
    sign: "dizziness-or-fainting",
    resolves: true,
    phrases: [
      "dizzy|dizziness|light_headed|woozy|vertigo|wobbly|unsteady|off_balance",
      "room|head|world ~2 spinning|spins|spun",
      "fainted|fainting|faints|passed_out|passing_out|blacked_out|blacking_out|collapsed|collapsing|keeled_over",
      "feel|feeling|felt|going_to|about_to|nearly|almost|might|could|will|would ~2 faint|pass_out|black_out|collapse",
      "feel|feeling|felt ~3 like ~3 faint|pass_out|black_out|collapse",
      "everything|vision|eyes|world|room|it ~2 went|goes|going|turned|turning ~1 black|dark|grey|gray|white|fuzzy",
    ],
  },
  {
    sign: "vision-changes",
    phrases: [
      "blurry|blurred|blurring|fuzzy|double|dim|dimmed|cloudy|foggy ~2 vision|sight|eyesight",
      "vision|sight|eyesight ~3 blurry|blurred|blurring|fuzzy|foggy|cloudy|dim|dimming|dark|darkening|weird|strange|funny|off|wonky|gone|going|spotty|sparkly|sparkling|flashing|double|changed|changing|change|changes|worse|worsening|black|blacking|grey|gray|tunnel|problems|issues|disturbances|loss|lost|patchy",
      "eyes ~3 blurry|blurred|fuzzy|sparkly|sparkling|flashing|double|spotty",
      "blurry|blurred|blurring|blurriness|hazy_vision|blurry_vision",
      "seeing|see ~1 spots|stars|sparkles|flashes|flashing|zigzags|zigzag|zig_zags|floaters|double|halos",
      "spots|floaters|flashes|sparkles|zigzags|zig_zags ~3 eyes|vision|sight",
      "flashing|flickering ~1 lights ~3 eyes|vision",
      "lost|losing|lose|loss ~2 vision|sight|eyesight",
      "not|hard_to|trouble|struggling_to ~2 see ~2 properly|clearly|straight|right|well",
      "sensitive|sensitivity ~2 to ~1 light|bright_light|lights",
      "light ~1 sensitive|sensitivity|hurts_my_eyes",
    ],
  },
  {
    sign: "swelling-hands-face",
    // "Puffy in the mornings but it goes down after an hour": over, unless it does not go down.
    resolves: true,
    phrases: [
      "swollen|swelling|swelled|puffy|puffiness|ballooned|ballooning|bloated ~3 face|hands|hand|fingers|finger|eyelids|eyelid|lips|cheeks",
      "face|hands|hand|fingers|eyelids|lips|cheeks ~3 swollen|swelling|swelled|swell|puffy|puffed|puffed_up|ballooned|ballooning|blown_up|sausages|balloons|balloon|huge|massive|fat",
      "eyes ~3 swollen|swelling|swelled_shut",
      "swollen ~2 eyes",
      "ring|rings ~4 not ~2 fit|come_off|go_on|get_off|budge|move",
      "not ~3 get ~3 ring|rings ~2 off",
      "sudden|suddenly|extreme|extremely|severe|severely|massive|massively|huge|hugely|crazy|really_bad ~2 swelling|swollen|edema|puffy",
      "swelling|swollen|edema ~4 sudden|suddenly|extreme|out_of_nowhere|overnight|all_of_a_sudden",
    ],
  },
  {
    sign: "trouble-breathing",
    phrases: [
      "not|can_barely|could_barely|can_hardly|barely|hardly|unable_to|struggle|struggling|struggled|trouble|difficult|difficulty|hard|harder|problems|fight|fighting ~3 breathe|breathing|breath|breaths",
      "short|shortness ~1 of ~1 breath",
      "breathlessness|suffocating|gasping|wheezing|wheezy|air_hunger",
      "not ~2 catch|get ~1 my? breath",
      "not ~2 get|getting ~1 enough ~1 air|oxygen|breath",
      "not ~2 talk|speak ~3 full_sentences|sentences|a_sentence",
      "drowning|suffocating|choking|smothered ~3 when|if|whenever ~2 lie|lying|laying|lay ~1 down|flat|back",
      "breathing|breaths|breath ~3 shallow|fast|rapid|laboured|labored|difficult|noisy|wheezy|raspy|rattly",
      "not_enough ~1 air|oxygen",
      "lips|fingers|fingertips|face ~2 blue|turning_blue|bluish|grey|gray",
      "lungs ~3 hurt|hurting|burn|burning|tight|pain|painful",
    ],
    unless: [
      LAUGHING,
      "nose|stuffy|congested|blocked|sinus|sinuses|heat|humid|humidity|muggy",
      // "Couldn't breathe, I was so emotional": a feeling, not her lungs.
      "emotional|tears_of_joy|happy_tears|so_happy|in_awe",
      "overwhelmed|overcome ~2 love|joy|emotion|happiness|pride|relief|gratitude",
    ],
  },
  {
    // Out of breath after a run is a run; out of breath on the stairs still counts.
    sign: "trouble-breathing",
    resolves: true,
    phrases: ["out_of_breath|breathless|winded|running_out_of_breath|run_out_of_breath|ran_out_of_breath"],
    unless: [LAUGHING, EXERCISE, "excitement|excited|anticipation"],
  },
  {
    sign: "chest-pain-or-racing-heart",
    phrases: [
      "chest ~3 pain|pains|painful|hurt|hurts|hurting|ache|aches|aching|tight|tightness|tightening|pressure|heavy|heaviness|squeezing|squeezed|crushing|sharp|stabbing|pressing|weight",
      "pain|pains|hurt|ache|aching|tight|tightness|pressure|heaviness|squeezing|crushing|stabbing|sharp|feeling|sensation|weight ~3 in|on|across|around|through ~1 my? chest",
      "left_arm|my_jaw ~3 pain|pains|aches|ache|aching|hurts|numb|tingling|tingly",
      "tight|tightening|crushing|squeezing|pressing ~1 chest",
    ],
    unless: [
      "from_laughing|laughing_so_hard|laughed_so_hard|lol|haha|lmao",
      // A cause found: "turned out to be indigestion, Gaviscon fixed it".
      "turned_out|turns_out ~2 indigestion|heartburn|reflux|wind|trapped_wind|anxiety|a_panic_attack|muscular|a_pulled_muscle",
      "gaviscon|rennie|rennies|antacid|antacids ~2 fixed|sorted|cleared|settled ~1 it",
      // Full breasts before a feed: "my chest feels tight when I'm engorged".
      "engorged|engorgement|let_down|letdown|milk_came_in|milk_coming_in|milk_comes_in",
    ],
  },
  {
    // A racing heart during a workout is the workout; chest pain during one is not.
    sign: "chest-pain-or-racing-heart",
    phrases: [
      "heart ~3 racing|races|raced|pounding|pounds|pounded|fluttering|flutters|skipping|skips|skipped|thumping|hammering|jumping|beating_fast|beating_so_fast|beating_really_fast|beating_too_fast|beating_out_of|going_crazy|going_a_mile",
      "racing|pounding|rapid|fast|irregular|fluttering|thumping|hammering ~1 heart|heartbeat|heart_beat|heart_rate|pulse",
      "palpitations|palpitation|tachycardia|arrhythmia|afib",
    ],
    unless: [
      EXERCISE,
      "excitement|excited|nervous_about|proposed|in_love|first_date|kissed|coffee_date|smile|smiles|smiling|cute|adorable|proud|reveal|announcement|wedding|interview|exam",
    ],
  },
  {
    sign: "severe-vomiting",
    resolves: true,
    phrases: [
      "not|unable_to ~2 keep|kept|keeping ~4 down",
      `${VOMIT} ~6 weak|dizzy|faint|dehydrated|light_headed|dark_pee|not_peeing|barely_peeing|peeing_barely`,
      `${VOMIT} ~4 non_stop|constantly|constant|all_day|all_night|every_hour|every_half_hour|all_the_time|uncontrollably|again_and_again|everything|blood|violently|so_much|nonstop`,
      `${VOMIT} ~4 # ~1 times`,
      `${VOMIT} ~4 ten|twenty|fifteen|dozen|many|so_many ~1 times`,
      ...persisting(VOMIT, 8),
      `${VOMIT}|sick ~3 every_time_i_eat|every_time_i_drink|after_every_meal|everything_i_eat|everything_i_drink|every_time_i_eat_or_drink`,
      ...persisting("sick|being_sick|been_sick", 8).slice(0, 2),
      `severe|extreme|constant|non_stop|unbearable|terrible|horrible|awful|relentless|violent|violently|uncontrollable|projectile|nonstop|intense ~3 ${VOMIT}|nausea|nauseous|nauseated`,
      `not ~1 stop ~2 ${VOMIT}`,
      ...persisting("nausea|nauseous|nauseated", 3),
      "not ~2 eaten|eat|drunk|drank|kept_anything_down ~3 in|for ~1 #|two|three|four|days|a_day|24_hours",
      "hyperemesis|hg",
      `blood ~3 ${VOMIT}`,
    ],
    unless: ["want_to_throw_up|want_to_vomit|want_to_puke|want_to_be_sick|spit_up|spitting_up|spat_up"],
  },
  {
    sign: "severe-belly-pain",
    resolves: true,
    phrases: [
      `${SEVERE} ~5 ${BELLY}`,
      ...persisting(`${BELLY} ~2 ${PAIN}`),
      ...persisting(`${PAIN} ~3 in|on ~1 my? ${BELLY}`),
      `${BELLY} ~2 hurts|hurting|aches|pain|pains|cramping ~2 so_bad|so_much|like_crazy|really_bad|badly`,
      "doubled_over|doubling_over|double_over|curled_up_in_pain|on_the_floor_in_pain|screaming_in_pain|crying_in_pain|can_not_stand_up_straight",
    ],
    unless: ["side_effect|side_effects|gut_feeling|laugh|laughing"],
  },
  {
    // Cramps and contractions: her period's, outside pregnancy and the weeks after birth. A
    // severe pain she does not place is read as her belly's.
    sign: "severe-belly-pain",
    readings: ["pregnant", "postpartum", "unknown"],
    resolves: true,
    unless: [
      "back|wrist|knee|foot|feet|hip|hips|neck|shoulder|tooth|teeth|head|ear|nipple|nipples|breast|breasts|leg|legs|arm|arms|hand|hands|finger|toe|ankle|calf|chest|bum|butt|tailbone|coccyx|rib|ribs_from_kicks",
    ],
    phrases: [
      `${SEVERE} ~2 cramps|cramping|cramp|contractions|contraction`,
      ...persisting("cramps|cramping", 4),
      "stabbing|sharp|shooting|severe|excruciating|unbearable|agonizing|agonising ~1 pain|pains",
      "pain|pains|cramps|cramping|contractions|tightenings|tightening ~4 getting|gets|got|growing|coming ~1 stronger|worse|closer|more_intense|more_often|regular|stronger_and_stronger|worse_and_worse",
    ],
  },
  {
    sign: "painful-swollen-leg",
    phrases: [
      "leg|calf|thigh|one_leg|left_leg|right_leg ~8 red|redness|reddish|warm|hot|tender|swollen|swelling|swelled|hard|throbbing|bigger",
      "legs|calves|thighs ~3 red|redness|warm|hot|tender|throbbing",
      "red|redness|warm|hot|tender|swollen|swelling|throbbing ~3 in|on ~1 my? left|right|one? leg|calf|thigh",
      "dvt|blood_clot ~3 leg|calf|thigh",
      "calf|leg|thigh ~2 cramp|cramps|pain|ache ~3 not ~2 gone|go_away|going_away|eased|stopped|better|shifted",
      "clot ~3 in ~1 my? leg|calf|thigh",
      "dvt",
    ],
    unless: ["leg_warmers|leggings|leg_day|restless"],
  },
  {
    sign: "painful-swollen-leg",
    phrases: [
      "leg|calf|calves|thigh|one_leg|left_leg|right_leg ~3 pain|pains|painful|hurts|hurting|aching|aches|ache",
      "pain|pains|painful|aching|ache ~3 in|on ~1 my? left|right|one|back_of_my? leg|calf|calves|thigh",
    ],
    unless: [EXERCISE, "cramp|cramps|cramping|charley_horse|restless|sciatica|sciatic|round_ligament|sore"],
  },
  {
    sign: "seizure",
    phrases: [
      "seizure|seizures|seizing|seized|convulsion|convulsions|convulsing|convulsed|epileptic|fitting",
      "shaking|jerking ~1 uncontrollably",
      "uncontrollable ~1 shaking|jerking",
      "body ~3 jerking|jerked|convulsing|spasming|twitching|shaking_uncontrollably",
      "had|having|have ~1 a ~1 fit|fits",
      "unresponsive|not_responding|not_responsive|stopped_responding|was_not_responding|zoned_out_and_shaking",
    ],
  },
  {
    // A fit as a witness tells it: "her eyes rolled back and she was twitching", "went rigid, then
    // jerking". Stiff legs after a squat class are not one.
    sign: "seizure",
    phrases: [
      "eyes ~2 rolled|rolling|rolled_back|rolling_back|rolled_up|rolling_up ~8 twitching|twitched|jerking|jerked|stiff|stiffened|shaking|convulsing|fitting",
      "twitching|twitched|jerking|jerked|stiff|stiffened|went_rigid ~8 eyes ~2 rolled|rolling|rolled_back|rolling_back|rolled_up|rolling_up",
      "went|gone|going ~1 stiff|rigid ~8 jerking|jerked|twitching|twitched|shaking|staring|not_responding|unresponsive",
    ],
    unless: [EXERCISE, "neck|legs|knees|calves|shoulders|hips|muscles|hamstrings|joints|cold|freezing"],
  },
  {
    sign: "wound-not-healing",
    phrases: [
      "incision|scar|wound|stitches|stitch|staples|tear|episiotomy|csection ~3 not_healing|not_heal|not_healed|opened|opening|open|reopened|split|splitting|gaping|gap|oozing|oozes|oozed|ooze|pus|puss|seeping|leaking|weeping|red|redder|redness|hot|warm|swollen|swelling|infected|infection|smells|smelly|smell|stinks|bleeding|bleeds|separating|separated|came_apart|coming_apart|come_apart|yellow|green|discharge|burst|came_out|popped|hard_lump",
      "oozing|pus|infected|infection|gaping|weeping|smelly|reopened|opened ~3 my|the ~1 incision|scar|wound|stitches|episiotomy|csection",
      "pus|puss",
      ...persisting(
        "incision|scar|wound|stitches|tear|episiotomy|csection ~2 hurts|hurting|pain|painful|sore",
        5,
      ),
      "incision|scar|wound|stitches|tear|episiotomy|csection ~3 looks|look|seems ~2 infected|bad|angry|wrong|worse",
    ],
    unless: ["in_stitches|wear_and_tear|tear_jerker"],
  },
  {
    sign: "overwhelming-tiredness",
    phrases: [
      "overwhelming|overwhelmingly|crushing|unbearable|debilitating|paralyzing|paralysing|bone_deep|extreme|severe ~2 tired|tiredness|exhaustion|exhausted|fatigue|fatigued|weariness|drained",
      "too|so ~1 tired|exhausted|drained|weak|fatigued ~4 not|unable_to|barely|hardly ~2 get_out_of_bed|get_up|stand|function|move|walk|hold|lift|care|look_after|take_care|keep_my_eyes_open|stay_awake|think_straight|feed",
      "too ~1 tired|exhausted|weak|drained ~1 to ~2 care|look_after|take_care|function|stand|move|hold|get_up|get_out_of_bed|feed",
      "not ~2 get_out_of_bed|get_out_of_my_bed",
      "never ~3 this ~1 tired|exhausted|drained",
      "beyond|past ~1 exhausted|tired|exhaustion",
      "exhausted|tired|drained ~6 scared|afraid|worried|terrified ~4 drop|dropping|fall_asleep|falling_asleep ~2 baby|her|him|holding",
      "exhausted|tired|drained|fatigued|exhaustion ~6 not|unable_to|barely|hardly ~2 care|look_after|take_care|function|functioning|cope|hold|feed|stand|get_up|get_out_of_bed|keep_my_eyes_open|stay_awake|lift",
      "exhaustion|tiredness|fatigue|exhausted ~3 so? extreme|overwhelming|unbearable|crushing|debilitating|paralysing|paralyzing",
      "not ~1 lift|raise|hold_up ~2 my? arms|head|legs",
      "exhausted|tired|drained|fatigued|exhaustion ~4 not|barely|unable_to ~1 function|functioning|cope|think",
      "exhausted|tired|fatigue|exhaustion ~4 no_matter_how_much|even_after|however_much ~2 sleep|rest|slept|rested",
      "falling_asleep|fell_asleep|fall_asleep ~2 while|when ~1 driving|standing|talking",
    ],
  },
];
