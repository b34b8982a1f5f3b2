/**
 * Strength, core and cardio moves shared by the catalogue. Plank-style, curl-up and jumping moves
 * carry the matching `flags` and the skip codes the safety tests require.
 */
import type { Move } from "./schema";

// Lower body

export const bodyweightSquat: Move = {
  name: "Bodyweight Squat",
  position: "standing",
  focus: "strength",
  instructions: [
    "Stand with feet about hip-width apart and toes slightly out.",
    "Breathe in and sit your hips back and down, knees tracking over your toes.",
    "Breathe out as you press through your whole foot to stand.",
  ],
  modifications: [
    { kind: "easier", text: "Squat to a chair and stand back up." },
    { kind: "harder", text: "Hold a dumbbell at your chest, or pause at the bottom." },
  ],
  skipIf: [],
};

export const sitToStand: Move = {
  name: "Sit-to-Stand",
  position: "seated",
  focus: "strength",
  instructions: [
    "Sit near the front of a sturdy chair with feet flat and hip-width apart.",
    "Lean forward slightly and breathe out as you stand up without using your hands.",
    "Sit back down slowly and with control.",
  ],
  modifications: [
    { kind: "easier", text: "Use your hands on your thighs to help." },
    { kind: "harder", text: "Lower for a count of four." },
  ],
  skipIf: [],
};

export const gobletSquat: Move = {
  name: "Goblet Squat",
  position: "standing",
  focus: "strength",
  instructions: [
    "Hold one dumbbell upright at your chest with both hands.",
    "Squat down with your chest tall and knees following your toes.",
    "Breathe out as you stand, gently lifting your pelvic floor.",
  ],
  modifications: [
    { kind: "easier", text: "Use a lighter weight or squat to a chair." },
    { kind: "pregnancy", text: "Widen your stance to make room for your bump." },
  ],
  skipIf: [],
};

export const sumoSquat: Move = {
  name: "Wide Sumo Squat",
  position: "standing",
  focus: "strength",
  instructions: [
    "Stand with feet wide and toes turned out, holding a dumbbell between your legs if you like.",
    "Lower your hips straight down with knees in line with toes.",
    "Press up and squeeze your glutes at the top.",
  ],
  modifications: [{ kind: "easier", text: "Hold a chair and make the squat shallow." }],
  skipIf: ["pelvic-girdle-pain"],
};

export const reverseLunge: Move = {
  name: "Reverse Lunge",
  position: "standing",
  focus: "strength",
  perSide: true,
  instructions: [
    "Stand tall with feet hip-width apart.",
    "Step one foot back and bend both knees, keeping your front knee over your ankle.",
    "Push through the front foot to return, then switch legs.",
  ],
  modifications: [
    { kind: "easier", text: "Hold a chair and take a shorter step." },
    { kind: "harder", text: "Hold dumbbells by your sides." },
  ],
  skipIf: ["pelvic-girdle-pain"],
};

export const splitSquat: Move = {
  name: "Split Squat",
  position: "standing",
  focus: "strength",
  perSide: true,
  instructions: [
    "Stand in a staggered stance, one foot forward and one back, holding a chair if needed.",
    "Lower your back knee towards the floor, keeping your chest tall.",
    "Rise back up; finish all reps before switching sides.",
  ],
  modifications: [{ kind: "easier", text: "Lower only a few inches." }],
  skipIf: ["pelvic-girdle-pain"],
};

export const romanianDeadlift: Move = {
  name: "Romanian Deadlift",
  position: "standing",
  focus: "strength",
  instructions: [
    "Stand with dumbbells in front of your thighs, knees softly bent.",
    "Hinge at the hips, sliding the weights down your legs with a long, flat back.",
    "Breathe out and squeeze your glutes to stand tall.",
  ],
  modifications: [
    { kind: "easier", text: "Practice the hinge without weights, hands on your thighs." },
    { kind: "harder", text: "Try it on one leg, holding a chair for balance." },
  ],
  skipIf: [],
};

export const gluteBridge: Move = {
  name: "Glute Bridge",
  position: "supine",
  focus: "strength",
  instructions: [
    "Lie on your back with knees bent and feet flat, hip-width apart.",
    "Breathe out, engage your pelvic floor and lift your hips until they line up with your knees.",
    "Lower slowly, one vertebra at a time.",
  ],
  modifications: [
    { kind: "easier", text: "Make the lift small." },
    { kind: "harder", text: "Rest a dumbbell across your hips, or march one foot at a time at the top." },
  ],
  skipIf: ["pregnancy-after-20-weeks", "c-section-under-8-weeks"],
};

export const clamshell: Move = {
  name: "Side-Lying Clamshell",
  position: "side-lying",
  focus: "strength",
  perSide: true,
  instructions: [
    "Lie on your side with knees bent, hips stacked and head supported.",
    "Keeping your feet together, lift the top knee without rolling your pelvis back.",
    "Lower with control; finish the set before turning over.",
  ],
  modifications: [
    { kind: "harder", text: "Loop a resistance band just above your knees." },
    { kind: "pregnancy", text: "Place a pillow under your bump for support." },
  ],
  skipIf: [],
};

export const sideLegLift: Move = {
  name: "Side-Lying Leg Lift",
  position: "side-lying",
  focus: "strength",
  perSide: true,
  instructions: [
    "Lie on your side with the bottom knee bent and top leg straight.",
    "Lift the top leg to hip height with the toes facing forward.",
    "Lower slowly; finish the set before turning over.",
  ],
  modifications: [{ kind: "easier", text: "Make the lift smaller and bend the top knee slightly." }],
  skipIf: ["pelvic-girdle-pain"],
};

export const calfRaise: Move = {
  name: "Calf Raise",
  position: "standing",
  focus: "strength",
  instructions: [
    "Stand tall with a hand on a wall or chair.",
    "Rise onto the balls of your feet, pause, then lower slowly.",
  ],
  modifications: [{ kind: "harder", text: "Do it one leg at a time." }],
  skipIf: [],
};

export const bandedSideStep: Move = {
  name: "Banded Side Step",
  position: "standing",
  focus: "strength",
  perSide: true,
  instructions: [
    "Loop a band above your knees and stand with feet hip-width apart, knees soft.",
    "Step sideways, keeping tension in the band, then bring the other foot to follow.",
    "Take the set of steps one way, then the same number back.",
  ],
  modifications: [{ kind: "easier", text: "Do it without the band." }],
  skipIf: ["pelvic-girdle-pain"],
};

// Upper body

export const wallPushUp: Move = {
  name: "Wall Push-Up",
  position: "standing",
  focus: "strength",
  instructions: [
    "Stand an arm's length from a wall with your hands on it at shoulder height.",
    "Bend your elbows to bring your chest towards the wall, keeping your body in one line.",
    "Breathe out as you press back.",
  ],
  modifications: [{ kind: "harder", text: "Step your feet further from the wall." }],
  skipIf: [],
};

export const inclinePushUp: Move = {
  name: "Incline Push-Up",
  position: "inclined",
  focus: "strength",
  flags: ["plank"],
  instructions: [
    "Place your hands on a sturdy counter or table edge, body in a straight line from head to heels.",
    "Bend your elbows and lower your chest towards the edge.",
    "Breathe out and press back up without letting your tummy dome or sag.",
  ],
  modifications: [
    { kind: "easier", text: "Do wall push-ups instead." },
    { kind: "harder", text: "Use a lower surface such as a sturdy step." },
  ],
  skipIf: ["diastasis-recti", "wrist-pain"],
};

export const bentOverRow: Move = {
  name: "Bent-Over Dumbbell Row",
  position: "standing",
  focus: "strength",
  instructions: [
    "Hold dumbbells and hinge forward from the hips with a long back and soft knees.",
    "Breathe out and row the weights towards your lower ribs.",
    "Lower slowly with control.",
  ],
  modifications: [
    { kind: "easier", text: "Rest one hand on a chair and row one arm at a time." },
    { kind: "pregnancy", text: "Hinge less and widen your feet for balance." },
  ],
  skipIf: [],
};

export const bandRow: Move = {
  name: "Seated Band Row",
  position: "seated",
  focus: "strength",
  instructions: [
    "Sit tall with legs out and a resistance band looped around your feet.",
    "Pull the ends towards your ribs, squeezing your shoulder blades together.",
    "Return slowly.",
  ],
  modifications: [{ kind: "easier", text: "Sit on a chair and anchor the band around a table leg." }],
  skipIf: [],
};

export const bandPullApart: Move = {
  name: "Band Pull-Apart",
  position: "standing",
  focus: "strength",
  instructions: [
    "Hold a band in front of your chest with straight arms.",
    "Pull the band apart until your hands reach your sides.",
    "Return slowly, keeping your ribs down.",
  ],
  modifications: [{ kind: "easier", text: "Hold the band with hands further apart." }],
  skipIf: [],
};

export const shoulderPress: Move = {
  name: "Dumbbell Shoulder Press",
  position: "standing",
  focus: "strength",
  instructions: [
    "Hold dumbbells at shoulder height, palms forward.",
    "Breathe out and press them overhead without arching your back.",
    "Lower slowly to your shoulders.",
  ],
  modifications: [
    { kind: "easier", text: "Sit on a chair and press one arm at a time." },
    { kind: "pregnancy", text: "Sit with back support if your lower back arches." },
  ],
  skipIf: [],
};

export const bicepCurl: Move = {
  name: "Bicep Curl",
  position: "standing",
  focus: "strength",
  instructions: [
    "Stand tall holding dumbbells by your sides, palms forward.",
    "Curl the weights towards your shoulders, elbows by your sides.",
    "Lower slowly all the way down.",
  ],
  modifications: [{ kind: "easier", text: "Sit on a chair or use lighter weights." }],
  skipIf: [],
};

export const lateralRaise: Move = {
  name: "Lateral Raise",
  position: "standing",
  focus: "strength",
  instructions: [
    "Hold light dumbbells by your sides with elbows slightly bent.",
    "Raise your arms out to shoulder height.",
    "Lower slowly without shrugging.",
  ],
  modifications: [{ kind: "easier", text: "Raise the arms only halfway, or use no weight." }],
  skipIf: [],
};

// Core

export const birdDog: Move = {
  name: "Bird Dog",
  position: "all-fours",
  focus: "core",
  perSide: true,
  instructions: [
    "Start on hands and knees with a neutral spine.",
    "Breathe out and reach one arm forward and the opposite leg back, hips level.",
    "Return with control and switch sides.",
  ],
  modifications: [
    { kind: "easier", text: "Slide just the leg back along the floor, keeping both hands down." },
    { kind: "pregnancy", text: "Keep the movement small and hug your baby in as you reach." },
  ],
  skipIf: ["wrist-pain"],
};

export const pallofPress: Move = {
  name: "Pallof Press",
  position: "standing",
  focus: "core",
  perSide: true,
  instructions: [
    "Anchor a band at chest height to your side and hold it at your chest with both hands.",
    "Breathe out and press the band straight out in front without letting it pull you round.",
    "Bring it back to your chest; finish the set, then face the other way.",
  ],
  modifications: [{ kind: "easier", text: "Step closer to the anchor for less tension." }],
  skipIf: [],
};

export const woodChop: Move = {
  name: "Standing Wood Chop",
  position: "standing",
  focus: "core",
  perSide: true,
  instructions: [
    "Hold a dumbbell with both hands beside one hip, feet wider than hips.",
    "Breathe out and lift it diagonally across your body to above the opposite shoulder, pivoting the back foot.",
    "Lower with control; finish the set before switching sides.",
  ],
  modifications: [{ kind: "easier", text: "Use no weight and move slowly." }],
  skipIf: [],
};

export const suitcaseCarry: Move = {
  name: "Suitcase Carry",
  position: "standing",
  focus: "core",
  perSide: true,
  instructions: [
    "Hold one dumbbell by your side and stand tall.",
    "Walk slowly without leaning towards or away from the weight.",
    "Switch hands and walk back.",
  ],
  modifications: [{ kind: "easier", text: "Use a lighter weight or a full shopping bag." }],
  skipIf: [],
};

export const forearmPlank: Move = {
  name: "Forearm Plank",
  position: "prone",
  focus: "core",
  flags: ["plank"],
  instructions: [
    "Rest on your forearms with elbows under shoulders and step your feet back.",
    "Breathe out, lift your pelvic floor and hold your body in a straight line.",
    "Keep breathing; stop if your tummy domes or you feel pressure downwards.",
  ],
  modifications: [
    { kind: "easier", text: "Drop to your knees, or do an incline plank with hands on a counter." },
    { kind: "harder", text: "Lift one foot at a time." },
  ],
  skipIf: ["diastasis-recti", "pelvic-floor-symptoms", "high-blood-pressure"],
};

export const sidePlankKnees: Move = {
  name: "Side Plank on Knees",
  position: "side-lying",
  focus: "core",
  perSide: true,
  flags: ["plank"],
  instructions: [
    "Lie on your side propped on your forearm, knees bent behind you.",
    "Lift your hips so your body forms a line from knees to head.",
    "Hold and breathe, then lower and switch sides.",
  ],
  modifications: [{ kind: "harder", text: "Straighten your legs and stack your feet." }],
  skipIf: ["diastasis-recti", "pelvic-girdle-pain"],
};

// Cardio

export const stepTouch: Move = {
  name: "Step Touch",
  position: "standing",
  focus: "cardio",
  instructions: [
    "Step one foot to the side and tap the other foot in to meet it.",
    "Repeat side to side, swinging your arms.",
    "Keep a steady rhythm and breathe easily.",
  ],
  modifications: [
    { kind: "easier", text: "Keep the steps small and arms low." },
    { kind: "harder", text: "Take wider steps and reach your arms overhead." },
  ],
  skipIf: [],
};

export const lowImpactJacks: Move = {
  name: "Low-Impact Star Steps",
  position: "standing",
  focus: "cardio",
  instructions: [
    "Step one foot out to the side as both arms sweep overhead.",
    "Step back in as your arms come down, then step out to the other side.",
    "Keep one foot on the floor at all times.",
  ],
  modifications: [{ kind: "easier", text: "Raise your arms only to shoulder height." }],
  skipIf: [],
};

export const kneeDrives: Move = {
  name: "Standing Knee Drives",
  position: "standing",
  focus: "cardio",
  perSide: true,
  instructions: [
    "Stand with one foot slightly back and arms reaching up.",
    "Drive the back knee up as you pull your arms down, then step it back.",
    "Keep a steady rhythm; finish one side before switching.",
  ],
  modifications: [{ kind: "easier", text: "Hold a chair and lift the knee lower." }],
  skipIf: [],
};

export const skaterSteps: Move = {
  name: "Skater Steps",
  position: "standing",
  focus: "cardio",
  instructions: [
    "Step wide to one side and sweep the other leg behind you, reaching across.",
    "Step back the other way in a smooth side-to-side rhythm.",
    "Keep your knees soft and your landing quiet.",
  ],
  modifications: [{ kind: "easier", text: "Tap the trailing foot beside you instead of behind." }],
  skipIf: ["pelvic-girdle-pain"],
};

export const squatToReach: Move = {
  name: "Squat to Overhead Reach",
  position: "standing",
  focus: "cardio",
  instructions: [
    "Squat down with your hands reaching towards your knees.",
    "Stand up briskly and reach both arms overhead, rising onto your toes.",
    "Keep the movement flowing.",
  ],
  modifications: [{ kind: "easier", text: "Keep your heels down and squat shallower." }],
  skipIf: [],
};

export const jumpingJacks: Move = {
  name: "Jumping Jacks",
  position: "standing",
  focus: "cardio",
  flags: ["jump"],
  instructions: [
    "Jump your feet out as your arms sweep overhead.",
    "Jump back in as your arms come down, landing softly.",
    "Keep your pelvic floor gently lifted; switch to star steps if you leak or feel heaviness.",
  ],
  modifications: [{ kind: "easier", text: "Do low-impact star steps instead." }],
  skipIf: ["pelvic-floor-symptoms"],
};

export const squatJump: Move = {
  name: "Squat Jump",
  position: "standing",
  focus: "cardio",
  flags: ["jump"],
  instructions: [
    "Squat down with your arms back.",
    "Swing your arms and jump up, landing softly back into the squat.",
    "Reset your posture between jumps if you need to.",
  ],
  modifications: [{ kind: "easier", text: "Rise onto your toes instead of jumping." }],
  skipIf: ["pelvic-floor-symptoms", "high-blood-pressure"],
};

export const mountainClimber: Move = {
  name: "Slow Mountain Climbers",
  position: "inclined",
  focus: "cardio",
  flags: ["plank"],
  instructions: [
    "Place your hands on a sturdy bench or counter in an incline plank.",
    "Bring one knee towards your chest, then step it back and switch legs.",
    "Move steadily and keep your tummy from doming.",
  ],
  modifications: [{ kind: "easier", text: "Do standing knee drives instead." }],
  skipIf: ["diastasis-recti", "wrist-pain", "pelvic-floor-symptoms"],
};
