import { describe, expect, it } from "vitest";
import {
  detectByRules as detectRedFlags,
  findingOf,
  mergeFindings,
  type SafetyContext,
  safetyFinding,
  safetyJourneyOf,
} from ".";
import { editDistance, tokenise } from "./text";

const ids = (text: string, context?: SafetyContext) =>
  detectRedFlags(text, context)?.signs.map((s) => s.id) ?? [];

describe("the rules' reading (detectByRules: the model's strongest input)", () => {
  it("returns null for ordinary words, empty text and whitespace", () => {
    expect(detectRedFlags("Lovely walk in the park with the baby")).toBeNull();
    expect(detectRedFlags("")).toBeNull();
    expect(detectRedFlags("   \n ")).toBeNull();
  });

  it("says whether a finding is urgent, self-harm and an emergency, with labels", () => {
    const finding = detectRedFlags("I have chest pain and I want to die", { journey: "postpartum" });
    expect(finding).toMatchObject({ urgent: true, selfHarm: true, emergency: true });
    expect(finding?.signs.map((s) => s.id)).toEqual(["chest-pain-or-racing-heart", "thoughts-of-self-harm"]);
    expect(finding?.signs[0]?.label).toBe("Chest pain or a fast-beating heart");
    expect(safetyFinding.parse(finding)).toEqual(finding);
  });

  it("marks signs her provider should hear about now as urgent but not an emergency", () => {
    expect(detectRedFlags("terrible headache for 2 days", { journey: "pregnant" })).toMatchObject({
      urgent: true,
      selfHarm: false,
      emergency: false,
    });
  });

  it("reads several signs in one message, each once", () => {
    expect(ids("Severe headache. Blurry vision. My headache is awful and my face is swollen")).toEqual([
      "severe-headache",
      "vision-changes",
      "swelling-hands-face",
    ]);
  });

  it("keeps a negation to its own clause", () => {
    expect(ids("No fever, but the worst headache of my life")).toEqual(["severe-headache"]);
    expect(ids("I don't have a fever. I'm bleeding", { journey: "pregnant" })).toEqual([
      "bleeding-in-pregnancy",
    ]);
    expect(ids("not sure if I'm bleeding or it's discharge", { journey: "pregnant" })).toContain(
      "bleeding-in-pregnancy",
    );
  });

  it("reads the number of a temperature against 100.4 °F / 38 °C", () => {
    expect(ids("temp 100.4", { journey: "postpartum" })).toEqual(["fever"]);
    expect(ids("temp 100.3", { journey: "postpartum" })).toEqual([]);
    expect(ids("temperature is 37.9", { journey: "postpartum" })).toEqual([]);
    expect(ids("temperature is 38", { journey: "postpartum" })).toEqual(["fever"]);
    expect(ids("I'm at 101°F", { journey: "postpartum" })).toEqual(["fever"]);
    expect(ids("low grade fever of 99.5", { journey: "postpartum" })).toEqual([]);
    expect(ids("fever was 99 yesterday, now the temp is 102", { journey: "postpartum" })).toEqual(["fever"]);
    expect(ids("I'm 38 weeks, temp 37.1", { journey: "pregnant" })).toEqual([]);
    // A body temperature's shape needs no word for it; "point" is a decimal point.
    expect(ids("GP said a virus on Monday, it's Thursday and still 38.9", { journey: "pregnant" })).toEqual([
      "fever",
    ]);
    expect(ids("thermometer beeped 38 point 5", { journey: "postpartum" })).toEqual(["fever"]);
    expect(ids("99.1 so fine?", { journey: "postpartum" })).toEqual([]);
    expect(ids("baby weighed 38.5 cm long", { journey: "postpartum" })).toEqual([]);
  });

  it("does not read hay fever or a yellow fever jab as a fever, and still reads her temperature", () => {
    expect(ids("my hay fever is awful this week, 20 weeks", { journey: "pregnant" })).toEqual([]);
    expect(ids("yellow fever jab before our trip, safe at 14 weeks?", { journey: "pregnant" })).toEqual([]);
    expect(ids("I have a fever", { journey: "postpartum" })).toEqual(["fever"]);
    expect(ids("hay fever, and now a temp of 38.6 and shivering", { journey: "postpartum" })).toEqual([
      "fever",
    ]);
  });

  it("reads a bare 101 to 105 as her temperature when she says she feels ill", () => {
    expect(ids("hit 103 overnight, shivering under two duvets", { journey: "postpartum" })).toEqual([
      "fever",
    ]);
    expect(ids("102 this morning, took paracetamol and it hasn't shifted", { journey: "pregnant" })).toEqual([
      "fever",
    ]);
    // Without a word of feeling ill, or with a word before it that says what it counts, it is not one.
    expect(ids("102 this morning, can't believe it", { journey: "postpartum" })).toEqual([]);
    expect(ids("BP 138/104 and I feel a bit hot", { journey: "pregnant" })).toEqual([]);
    expect(ids("my watch said 104 on the stairs, all sweaty", { journey: "pregnant" })).toEqual([]);
    expect(ids("103 outside and I'm so hot", { journey: "pregnant" })).toEqual([]);
    expect(ids("she's 101 days old and I'm shattered and achy", { journey: "postpartum" })).toEqual([]);
  });

  it("reads her heart rate when she gives it, and not the baby's heartbeat", () => {
    expect(ids("resting and my heart keeps going 128", { journey: "postpartum" })).toEqual([
      "chest-pain-or-racing-heart",
    ]);
    expect(ids("my heart's doing 135 on the sofa", { journey: "pregnant" })).toEqual([
      "chest-pain-or-racing-heart",
    ]);
    expect(ids("my heart was 110 after the stairs", { journey: "pregnant" })).toEqual([]);
    expect(ids("the baby's heart was 150 at the check, all fine", { journey: "pregnant" })).toEqual([]);
    expect(ids("heartbeat 140 on the doppler", { journey: "pregnant" })).toEqual([]);
  });

  it("hears the baby moving less in either order, in pregnancy only", () => {
    expect(ids("the baby is moving way less since lunch, 31 weeks", { journey: "pregnant" })).toEqual([
      "baby-moving-less",
    ]);
    expect(ids("baby kicking less than usual today", { journey: "pregnant" })).toEqual(["baby-moving-less"]);
    expect(
      ids("the baby is moving way less at night now, sleeping better", { journey: "postpartum" }),
    ).toEqual([]);
  });

  it("does not read movements not yet felt early on, kicks longed for or a usual quiet spell as moving less, and hears him not felt", () => {
    const preg = { journey: "pregnant" } as const;
    expect(ids("15 weeks and I can't feel the baby move yet, normal?", preg)).toEqual([]);
    expect(ids("not felt any kicks yet but I'm only 17 weeks", preg)).toEqual([]);
    expect(ids("cannot wait to feel proper kicks, only flutters so far", preg)).toEqual([]);
    expect(ids("she's quieter after lunch like always", preg)).toEqual([]);
    expect(ids("34 weeks and I haven't felt the baby move yet today", preg)).toEqual(["baby-moving-less"]);
    expect(ids("the baby is quieter than usual today", preg)).toEqual(["baby-moving-less"]);
    expect(ids("haven't felt her kick since breakfast", preg)).toEqual(["baby-moving-less"]);
    expect(ids("barely felt him at all this afternoon", preg)).toEqual(["baby-moving-less"]);
  });

  it("reads her own words about her stage", () => {
    expect(ids("a bit of bleeding", { journey: "ttc" })).toEqual([]);
    expect(ids("positive test on Monday and now a bit of bleeding", { journey: "ttc" })).toEqual([
      "bleeding-in-pregnancy",
    ]);
    expect(ids("trying to get pregnant, bit of bleeding", { journey: "ttc" })).toEqual([]);
    expect(ids("a bit of bleeding on my period")).toEqual([]);
    expect(ids("a bit of bleeding")).toEqual(["bleeding-in-pregnancy"]);
    expect(
      ids("the test was positive on Sunday and now bright red blood when I wipe", { journey: "ttc" }),
    ).toEqual(["bleeding-in-pregnancy"]);
    // "I'm 34 weeks" is her pregnancy at any stage but after the birth.
    expect(
      ids("I'm 34 weeks with my second and water keeps trickling down my leg", { journey: "toddler" }),
    ).toEqual(["leaking-fluid"]);
    expect(ids("I'm 5 weeks and spotting a little", { journey: "postpartum" })).toEqual([]);
    expect(ids("I'm 5 weeks postpartum and spotting a little", { journey: "toddler" })).toEqual([]);
    expect(
      ids("two weeks after my c-section the bleeding got heavy again", { journey: "pregnant" }),
    ).toContain("heavy-bleeding");
  });

  it("reads someone else's symptoms as theirs, unless she has them too", () => {
    expect(ids("my husband has chest pain")).toEqual([]);
    expect(ids("my son has a fever and so do I")).toEqual(["fever"]);
    expect(ids("my husband thinks I have a fever")).toEqual(["fever"]);
  });

  it("reads a mother's signs told by someone beside her as hers, and a child's or a past one's as theirs", () => {
    const preg = { journey: "pregnant" } as const;
    expect(ids("girlfriend is 22 weeks and she's bleeding, blood in her knickers", preg)).toEqual([
      "bleeding-in-pregnancy",
    ]);
    expect(ids("my wife is 6 days post c section and she has a temperature of 38.9")).toEqual(["fever"]);
    expect(
      ids("our baby is 9 days old and my wife's calf is hot and swollen", { journey: "postpartum" }),
    ).toEqual(["painful-swollen-leg"]);
    expect(ids("my daughter is 30 weeks pregnant and she's had a terrible headache for two days")).toEqual([
      "severe-headache",
    ]);
    expect(ids("I'm 30 weeks and my daughter has a fever of 39", preg)).toEqual([]);
    expect(ids("My wife is 30 weeks. Our toddler is ill and she has a fever of 39", preg)).toEqual([]);
    expect(ids("my daughter is 18 weeks and she has a fever of 38.5", { journey: "toddler" })).toEqual([]);
    expect(ids("my sister had a seizure in her pregnancy years ago, is it genetic?", preg)).toEqual([]);
    expect(ids("my wife is 30 weeks and my husband has chest pain")).toEqual([]);
  });

  it("reads a child named by her age, or as the big one, as someone else, and not her own age", () => {
    const pp = { journey: "postpartum" } as const;
    expect(ids("My 2yo has a temp of 38.6 since yesterday, calpol is helping", pp)).toEqual([]);
    expect(ids("our 3 year old has a fever of 39.5, I'm 24 weeks", { journey: "pregnant" })).toEqual([]);
    expect(ids("the big one is 3 and had 38.8 last night", pp)).toEqual([]);
    expect(ids("my eldest fainted at assembly, the GP says she's fine", pp)).toEqual([]);
    expect(ids("my nan is short of breath these days", { journey: "pregnant" })).toEqual([]);
    expect(ids("I'm 35 years old and have had a fever of 38.9 since yesterday", pp)).toEqual(["fever"]);
    expect(ids("my 2yo has a temp and I have one too, 38.9", pp)).toEqual(["fever"]);
  });

  it("sets aside idioms of fainting, a pounding heart and breath, and still hears the sign", () => {
    const preg = { journey: "pregnant" } as const;
    expect(ids("nearly passed out when I saw the bill for the pram", preg)).toEqual([]);
    expect(ids("I'm gonna faint if one more person asks when I'm due", preg)).toEqual([]);
    expect(ids("so hungry I could faint", preg)).toEqual([]);
    expect(ids("felt faint with relief when we heard the heartbeat", preg)).toEqual([]);
    expect(ids("heart pounding waiting for my glucose test results", preg)).toEqual([]);
    expect(ids("couldn't breathe, I was so emotional holding her", { journey: "postpartum" })).toEqual([]);
    expect(ids("had to pinch myself when she slept through", { journey: "postpartum" })).toEqual([]);
    expect(ids("nearly fainted when I stood up in the shower", preg)).toEqual(["dizziness-or-fainting"]);
    expect(ids("my heart has been racing since yesterday, waiting for the GP to call back", preg)).toEqual([
      "chest-pain-or-racing-heart",
    ]);
    expect(ids("I can't breathe and my lips look blue", preg)).toEqual(["trouble-breathing"]);
    expect(ids("I pinch myself until it bruises", { journey: "postpartum" })).toEqual([
      "thoughts-of-self-harm",
    ]);
  });

  it("hears self-harm in text-speak, in slang and in hurting her own body on purpose", () => {
    const pp = { journey: "postpartum" } as const;
    expect(ids("dnt wnt 2 wake up tmrw", pp)).toEqual(["thoughts-of-self-harm"]);
    expect(ids("my hubby has no idea i been cuttin again", pp)).toEqual(["thoughts-of-self-harm"]);
    expect(ids("having unalive thoughts every day", pp)).toEqual(["thoughts-of-self-harm"]);
    expect(ids("I hit my head on the door frame on purpose, three times", pp)).toEqual([
      "thoughts-of-self-harm",
    ]);
    expect(ids("scratched my arms until they bled while she screamed", pp)).toEqual([
      "thoughts-of-self-harm",
    ]);
    expect(ids("I hit my head on the door frame getting into the car", pp)).toEqual([]);
    expect(ids("scratched my arms on the brambles picking blackberries", pp)).toEqual([]);
  });

  it("hears pills saved up, a funeral planned, a death hoped for in labour and an urge to chuck the baby", () => {
    const pp = { journey: "postpartum" } as const;
    expect(ids("stockpiled my sertraline, a month's worth in a drawer", pp)).toEqual([
      "thoughts-of-self-harm",
    ]);
    expect(ids("how many of my tabs would it take", pp)).toEqual(["thoughts-of-self-harm"]);
    expect(ids("made a playlist for my funeral today", pp)).toEqual(["thoughts-of-self-harm"]);
    expect(ids("my wife keeps saying she hopes she dies in labour", { journey: "pregnant" })).toEqual([
      "thoughts-of-self-harm",
    ]);
    expect(ids("I won't be here to see her grow up", pp)).toEqual(["thoughts-of-self-harm"]);
    expect(ids("anyone else get the urge to chuck the baby out of the window", pp)).toEqual([
      "thoughts-of-harming-baby",
    ]);
    expect(ids("I won't be here for Christmas, we're at my mum's", pp)).toEqual([]);
    expect(ids("my gran planned her own funeral songs years ago", pp)).toEqual([]);
  });

  it("hears a fit as a witness tells it, and not stiff legs after a class", () => {
    const pp = { journey: "postpartum" } as const;
    expect(ids("her eyes rolled back and she was twitching on the sofa for a minute", pp)).toEqual([
      "seizure",
    ]);
    expect(ids("her whole body went rigid and then her arms were jerking", pp)).toEqual(["seizure"]);
    expect(ids("my legs went stiff and shaking after the squats class", pp)).toEqual([]);
    expect(ids("I rolled my eyes so hard at my mother-in-law", pp)).toEqual([]);
  });

  it("sets aside a busy day, a baby's charm, a toddler's games, full breasts and night sweats", () => {
    const pp = { journey: "postpartum" } as const;
    expect(ids("I'm drowning in washing and dirty bottles", pp)).toEqual([]);
    expect(ids("this baby is killing me with cuteness", pp)).toEqual([]);
    expect(ids("my daughter drowned her doll in the bath", { journey: "toddler" })).toEqual([]);
    expect(ids("my chest feels tight when I'm engorged", pp)).toEqual([]);
    expect(ids("night sweats soaking the sheets, temp normal", pp)).toEqual([]);
    expect(ids("I've overdosed on Bluey this week", { journey: "toddler" })).toEqual([]);
    expect(ids("I could have killed my husband when he woke the baby", pp)).toEqual([]);
    expect(ids("I want to kill myself", pp)).toEqual(["thoughts-of-self-harm"]);
    expect(ids("after the blood test I cut my arm again", pp)).toEqual(["thoughts-of-self-harm"]);
    expect(ids("milk everywhere, soaked through my top", pp)).toEqual([]);
    expect(ids("my milk came in and the bleeding got really heavy with big clots", pp)).toEqual([
      "heavy-bleeding",
    ]);
    expect(ids("bled through my pad and my jeans", pp)).toEqual(["heavy-bleeding"]);
    expect(ids("I keep thinking about drowning myself in the bath", pp)).toEqual(["thoughts-of-self-harm"]);
    expect(ids("crushing pain in my chest while feeding her", pp)).toEqual(["chest-pain-or-racing-heart"]);
  });

  it("reads a sign as over when she says so further on, unless it came back or only nearly stopped", () => {
    const preg = { journey: "pregnant" } as const;
    const pp = { journey: "postpartum" } as const;
    expect(ids("Had a horrible migraine on Sunday, went to bed and it was gone by morning", preg)).toEqual(
      [],
    );
    expect(ids("The heavy bleeding stopped after the first week, now it's just spotting", pp)).toEqual([]);
    expect(ids("heavy bleeding stopped for a day, then started again this morning", pp)).toEqual([
      "heavy-bleeding",
    ]);
    expect(ids("the heavy bleeding had nearly stopped and now it's pouring", pp)).toEqual(["heavy-bleeding"]);
    expect(ids("bleeding so heavy it's gone through the pad and my jeans", pp)).toEqual(["heavy-bleeding"]);
    expect(ids("passing big clots and she's gone grey and clammy", pp)).toEqual(["heavy-bleeding"]);
    expect(ids("a terrible headache that's getting worse and my vision has gone blurry", preg)).toEqual([
      "severe-headache",
      "vision-changes",
    ]);
    expect(ids("a terrible headache, I'm hoping it will be gone by morning", preg)).toEqual([
      "severe-headache",
    ]);
  });

  it("hears 'but it's gone now', swelling that goes down, a cause found, and a fit of giggles", () => {
    const preg = { journey: "pregnant" } as const;
    const pp = { journey: "postpartum" } as const;
    expect(ids("Breathless on the stairs in the first week but that's gone now", pp)).toEqual([]);
    expect(ids("My face is so puffy in the mornings but it goes down after an hour", preg)).toEqual([]);
    expect(ids("Chest felt tight last night, turned out to be indigestion", preg)).toEqual([]);
    expect(ids("had a fit of giggles in the scan room", preg)).toEqual([]);
    expect(ids("breathless on the stairs but it's getting worse", pp)).toEqual(["trouble-breathing"]);
    expect(ids("my face is really puffy and it doesn't go down", preg)).toEqual(["swelling-hands-face"]);
    expect(ids("I'm fainting a lot, went down twice today at home", pp)).toEqual(["dizziness-or-fainting"]);
    expect(ids("tight chest, I thought it was heartburn but gaviscon hasn't helped", preg)).toEqual([
      "chest-pain-or-racing-heart",
    ]);
  });

  it("reads people on screen and in a crowd as someone else, and sets aside more idioms", () => {
    const preg = { journey: "pregnant" } as const;
    const pp = { journey: "postpartum" } as const;
    expect(ids("Watching Call the Midwife and one of the mums had a fit, scared me silly", preg)).toEqual([]);
    expect(ids("why do the women on these shows always collapse", preg)).toEqual([]);
    expect(ids("Cried at her first bath, couldn't breathe I was so overwhelmed with love", pp)).toEqual([]);
    expect(ids("I watched it and then I had a fit on the kitchen floor", preg)).toEqual(["seizure"]);
    expect(ids("I can't breathe and I'm so overwhelmed", pp)).toEqual(["trouble-breathing"]);
    expect(ids("my mum will kill me if she finds out I dyed his hair", pp)).toEqual([]);
    expect(ids("my sister volunteers for a suicide prevention charity", pp)).toEqual([]);
    expect(ids("I want someone to kill me", pp)).toEqual(["thoughts-of-self-harm"]);
    expect(ids("I've been thinking about suicide", pp)).toEqual(["thoughts-of-self-harm"]);
  });

  it("hears a danger to her baby, a voice telling her to harm, and death wished from outside", () => {
    const pp = { journey: "postpartum" } as const;
    expect(ids("i feel like im a danger to my baby", pp)).toEqual(["thoughts-of-harming-baby"]);
    expect(ids("I'm not safe around my son right now", pp)).toEqual(["thoughts-of-harming-baby"]);
    expect(ids("its like theres a voice telling me to hurt the baby", pp)).toEqual([
      "thoughts-of-harming-baby",
    ]);
    expect(ids("a voice keeps telling me to end it", pp)).toEqual(["thoughts-of-self-harm"]);
    expect(ids("I wish a lorry would just hit me", pp)).toEqual(["thoughts-of-self-harm"]);
    expect(ids("is the dog a danger to my baby?", pp)).toEqual([]);
    expect(ids("I'm not safe around him, he shouts at me", pp)).toEqual([]);
    expect(ids("my sat nav voice told me to turn left", pp)).toEqual([]);
  });

  it("hears death asked of God, goodbyes, a future she is not in and a mother who can't trust herself", () => {
    const pp = { journey: "postpartum" } as const;
    const selfHarm = ["thoughts-of-self-harm"];
    expect(ids("every night I pray he'll just take me in my sleep", pp)).toEqual(selfHarm);
    expect(ids("some days I hope I never wake up again", pp)).toEqual(selfHarm);
    expect(ids("maybe I should take myself out of the equation", pp)).toEqual(selfHarm);
    expect(ids("looking for a way to leave this world quietly", pp)).toEqual(selfHarm);
    expect(ids("searched for painless methods last night", pp)).toEqual(selfHarm);
    expect(ids("goodnight forever everyone", pp)).toEqual(selfHarm);
    expect(ids("honestly can't see myself still being here by spring", pp)).toEqual(selfHarm);
    expect(ids("I'm not planning on sticking around much longer", pp)).toEqual(selfHarm);
    expect(ids("I don't trust myself alone with my daughter tonight", pp)).toEqual([
      "thoughts-of-harming-baby",
    ]);
    expect(ids("I pray for my mum every night", pp)).toEqual([]);
    expect(ids("I can't see myself being a stay at home mum", pp)).toEqual([]);
    expect(ids("I don't trust my husband with the bottles yet", pp)).toEqual([]);
  });

  it("hears a way named by its means or its place, a burden, a loss she would follow, and images of harm", () => {
    const pp = { journey: "postpartum" } as const;
    const selfHarm = ["thoughts-of-self-harm"];
    const baby = ["thoughts-of-harming-baby"];
    expect(ids("how much insulin is too much, asking for a friend", pp)).toEqual(selfHarm);
    expect(ids("got codeine from two different pharmacies so nobody would notice", pp)).toEqual(selfHarm);
    expect(ids("how high would a window need to be to not survive", pp)).toEqual(selfHarm);
    expect(ids("googled the highest bridges round here", pp)).toEqual(selfHarm);
    expect(ids("tried the gun safe code again tonight, it still works", pp)).toEqual(selfHarm);
    expect(ids("I keep picturing a future where I'm not around and it looks easier", pp)).toEqual(selfHarm);
    expect(ids("honestly im a burden on everybody", pp)).toEqual(selfHarm);
    expect(ids("since we lost him I keep thinking I could join him", pp)).toEqual(selfHarm);
    expect(ids("I had thoughts of hitting my bump", { journey: "pregnant" })).toEqual(selfHarm);
    expect(ids("so tired. no more tomorrows.", pp)).toEqual(selfHarm);
    expect(ids("sat on the railing of the balcony last night with my legs dangling", pp)).toEqual(selfHarm);
    expect(ids("on the platform I feel the pull to step forward", pp)).toEqual(selfHarm);
    expect(ids("punched my hand through the wardrobe door deliberately", pp)).toEqual(selfHarm);
    expect(ids("scratched my arms until they are raw again", pp)).toEqual(selfHarm);
    expect(ids("sat by the window over the motorway for an hour tonight", pp)).toEqual([]);
    expect(ids("went and stood on the motorway bridge for a while tonight", pp)).toEqual(selfHarm);
    expect(ids("put my rings in envelopes with the girls' names on", pp)).toEqual(selfHarm);
    expect(ids("I saw myself putting a pillow over his face", pp)).toEqual(baby);
    expect(ids("I keep picturing squeezing down on her head", pp)).toEqual(baby);
    expect(ids("there's a voice saying drop her", pp)).toEqual(baby);
    expect(ids("what if I dropped the baby down the stairs on purpose", pp)).toEqual(baby);

    expect(ids("how much paracetamol is too much while breastfeeding?", pp)).toEqual([]);
    expect(ids("got the calpol from two shops because the first ran out", pp)).toEqual([]);
    expect(ids("how high does the cot side need to be?", pp)).toEqual([]);
    expect(ids("the tallest building in town has a lovely cafe on top", pp)).toEqual([]);
    expect(ids("we lost the match but my son could join her team next year", pp)).toEqual([]);
    expect(ids("the baby is punching my stomach all evening", { journey: "pregnant" })).toEqual([]);
    expect(ids("no more mornings without coffee for me", pp)).toEqual([]);
    expect(ids("we sat on the harbour railing eating chips with our legs dangling", pp)).toEqual([]);
    expect(ids("felt a pull in my groin when I leaned forward", pp)).toEqual([]);
  });

  it("leaves a dose question, a rest away, a death told of and an accident feared to the model", () => {
    const pp = { journey: "postpartum" } as const;
    expect(ids("how many ibuprofen can I take in a day with mastitis?", pp)).toEqual([]);
    expect(ids("how much paracetamol can I take at 30 weeks?", { journey: "pregnant" })).toEqual([]);
    expect(ids("how many paracetamol would it take to not wake up", pp)).toEqual(["thoughts-of-self-harm"]);
    expect(ids("I want to vanish into a hotel bath for an afternoon", pp)).toEqual([]);
    expect(ids("I want to disappear, I don't want to be here", pp)).toEqual(["thoughts-of-self-harm"]);
    expect(ids("the podcast was about a dad who died by suicide", pp)).toEqual([]);
    expect(ids("we lost her uncle to suicide when she was small", pp)).toEqual([]);
    expect(ids("some days I think I could die by suicide", pp)).toEqual(["thoughts-of-self-harm"]);
    expect(ids("sick of living on biscuits and cold tea", pp)).toEqual([]);
    expect(ids("sick of living like this", pp)).toEqual(["thoughts-of-self-harm"]);
    expect(ids("I'm such a burden to my manager with all these appointments", pp)).toEqual([]);
    expect(ids("I'm scared I'll drop her by accident on the stairs", pp)).toEqual([]);
    expect(ids("I'm scared I'll drop her on purpose", pp)).toEqual(["thoughts-of-harming-baby"]);
  });

  it("leaves thoughts of harm told as long past and come through to the model, unless they are back", () => {
    const pp = { journey: "postpartum" } as const;
    const selfHarm = ["thoughts-of-self-harm"];
    expect(
      ids("I used to cut myself at school, years ago. Counselling helped and I've been well since.", pp),
    ).toEqual([]);
    expect(ids("Last year I wanted to die. Therapy worked and I'm in a good place now.", pp)).toEqual([]);
    expect(ids("I used to cut myself at school and lately I want to again", pp)).toEqual(selfHarm);
    expect(ids("I used to cut myself at school and the urges are back", pp)).toEqual(selfHarm);
    expect(ids("I hurt myself lifting the car seat, my back is sore", pp)).toEqual([]);
    expect(
      ids("Years ago I tried to end my life. I was doing well but I'm thinking about it again.", pp),
    ).toEqual(selfHarm);
    expect(ids("Last year I wanted to die. I'm still in that place.", pp)).toEqual(selfHarm);
    expect(ids("I used to self-harm and I've recovered. Tonight I want to kill myself.", pp)).toEqual(
      selfHarm,
    );
  });

  it("hears a screening question answered no as no, unless the answer hid the truth", () => {
    const pp = { journey: "postpartum" } as const;
    expect(ids("The health visitor asked about thoughts of harming myself and I said no.", pp)).toEqual([]);
    expect(
      ids("The health visitor asked about thoughts of harming myself. I said no but I lied.", pp),
    ).toEqual(["thoughts-of-self-harm"]);
    expect(ids("She asked if I want to die. I couldn't tell her, so I said no.", pp)).toEqual([
      "thoughts-of-self-harm",
    ]);
  });

  it("reads every long text to the end", () => {
    const long = `${"We went to the park and had a picnic. ".repeat(200)}I want to end it all.`;
    expect(detectRedFlags(long)?.selfHarm).toBe(true);
  });
});

describe("reading her words", () => {
  it("spells contractions out and fixes a few typos of sign words", () => {
    expect(tokenise("I don't wanna, can't, im").map((t) => t.w)).toEqual([
      "i",
      "do",
      "not",
      "want",
      "to",
      ",",
      "can",
      "not",
      ",",
      "i",
      "am",
    ]);
    expect(tokenise("bleding headach sezure vomitting sucidal").map((t) => t.w)).toEqual([
      "bleeding",
      "headache",
      "seizure",
      "vomiting",
      "suicidal",
    ]);
    expect(tokenise("breeding feeding fewer").map((t) => t.w)).toEqual(["breeding", "feeding", "fewer"]);
    // Text-speak: "2" is "to" before a verb, a dropped g comes back on the words the rules know.
    const read = (text: string, keep?: Set<string>) =>
      tokenise(text, keep)
        .map((t) => t.w)
        .join(" ");
    expect(read("dnt wnt 2 wake up tmrw")).toBe("do not want to wake up tomorrow");
    expect(read("tired of livin, been cuttin 2nite", new Set(["living", "cutting"]))).toBe(
      "tired of living , been cutting tonight",
    );
    expect(read("i have 2 kids, want 2 weeks off, like 2 kicks")).toBe(
      "i have 2 kids , want 2 weeks off , like 2 kicks",
    );
    // Everyday words a letter from a sign word are not typos of it.
    const everyday = ["injected", "fiver", "cots", "selling", "spelling", "heartaches", "moping", "infested"];
    expect(tokenise(everyday.join(" ")).map((t) => t.w)).toEqual(everyday);
  });

  it("counts adjacent swaps as one edit", () => {
    expect(editDistance("dizyz", "dizzy", 1)).toBe(1);
    expect(editDistance("fever", "vomit", 2)).toBe(3);
  });
});

describe("helpers", () => {
  it("maps a profile stage to the journey the rules read in", () => {
    expect(safetyJourneyOf("pregnant_trimester_2")).toBe("pregnant");
    expect(safetyJourneyOf("postpartum_0-6")).toBe("postpartum");
    expect(safetyJourneyOf("ttc")).toBe("ttc");
    expect(safetyJourneyOf("none")).toBe("none");
    expect(safetyJourneyOf(null)).toBe("none");
    expect(safetyJourneyOf("something else")).toBe("none");
  });

  it("merges findings from several fields", () => {
    const a = detectRedFlags("chest pain");
    const b = detectRedFlags("I want to die");
    expect(mergeFindings(a, null, b)?.signs.map((s) => s.id)).toEqual([
      "chest-pain-or-racing-heart",
      "thoughts-of-self-harm",
    ]);
    expect(mergeFindings(null, undefined)).toBeNull();
  });

  it("keeps a check-in only for thoughts of harm, and only while no finding is sure of them", () => {
    const faint = findingOf(["thoughts-of-self-harm"], true);
    const sure = findingOf(["thoughts-of-harming-baby"]);
    expect(faint?.checkIn).toBe(true);
    expect(safetyFinding.parse(faint)).toEqual(faint);
    expect(findingOf(["fever"], true)).not.toHaveProperty("checkIn");
    expect(mergeFindings(faint, findingOf(["fever"]))?.checkIn).toBe(true);
    expect(mergeFindings(faint, sure)).not.toHaveProperty("checkIn");
    expect(mergeFindings(findingOf(["fever"]), null)).not.toHaveProperty("checkIn");
  });
});
