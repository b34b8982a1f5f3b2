/**
 * Everyday phrases that use a sign's words for something else. Their words are set aside before
 * any rule looks at the text, so "killing it at the gym" never reaches the self-harm rules and
 * "baby fever" is not a fever. Each line is one idiom family; add to it when a real decoy fires.
 */
export const DECOYS: string[] = [
  // Self-harm words in everyday speech.
  "killing_it|killed_it|kill_it|kills_it|smashing_it|crushing_it|nailed_it",
  "kill|killing|kills ~1 for ~1 a|an|some|one",
  "killing|killed|kill ~1 myself ~1 laughing|laughter",
  // Too much of a good thing, and a grown-up who woke the baby.
  "overdosed|overdosing|overdose ~1 on ~1 chocolate|cake|coffee|caffeine|sugar|biscuits|crisps|cheese|carbs|tv|netflix|peppa|bluey|episodes|cuteness|cuddles|christmas",
  "could_have_killed|could_of_killed|wanted_to_kill|going_to_kill|will_kill|could_kill|could_murder|going_to_murder ~1 my? ~1 husband|partner|hubby|dh|boyfriend|bf|mil|mother_in_law|sister|brother|mom|dad|boss|neighbor|neighbour|flatmate|the_dog|the_cat",
  "could|would ~2 kill ~1 for",
  // A threat to her for a small sin: "my mum will kill me if I don't let her babysit".
  "will|would|going_to|gonna|is_going_to ~0 kill|murder ~1 me ~1 if|when|for|lol|haha",
  "dying_to|dying_for|die_for|to_die_for|dying_of|died_of|die_of|died_laughing|dying_laughing|die_laughing",
  "die|died|dying|dead ~1 of|from ~1 embarrassment|laughter|laughing|cuteness|boredom|shame|exhaustion|thirst|hunger",
  "dead_tired|dead_on_my_feet|deadline|deadlines|dead_end|dead_battery|to_death|the_death_of_me|the_death_of_us|the_end_of_me|the_end_of_us|dead_lift|deadlift|deadlifts",
  // "Had to pinch myself" is disbelief; "I'll die if one more person asks" is a threat to the asker.
  "had_to|have_to|need_to|needed_to|having_to ~1 pinch ~1 myself",
  "faint|pass_out|die|scream|explode ~1 if ~1 one_more|anyone_else|another|someone_else|i_hear|i_have_to",
  "nearly|almost ~1 died|fainted|passed_out ~2 at|when_i_saw|seeing ~2 the? price|prices|bill|cost|fees|quote|total|receipt",
  "hungry|starving ~3 could|might|going_to|will ~1 faint|pass_out|die|collapse",
  // An alarm clock: "I'd rather not wake up at 5am for the bin lorry".
  "wake_up|waking_up|woken_up ~2 at|before ~1 #",
  "phone|battery|laptop|plant|plants|car ~2 died|dead|dying",
  // A pain hoped gone: "I hope it will be gone after a nap" (not "I want to be gone").
  "it|this|that|they|these|pain|headache|ache|bleeding|rash|cough|cold|swelling ~1 will|would|should|might|to|will_hopefully ~0 be_gone",
  // A limb gone to sleep under a sleeping baby: "my arm went completely dead".
  "arm|arms|leg|legs|hand|hands|foot|feet|fingers|bum|butt|toes ~3 dead",
  // Wishing the floor would open: embarrassment, not a wish to be gone.
  "ground|floor|earth ~4 swallow|swallowed ~1 me",
  // A campaign or a course about it, not her: "a documentary about suicide prevention".
  "suicide|suicidal prevention|awareness",
  // Someone's death told: "a character dies by suicide", "lost my brother to suicide".
  "died|dies ~1 by|of ~1 suicide",
  "lost ~3 to ~1 suicide",
  // Getting away for a rest: "I wish I could disappear to a spa for a week".
  "disappear|vanish ~1 to|into|for|on ~2 spa|spa_day|spa_weekend|weekend|week|day|holiday|hour|an_hour|hotel|beach|island|bath|nap",
  // Living on little: "tired of existing on cold coffee", "existing in open-plan offices".
  "existing|living ~1 on|off|in ~2 coffee|caffeine|toast|crumbs|biscuits|snacks|cold|hours|sleep|open_plan|offices|office|leftovers|takeaway",
  // A burden at work: "such a burden at work with all the scans".
  "burden ~3 at_work|to_my_team|on_my_team|to_my_colleagues|to_my_boss|to_my_manager|when_i_ask",
  "killer ~1 workout|abs|body|deal|heels|outfit|view|app|recipe|song|playlist|class|session|legs|arms",
  "kill|killing ~1 time|two_birds|the_lights|the_mood|the_vibe|the_music|the_engine|germs|bacteria|weeds",
  "suicide_squad|suicide_doors|suicide_run|suicide_runs|suicide_sprint|suicide_sprints|suicide_drills|suicides",
  "cut ~1 myself ~1 some|a ~1 slack|break",
  "give ~1 myself ~1 a ~1 break",
  "hurt|hurts|hurting ~1 my ~1 feelings|pride",
  "throw|throwing|threw ~4 party|shower|birthday|bash|celebration",
  "drop|dropping|dropped ~3 off|weight|pounds|the_baby_weight",
  // Compound nouns that begin with "baby": the baby's bottle is not the baby.
  "baby|babies ~0 bottle|bottles|monitor|monitors|food|clothes|gear|shower|blues|brain|weight|fat|steps|carrier|wipes|toys|toy|book|books|seat|stroller|pram|gate|proofing|registry|names|name|shampoo|lotion|formula|sling|wrap|swing|bouncer|cot|crib|nursery|photos|pictures|pics|teeth|tooth|powder|oil|led|shark|doll|dolls|fever|sister|brother|moon|bump_photos|yoga|massage|class|classes",
  // Feelings about the bond with her baby are not the baby's movements ("I don't feel close to
  // my baby"); what they say about her mood is read by the self-harm rules as usual.
  "feel|felt|feeling ~1 bonded|connected|close|attached|a_bond|any_bond|a_connection|any_connection|love|any_love ~1 with|to|towards|for",
  // Not her fever.
  "cabin|spring|summer|world_cup|disco|saturday_night|football|shopping|holiday|election|playoff|bieber|hay|yellow ~1 fever",
  "fever ~1 dream|dreams|pitch|tree|few",
  "feverish ~2 pace|excitement|activity",
  // Headache, pain and heart as idioms.
  "headache ~1 of ~1 a|an",
  "what|such ~1 a|an ~1 headache",
  "is|was|been|being|be ~1 a|such_a ~0 headache",
  "give|gives|giving ~2 me ~1 a? headache ~2 trying|working|figuring",
  "pain_in_the_neck|pain_in_the_butt|pain_in_the_ass|pain_in_the_arse|growing_pains|no_pain_no_gain",
  "heart ~2 racing|pounding|raced ~2 with|from ~1 excitement|joy|love|happiness",
  // Waiting for results: "heart pounding waiting for my scan results" (not "racing since yesterday,
  // waiting for the GP to call back").
  "heart ~1 racing|pounding|raced|pounded|thumping|hammering ~2 waiting|waited ~1 for|on ~3 results|result|test|tests|scan|news|hcg|verdict",
  "heartburn|heart_burn|heartache|heartbroken|heart_broken",
  "heart ~2 swell|swells|swelled|swelling|melt|melts|full|bursting",
  "swollen|swelled|swelling ~1 with ~1 pride|love|joy|emotion",
  "chest ~1 day|press|presses|fly|flies|workout|exercise|exercises|muscles|stretch|stretches|freezer|of_drawers|drawers|binder",
  // Chestfeeding, said together: "pain in my chest while feeding her" is still her chest.
  "chest feeding|feed|feeds|fed",
  "off_my_chest",
  "belly ~1 laugh|laughs|laughing|button|dance|dancing|band|fat",
  "gut ~1 feeling|instinct|health|microbiome|check|bacteria",
  // Blood and bleeding that are not from the vagina.
  "blood ~1 pressure|test|tests|sugar|sugars|work|type|draw|drawn|results|glucose|orange|oranges|moon|bank|donation|drive|cells|count|iron|levels|panel|group|vessels",
  "cord_blood|bloodwork|blood_work",
  "nose|gums|gum|nipple|nipples|lip|lips|finger|fingers|cut|scratch|mouth|tongue|teeth|toe|knee|paper_cut|hemorrhoid|hemorrhoids|piles ~2 bleed|bleeding|bleeds|bled",
  "nosebleed|nosebleeds|nose_bleed|nose_bleeds",
  "bleed|bleeding|bleeds|bled ~3 from ~1 my? nose|gums|gum|nipple|nipples|lip|lips|finger|mouth|tongue|teeth|cut|bottom|bum|hemorrhoid|hemorrhoids|piles",
  "bleeding_heart|bleeding_edge|bleed_me_dry|bleeding_money",
  "hemorrhaging|hemorrhage|hemorrhaged|bleeding|bleed|bled ~1 money|cash|pounds|dollars|savings|funds",
  "spotted|spot ~1 him|her|them|it|someone|something",
  "spotted|spot ~1 a|an|the|this|that|some ~2 deal|deals|sale|bargain|mistake|typo|bird|car|friend|difference|sign|rainbow|stroller|dress|one|pair",
  // A jab, a blood test or a drip in her arm: "the injection in my arm still aches", "bloods taken
  // from my arm".
  "injection|injections|jab|jabs|vaccine|vaccination|vaccinations|cannula|drip|bloods|blood_test|blood_tests|anti_d|infusion|needle ~2 in|into|on|from ~1 my|the ~1 arm|arms|hand|hands|wrist|thigh|leg|bum",
  "my ~1 arm|arms|hand|wrist|thigh|leg ~3 from|after ~2 the|my? injection|injections|jab|jabs|vaccine|vaccination|cannula|drip|bloods|blood_test|anti_d|infusion|needle",
  // Water that is not hers.
  "water ~1 bottle|bottles|glass|heater|pipe|pipes|main|intake|tracker|goal|birth|aerobics|park|fountain|filter|tank|bill|tap|balloon|balloons",
  "drinking_water|drink_water|glass_of_water|glasses_of_water|cup_of_water|bottle_of_water",
  "breaking|broke ~1 the? water|waters ~1 bottle|glass",
  // Fainting, falling asleep, seizing up.
  "faint ~1 line|lines|positive|bfp|smell|sound|hope|memory|glow|scent|trace|hint|taste|idea|chance|outline|mark|shadow|squinter|test",
  "passed_out|crashed|collapsed ~3 on|in|into|onto ~1 the|my? bed|couch|sofa|chair",
  "passed_out ~1 early|asleep|at_#|by_#",
  "blacked_out ~2 windows|curtains|blinds|room",
  "dizzying",
  "head|mind ~2 spinning|spins ~1 with|from|trying|thinking",
  "fainted|faint|fainting|swoon|swooned ~2 from|with ~1 happiness|joy|excitement|cuteness|shock|pride|relief",
  "suffocating|drowning ~1 under|in ~3 laundry|washing|ironing|housework|bottles|work|paperwork|bills|emails|toys|mess|stuff|chores|nappies|diapers|dishes|admin|responsibilities|love|cuddles|clutter|homework|forms",
  // A toddler's games and a baby's charm: "she drowned her doll in the bath", "killing me with cuteness".
  "drown|drowned|drowning|smother|smothered|smothering ~2 her|his|their|the|a|my ~1 doll|dolly|dolls|teddy|teddies|toy|toys|duck|ducks|barbie|barbies",
  "killing|kills|killed ~1 me ~1 with ~1 cuteness|cute|kindness|smiles|giggles|questions|noise",
  "seizure ~1 warning|warnings|alert|alerts",
  // A fit of giggles is laughter.
  "fit|fits of ~1 the? giggles|laughter|laughing|rage|pique|jealousy|coughing|sneezing|hysterics|temper",
  "disappear|disappearing|vanish ~1 under|into ~3 blanket|blankets|duvet|covers|book|bath|bed|sofa|couch",
  "dizzy ~1 with|from ~1 excitement|joy|love|happiness|spinning|dancing|the_ride|laughing|twirling|sheer|choice|choices|options",
  "seize|seized|seizing ~1 up|the|this|every|upon|control|power|opportunity|moment|chance|day",
  "back|neck|muscle|muscles|shoulder|hip|laptop|computer|phone|engine|car|app|screen|knee ~2 seize|seized|seizing",
  // Vision as a plan, blur as a busy week, wounds as feelings.
  "vision ~1 board|boards|statement|for|of|quest",
  "seeing_double|see_double ~4 lines|line|test|tests|positive|twins|bfp",
  "blurry|blurred ~1 photo|photos|picture|pictures|pic|pics|image|images|video|line|lines|memory|memories|ultrasound|scan|screenshot|background",
  "in_stitches|wound_up|wear_and_tear|tear_jerker|tears_of_joy",
  "breathtaking|breathtakingly|breathing_exercise|breathing_exercises|breathing_technique|breathing_techniques|breathing_app|breathing_class",
  "breathe|breathing|breath ~1 through ~1 my|the? nose",
  "breathe|breathing ~2 in ~1 these|this|those|my ~1 jeans|trousers|pants|dress|bra|leggings|top|clothes|corset",
  "breathe|breathing ~1 for ~1 laughing|laughter",
  "heavy ~1 bag|lifting|weights|heart|metal|cream|rain|traffic",
  "sick_of|sick_and_tired|sick_day|sick_days",
  "makes|made|make|making ~2 me ~1 want ~1 to ~1 throw_up|vomit|puke|be_sick|hurl",
  "not|never ~1 stop|stops|stopped|stopping ~2 moving|kicking|wriggling|wiggling|squirming|rolling|dancing|flipping",
  "non_stop ~1 kicking|kicks|moving|wriggling",
  "bowel_movement|bowel_movements|bowel|movement_class|movement_break",
  "up_and_moving|get_moving|keep_moving|moving_house|moving_day|moving_to|moving_in|moving_out|moving_on|moved_in|moved_out|moved_to",
];

/**
 * Words no decoy may hide, because a sign is said through them: "sick of living" is not "sick of
 * the rain" (the idiom that keeps "sick of" from reading as vomiting), unless what follows says how
 * she lives ("sick of living on biscuits").
 */
export const NOT_DECOYS: string[] = [
  "sick_of|sick_and_tired_of ~2 living|being_alive|life|existing|being_here ~1 $|like_this|anymore|any_more|any_longer|and|so|because|now",
];
