import type { Rule } from "./rule";

/**
 * Thoughts of harming herself or her baby, said directly ("I want to kill myself") or not
 * ("everyone would be better off without me", "I don't want to be here anymore"). These rules
 * read anyone's words (a mother may quote what she hears in her head). They read a thought as
 * passed only when she tells it as long past, says she came through it and nothing says it is back
 * ("I self-harmed as a teenager; ten years on I'm doing well": `harmLongPast` in over.ts); the
 * model then reads the message as a whole, and whatever it raises is still answered with 988.
 */

const CHILD =
  "baby|babies|newborn|infant|son|daughter|little_one|lo|child|kid|kids|children|twins|bub|bubs|bubba|toddler";
const HARM =
  "hurt|hurting|harm|harming|kill|killing|smother|smothering|suffocate|suffocating|drown|drowning|strangle|strangling|stab|stabbing|poison|poisoning|shake|shaking|throw|throwing|drop|dropping|hit|hitting|slap|slapping|smack|smacking|squeeze|squeezing|choke|choking|chuck|chucking|toss|tossing|fling|flinging|hurl|hurling";
/** Words that turn a thought about the baby into a thought of harming her, not a worry about harm. */
const URGE =
  "urge|urges|urge_to|urges_to|intrusive|want_to|wanted_to|wanting_to|tempted_to|fantasies|fantasize|fantasise|fantasizing|keep_picturing|keep_seeing_myself|picture_myself";
const THOUGHT =
  "brain_said|brain_says|brain_keeps_saying|brain_keeps_telling_me|brain_tells_me|voice_says|voice_said|picture|pictured|picturing|see_myself|seeing_myself|saw_myself|vision_of|a_vision|flashes|flash|visions|pictures|scenarios|scenes|thoughts|think_about|think_of|thinking_about|thinking_of|thought_of|thought_about|a_thought|the_thought|images|imagining|imagine|imagined|scared_i_will|scared_i_would|scared_i_might|scared_that_i_will|scared_that_i_might|afraid_i_will|afraid_i_would|afraid_i_might|worried_i_will|worried_i_would|worried_i_might|terrified_i_will|terrified_i_might|terrified_i_would|fear_i_will|fear_i_might";
/** What makes "could X hurt the baby?" a question about safety in pregnancy, not a thought of harm. */
const ACTIVITY =
  "if_i|by|sleeping|sleep_on|lifting|lift|exercise|exercising|workout|running|run|caffeine|coffee|tea|alcohol|wine|medication|medicine|meds|tylenol|ibuprofen|sex|bending|carrying|carry|vaccine|x_ray|scan|hot_tub|sauna|food|cheese|fish|sushi|eating|ate|drinking|drank|fall|fell|falling|slipped|seatbelt|car_seat|crash|accident|accidentally|by_accident|vitamin|supplement|cold|flu|covid|fever|virus|infection|smoking|vaping|paint|cleaning|cat_litter|bath|hair_dye|flight|flying";
const MODAL =
  "want|wanted|wanting|could|might|will|would|going_to|feel_like|felt_like|urge_to|urges_to|tempted";
const ACCIDENT =
  "lego|toy|toys|corner|door|doorframe|table|furniture|stubbed|knocked|walked_into|on_the|on_a|accident|accidentally|by_accident|by_mistake|lifting|lifted|lift|fell|fall|falling|slipped|slip|tripped|trip|gym|workout|exercise|exercising|class|shaving|shave|cooking|chopping|slicing|kitchen|stairs|playing|running|ran|bumped|twisted|pulled|strained|sprained|carrying|carry|yoga|my_back|lower_back|upper_back|back_pain|knee|ankle|wrist|shoulder|neck|hip|muscle|paper|oven|stove|iron|curling|pan|slack|a_break|nails|clipping";

/** What she might take too much of. */
const PILLS =
  "pills|tablets|tabs|meds|medication|medicine|paracetamol|tylenol|sleeping_pills|painkillers|codeine|antidepressants|sertraline|insulin";
/** What a mother may do to her own body to hurt it, and where. */
const SELF_INJURY =
  "hit|hitting|punch|punching|punched|bang|banging|banged|bit|biting|scratch|scratched|scratching|burn|burned|burnt|burning|cut|cutting|carved|carving|pinch|pinched|pinching|dig|digging|dug|stab|stabbed|stabbing|stuck|scrub|scrubbed|scrubbing|slap|slapped|slapping";
const OWN_BODY =
  "head|hand|hands|arm|arms|leg|legs|thigh|thighs|wrist|wrists|skin|face|stomach|belly|ankle|ankles|nails|fist|fingers|chest|hips";

export const MIND_RULES: Rule[] = [
  {
    sign: "thoughts-of-self-harm",
    hersOnly: false,
    phrases: [
      "kill|killing|killed|end|ending|hang|hanging|poison|poisoning|shoot|shooting|stab|stabbing|drown|drowning|starve|starving|suffocate|strangle|off ~1 myself",
      "take|taking|took|end|ending ~2 my ~1 own? life",
      "suicide|suicidal|suicidality",
      // "Unalive thoughts" (slang, read as "kill thoughts").
      "kill|killing ~1 thoughts|thought|urges|urge|ideation",
      "self_harm|self_harming|self_harmed|self_injury|self_injuring|self_injured|started_cutting_again|cutting_again",
      "want|wants|wanted|wanting|wish|wishes|wishing|wished|rather|ready|prefer|hope|hoping|praying|pray ~3 to|that? die|dead|be_dead|not_wake_up|never_wake_up|not_exist|stop_existing|disappear|vanish|not_be_here|not_be_alive|be_gone|sleep_forever|not_be_around",
      "voice|voices ~3 telling|tells|tell|told|saying|says|said ~1 me ~1 to ~2 kill|hurt|harm|end|cut ~1 myself|it|it_all",
      // Death wished from outside: "I want someone to kill me", "wish a bus would hit me".
      "want|wants|wanted|wish|wishing|wished|hope|hoping|praying ~1 someone|somebody|something|a_bus|a_car|a_truck|a_lorry|god ~3 kill_me|hit_me|end_me|take_me|run_me_over|put_me_out_of",
      "not|no_longer ~2 want ~1 to ~1 be_here|be_alive|live|living|exist|go_on|carry_on|keep_going|wake_up|be_around|continue|keep_living|be_on_this_earth",
      "never ~1 want ~1 to ~1 wake_up",
      "not ~1 think ~1 i ~1 can ~1 keep_going|go_on|carry_on|do_this_anymore|keep_living|live_like_this",
      "thought|thinking|think|planned|planning ~2 about? ~1 how_i_would_do_it|how_to_do_it|how_i_would_end_it|how_i_could_do_it|how_i_will_do_it|how_i_would_kill_myself",
      "better_off|happier|easier|simpler|be_better ~4 if ~1 i ~2 died|was_dead|were_dead|was_gone|were_gone|disappeared|was_not_here|was_not_around|were_not_here|were_not_around",
      "better_off|be_better|happier|be_happier|easier|be_easier ~3 if_i_was_not_around|if_i_were_not_around|if_i_was_not_here|if_i_were_not_here|if_i_was_gone|if_i_were_gone|without_me|if_i_died|if_i_disappeared",
      "better_off|be_better ~3 without_me|if_i_was_gone|if_i_were_gone|if_i_was_not_here|if_i_was_not_around|if_i_was_dead|if_i_were_dead|if_i_died|if_i_disappeared|dead|with_someone_else|with_another_mom|with_another_mother|with_a_better_mom|with_a_better_mother",
      "no|what_is_the|not_any|there_is_no|can_not_see_the|can_not_see_any ~1 point|reason|purpose ~3 in|of|to|for ~1 living|live|life|going_on|being_here|being_alive|carrying_on|keeping_going|existing|me_being_here|any_of_it|anything",
      "no ~1 point|reason ~1 anymore|any_more",
      "not ~2 see ~2 point|reason|purpose ~4 living|life|anything|going_on|me|anymore|any_more|$",
      "can_not|could_not ~1 go_on|carry_on|keep_going|keep_living|live_like_this ~1 anymore|any_more|any_longer|like_this|$",
      "can_not|could_not ~1 do_this|take_it|take_this|cope|handle_this|handle_it|face_another_day|face_tomorrow|face_life anymore|any_more|any_longer",
      "thoughts|thinking|think|thought|ideation|ideas|images|imagining|fantasies|fantasizing|fantasising ~3 of|about ~2 dying|death|suicide|ending_it|ending_my_life|killing_myself|hurting_myself|harming_myself|not_being_here|not_being_alive|not_existing|being_dead|my_funeral",
      "end|ending ~1 it_all|everything",
      // Her own funeral, planned: "made a playlist for my funeral".
      "playlist|plan|planned|planning|wrote|write|organised|organized|arranged|sorted ~3 for? ~1 my ~1 funeral|own_funeral",
      // Said of her by a witness or by her: "she hopes she dies in labour".
      "hopes|hoping|hope|wishes|wish|wishing ~1 she|i ~1 dies|die|died ~2 in_labour|in_labor|in_childbirth|giving_birth|in_her_sleep|in_my_sleep",
      // "I won't be here to see her grow up."
      "will_not|would_not|not_going_to ~1 be ~1 here|around ~1 to ~1 see|watch|raise|look_after|take_care_of",
      "feel|feeling|felt ~2 like ~2 end|ending ~1 it|things|everything|my_life",
      "want|wanna|thinking_about|going_to|ready_to|plan|planning|plan_to|planning_to ~3 end|ending ~1 it|things|everything ~1 $",
      "nobody|no_one|noone ~3 miss_me|care_if_i_died|care_if_i_was_gone|notice_if_i_was_gone|notice_if_i_disappeared|notice_if_i_were_gone",
      `overdose|overdosing|take_all_my|taking_all_my|took_all_my|take_all_the|took_all_the|swallow_all|swallowed_all ~2 ${PILLS}`,
      "overdose|overdosing",
      `stockpiling|stockpiled|stockpile|saving_up|saved_up|been_saving|hoarding|hoarded ~3 ${PILLS}`,
      "letters|letter|goodbye|note|notes ~6 in_case_i_am_not_here|in_case_i_am_gone|for_when_i_am_gone|when_i_am_gone|after_i_am_gone|in_case_i_do_not_wake_up",
      "giving_away|gave_away|give_away ~2 my ~1 things|stuff|belongings",
      // "How many paracetamol would it take" (not "how many can I take while breastfeeding", a dose).
      `how_many|how_much ~3 ${PILLS} ~5 kill|overdose|die|fatal|lethal|would_it_take|does_it_take|it_would_take|to_die`,
      "ways_to_die|ways_to_kill_myself|how_to_kill_myself|painless_way|lethal_dose|fatal_dose|how_to_end_it|how_to_end_my_life",
      "pills|tablets|meds|blade|razor|knife|rope ~5 think_about_it|thinking_about_it|think_about_doing_it|thinking_about_doing_it",
      "staring_at|stare_at|looking_at ~2 the|my? pills|blade|razor|knife|rope",
      "jump|jumping|throw_myself|step|stepping|walk|walking ~2 in_front_of ~2 train|bus|car|truck|traffic|lorry",
      "jump|jumping|throw_myself ~3 off ~3 bridge|building|roof|balcony|cliff|ledge",
      "drive|driving|crash|crashing ~3 into|off ~3 tree|wall|traffic|oncoming|river|lake|bridge|barrier|pole|road|cliff",
      "walk|walking|swim|swimming|wade|wading ~3 into|out_into|out_to ~2 sea|ocean|lake|river|water|waves",
      "tired_of|sick_of ~2 living|being_alive|life|existing|being_here",
      "life ~3 not ~2 worth_living|worth_it|worth_anything",
      "not ~1 worth_living",
      "wish ~4 never ~2 been_born|woken_up|wake_up",
      "disappear|vanish ~2 forever|for_good|permanently",
      "sleep|go_to_sleep|fall_asleep ~2 and|then ~2 never|not ~1 wake_up|woke_up",
      // Death asked of God or of sleep, goodbyes, and a future she does not see herself in.
      "pray|prayed|praying|prays ~7 take_me ~1 in_my_sleep|away|home|tonight|$",
      "hope|hopes|hoping|wish|want ~4 never ~2 get_up_again|wake_up_again",
      "take|taking ~1 myself ~1 out_of_the_picture|out_of_the_equation|out_of_their_lives",
      "leave|leaving ~1 this ~1 world|earth|life",
      "painless ~1 ways|way|method|methods|death|exit",
      "goodnight|goodbye|bye ~1 forever",
      "not ~3 see ~1 myself ~1 being_here|being_around|being_alive|making_it|still_here|still_being_here|alive",
      "not ~2 plan|planning ~1 on ~1 being_around|being_here|being_alive|sticking_around",
      "burden ~3 to|on ~2 everyone|my_family|them|my_husband|my_partner|my_kids|my_children|the_people",
      "i_am_a_burden|feel_like_a_burden|such_a_burden",
      "i ~2 a ~1 burden|burdon ~3 everyone|everybody|all_of_them|my_family",
      // Ways said by their means or their place, and asked about as if for someone else.
      `${PILLS} ~5 too_many|too_much|enough_to ~6 not_for_me|for_a_friend|asking_for_a_friend|asking_for_me`,
      `bought|buying|buy|got|getting ~3 ${PILLS} ~3 from ~2 different|separate ~1 shops|pharmacies|chemists|stores|supermarkets`,
      "how_high|how_tall|how_far ~4 balcony|bridge|building|car_park|multi_storey|roof|window|fall|drop ~4 need|needs|has|have|kill|die|fatal|survive",
      "looked_up|googled|searched|search ~3 tallest|highest ~2 car_parks|car_park|buildings|building|bridges|bridge|multi_storey|cliffs",
      "gun_safe|gun_cabinet ~3 code|key|combination",
      "version|world|future|tomorrow|picture|life ~3 where|without ~1 i ~1 am ~1 not ~1 in_it|there|around",
      "dying|die|died ~1 to ~1 be ~1 with ~1 him|her|them|my_son|my_daughter|my_baby",
      "lost|loss|stillbirth|stillborn|miscarriage|miscarried|died|passed_away|angel ~15 could|want|wanted|wanting|wish|thinking_of|thinking_about ~2 join|joining|be_with ~1 her|him|them|my_son|my_daughter|my_baby",
      "thoughts|thinking|urge|urges|want|wanting|tempted ~3 of|about|to? ~1 punching|punch|hitting|hit ~1 my ~1 stomach|belly|bump",
      "no_more_mornings|no_more_tomorrows ~1 $",
      // Sitting out over a height: a window, a balcony, a roof or a bridge.
      "sat|sitting|sit|sits ~6 window|windowsill|balcony|roof|bridge ~6 my? legs_over|legs_dangling|feet_dangling|legs_hanging|feet_over",
      "window|balcony|roof|bridge ~6 sat|sitting|sit|sits ~8 my? legs_over|legs_dangling|feet_dangling|legs_hanging|feet_over",
      "pull|urge|urges|tug ~3 to ~1 lean_forward|step_off|step_forward|lean_over|let_go|swerve",
      "stood|standing|stand|sat|sitting ~3 motorway_bridge|bridge_over_the_motorway",
      "jewellery|jewelry|rings|ring|locket|necklace ~4 envelope|envelopes ~3 names|name|labelled",
    ],
  },
  {
    // A goodbye said alone, as the whole message: Bloom asks ("Checking in, just in case").
    sign: "thoughts-of-self-harm",
    hersOnly: false,
    alone: true,
    phrases: [
      "forgive ~1 me",
      "sorry ~1 for ~1 everything",
      "i_am_sorry_for_everything|love_you_all|love_you_both|goodbye|goodbye_everyone|bye_everyone|bye_all|tonight|last_check_in|last_checkin|my_last_check_in|this_is_my_last_entry|this_is_my_last_post|see_you_on_the_other_side",
      "please? ~1 look_after|take_care_of ~1 him|her|them|the_baby|my_baby|my_babies|my_kids|my_children ~1 for_me?",
      "tell ~1 him|her|them|the_kids|my_kids|my_children ~1 i ~1 love ~1 him|her|them|you",
      "no_more_mornings|no_more_tomorrows|it_is_time|i_am_ready_now",
    ],
  },
  {
    // "Hurt myself" needs intent, or no sign of an accident ("I hurt myself lifting the car seat").
    sign: "thoughts-of-self-harm",
    hersOnly: false,
    phrases: [
      `${MODAL}|urge|urges|thoughts|thinking_about|thinking_of|deserve|need_to ~3 hurt|harm|cut|burn|injure|punish ~1 myself`,
    ],
  },
  {
    sign: "thoughts-of-self-harm",
    hersOnly: false,
    phrases: [
      "hurt|hurting|harm|harming|cut|cutting|burn|burning|injure|injuring|punish|punishing|scratch|scratching|pinch|pinching|hit|hitting|punch|punching|bang|banging|starve|starving ~1 myself",
      "myself ~3 until|till ~2 i? bleed|bled|bleeds|bruise|bruised|bruises",
      "cutting|cut|burning|burn|scratching|scratch|hitting|hit ~1 my ~1 arms|arm|wrists|wrist|legs|thighs|skin|stomach",
    ],
    unless: [ACCIDENT],
  },
  {
    // Hurting her own body on purpose: "hit my head on the door frame on purpose", "dug my nails
    // into my thighs until they bled". The purpose is said, so no accident can explain it.
    sign: "thoughts-of-self-harm",
    hersOnly: false,
    phrases: [
      `${SELF_INJURY} ~4 my|my_own ~1 ${OWN_BODY} ~6 on_purpose|deliberately|to_feel_something|to_punish_myself|until_it_bled|until_they_bled|till_it_bled|until_it_bruised|until_there_were_marks|until_it_is_raw|until_it_was_raw|until_they_are_raw|till_it_is_raw|until_raw`,
      `on_purpose|deliberately ~3 ${SELF_INJURY} ~2 my|my_own|myself`,
      "put|punched|smashed|rammed ~1 my ~1 fist|hand|head ~1 through ~5 on_purpose|deliberately|to_feel_something",
    ],
  },
  {
    sign: "thoughts-of-harming-baby",
    hersOnly: false,
    phrases: [
      `${URGE} ~4 ${HARM} ~2 my|the|our? ${CHILD}`,
      `${HARM} ~3 my|the|our? ${CHILD} ~4 on_purpose|deliberately|intentionally`,
      `afraid|scared|terrified|frightened ~3 to_be_alone_with|of_being_alone_with|being_alone_with ~2 my|the|our? ${CHILD}`,
      `${CHILD} ~8 what_i_might_do|what_i_could_do|what_i_would_do|what_i_will_do|what_i_may_do`,
      `scared|afraid|terrified|worried|frightened|fear ~3 what_i_might|what_i_could|what_i_would|what_i_will|what_i_may ~1 do ~2 to ~2 my|the|our? ${CHILD}|her|him`,
      "intrusive ~1 thoughts|thought|images|pictures",
      `i ~1 shook|hit|slapped|smacked|threw|squeezed|smothered ~2 my|the|our? baby|newborn|infant`,
      `${CHILD} ~4 better_off ~2 without_me|with_someone_else|with_another_mom|with_another_mother|with_a_better_mom|with_a_better_mother`,
      // A voice telling her to: "there's a voice telling me to hurt the baby".
      `voice|voices ~3 telling|tells|tell|told|saying|says|said ~1 me ~1 to ~2 ${HARM} ~2 my|the|our? ${CHILD}|him|her`,
      // "I feel like I'm a danger to my baby", "I'm not safe around my son".
      `i ~3 a_danger|a_threat|a_risk|not_safe|unsafe ~1 to|for|around|with ~1 my|the|our? ${CHILD}`,
    ],
  },
  {
    sign: "thoughts-of-harming-baby",
    hersOnly: false,
    phrases: [
      `${THOUGHT} ~4 ${HARM} ~2 my|the|our? ${CHILD}`,
      `i ~1 ${MODAL} ~1 to? ~1 ${HARM} ~2 my|the|our? ${CHILD}`,
    ],
    unless: [ACTIVITY],
  },
  {
    // "Him" or "her" is her baby unless she names a grown-up, or is joking about one.
    sign: "thoughts-of-harming-baby",
    hersOnly: false,
    phrases: [
      `${URGE}|${THOUGHT} ~4 ${HARM} ~1 him|her`,
      `${THOUGHT}|${URGE} ~4 putting|put|hold|holding|press|pressing ~2 pillow|blanket|hand|hands ~2 over ~2 her|his|its|baby ~1 face|head|mouth|nose`,
      `${THOUGHT}|${URGE} ~3 pressing|press|pressed|squeezing|squeeze ~2 down? ~1 on ~1 his|her ~1 chest|head|neck|throat|skull`,
      `voice|voices ~3 saying|says|said|telling|tells|whispering ~2 ${HARM} ~1 him|her`,
      `what_if_i ~2 threw|dropped|shook|smothered|drowned|hit ~2 my|the|our? ${CHILD}|him|her`,
      `what_if_i|scared_i|afraid_i|worried_i ~3 snap|lose_it|lose_control|lash_out ~3 ${HARM} ~1 him|her|${CHILD}`,
      `what_if_i ~2 ${HARM} ~1 him|her`,
      `what_if_i ~2 ${HARM} ~2 my|the|our? ${CHILD}`,
      // "Is it normal to not trust yourself near the pram at the platform?"
      `not ~1 trust ~1 myself|yourself ~3 near|around|with|alone_with ~2 my|the|our? ${CHILD}|pram|him|her`,
      "shook|shake|shaking|shaken ~1 him|her ~2 too_hard|so_hard|hard|really_hard",
      "nearly|almost ~1 threw|dropped_on_purpose|shook|hit|smothered|slapped ~1 her|him|the_baby|my_baby",
      `${HARM} ~1 him|her ~3 against|into|down|off|out_of ~2 wall|walls|stairs|floor|window|crib|cot`,
    ],
    unless: [
      "husband|hubby|partner|boyfriend|dh|wife|girlfriend|mil|boss|coworker|colleague|dog|cat|sister|brother|mom|dad|neighbor|neighbour|lol|lmao|haha",
      // An accident feared, not an urge: "scared I'll drop him while I'm half asleep on a feed".
      "while_i_am_half_asleep|while_half_asleep|when_i_am_half_asleep|safely|safest|safe_way|by_accident|accidentally|slippery|clumsy|butterfingers",
    ],
  },
];
