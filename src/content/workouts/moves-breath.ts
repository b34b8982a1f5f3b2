/**
 * Gentle moves shared by the catalogue, part 1: breathing, pelvic floor, deep core and walking.
 * Each is undosed; workouts add time or reps with `timed` / `counted`.
 */
import type { Move } from "./schema";

// Breathing

export const bellyBreathing: Move = {
  name: "Diaphragmatic Breathing",
  position: "seated",
  focus: "breathing",
  instructions: [
    "Sit tall with one hand on your chest and one on your lower ribs.",
    "Breathe in through your nose and let your ribs and belly widen into your hands.",
    "Breathe out slowly through pursed lips, feeling your ribs draw back in.",
    "Keep your shoulders soft and the chest hand fairly still.",
  ],
  modifications: [
    { kind: "easier", text: "Lean back against cushions or a wall if sitting upright is tiring." },
    { kind: "pregnancy", text: "Breathe into the sides and back of your ribs as your bump grows." },
  ],
  skipIf: [],
};

export const sideLyingBreathing: Move = {
  name: "Side-Lying Rib Breathing",
  position: "side-lying",
  focus: "breathing",
  instructions: [
    "Lie on your side with a pillow under your head and another between your knees.",
    "Rest your top hand on the side of your ribs.",
    "Breathe in and feel the ribs lift into your hand; breathe out and let them settle.",
  ],
  modifications: [
    { kind: "pregnancy", text: "Add a pillow under your bump; the left side is often most comfortable." },
  ],
  skipIf: [],
};

export const boxBreathing: Move = {
  name: "Box Breathing",
  position: "seated",
  focus: "breathing",
  instructions: [
    "Sit comfortably and let your eyes close or soften.",
    "Breathe in for a count of four, pause for four, breathe out for four, pause for four.",
    "Keep the pauses relaxed, never straining.",
  ],
  modifications: [
    { kind: "easier", text: "Use a count of three, or drop the pauses." },
    { kind: "pregnancy", text: "Skip the breath holds; breathe in for four and out for six instead." },
  ],
  skipIf: [],
};

export const longExhale: Move = {
  name: "Long Exhale Breathing",
  position: "seated",
  focus: "breathing",
  instructions: [
    "Settle into a comfortable seat with your hands resting in your lap.",
    "Breathe in gently through your nose for a count of four.",
    "Breathe out through your mouth for a count of six to eight, as if fogging a mirror.",
    "Let each out-breath soften your jaw and shoulders a little more.",
  ],
  modifications: [
    { kind: "easier", text: "Start with a four-count out-breath and lengthen it as you relax." },
  ],
  skipIf: [],
};

export const labourBreathing: Move = {
  name: "Wave Breathing for Labor",
  position: "seated",
  focus: "breathing",
  instructions: [
    "Sit on a birth ball or chair with your feet wide and flat.",
    "Breathe in slowly through your nose as if a wave is building.",
    "Breathe out longer and slower, letting your jaw, shoulders and pelvic floor soften.",
    "Picture each breath carrying you over the top of a wave and down the other side.",
  ],
  modifications: [
    { kind: "easier", text: "Lean forward onto the seat of a sofa or your partner for support." },
  ],
  skipIf: [],
};

// Pelvic floor

export const pelvicFloorHolds: Move = {
  name: "Pelvic Floor Squeeze and Release",
  position: "seated",
  focus: "pelvic-floor",
  instructions: [
    "Sit upright with your weight even on both sit bones.",
    "Breathe out and gently squeeze as if stopping wind and the flow of urine, lifting inward.",
    "Hold the lift for up to 10 seconds while breathing normally.",
    "Let go fully and rest for as long as you held before the next squeeze.",
  ],
  modifications: [
    { kind: "easier", text: "Hold for 3-5 seconds and build up over the weeks." },
    {
      kind: "postpartum",
      text: "If you feel pain, heaviness or leaking, ask for a pelvic health physio referral.",
    },
  ],
  skipIf: [],
};

export const pelvicFloorFlicks: Move = {
  name: "Quick Pelvic Floor Flicks",
  position: "seated",
  focus: "pelvic-floor",
  instructions: [
    "Sit tall and breathe normally.",
    "Squeeze and lift your pelvic floor quickly, then let go completely.",
    "Make sure each release is full before the next squeeze.",
  ],
  modifications: [{ kind: "easier", text: "Do five quick squeezes, rest, then five more." }],
  skipIf: [],
};

export const sideLyingPelvicFloor: Move = {
  name: "Side-Lying Pelvic Floor Lift",
  position: "side-lying",
  focus: "pelvic-floor",
  instructions: [
    "Lie on your side with pillows under your head and between your knees.",
    "As you breathe out, gently draw up your pelvic floor from back to front.",
    "Hold for a few breaths, then release fully as you breathe in.",
  ],
  modifications: [{ kind: "easier", text: "Hold for just one breath and rest between lifts." }],
  skipIf: [],
};

export const pelvicFloorRelease: Move = {
  name: "Pelvic Floor Release Breath",
  position: "seated",
  focus: "pelvic-floor",
  instructions: [
    "Sit on a ball or cushion with your knees wider than your hips.",
    "Breathe in and let your belly, ribs and pelvic floor widen and drop.",
    "Breathe out slowly without squeezing, keeping the pelvic floor soft and open.",
  ],
  modifications: [
    { kind: "pregnancy", text: "Practice this often in late pregnancy as preparation for birth." },
  ],
  skipIf: [],
};

export const connectionBreath: Move = {
  name: "Connection Breath",
  position: "seated",
  focus: "pelvic-floor",
  instructions: [
    "Sit tall and breathe in, letting your ribs widen and pelvic floor relax.",
    "Breathe out and gently lift your pelvic floor, then draw your lower tummy in towards your spine.",
    "Let both relax completely as you breathe in again.",
  ],
  modifications: [
    { kind: "easier", text: "Practice lying on your side first if seated feels hard to control." },
    { kind: "postpartum", text: "Use about 30% effort; this is a gentle connection, not a brace." },
  ],
  skipIf: [],
};

// Core (gentle, deep core only)

export const transverseActivation: Move = {
  name: "Transverse Abdominis Activation",
  position: "supine",
  focus: "core",
  instructions: [
    "Lie on your back with knees bent, feet flat, and fingertips just inside your hip bones.",
    "Breathe in to prepare.",
    "Breathe out, lift your pelvic floor and gently draw your lower tummy away from your fingers.",
    "Hold for a few seconds without moving your back, then release as you breathe in.",
  ],
  modifications: [
    { kind: "easier", text: "Do it lying on your side or sitting if lying flat is uncomfortable." },
    { kind: "postpartum", text: "If your tummy domes or bulges along the midline, use less effort." },
  ],
  skipIf: ["pregnancy-after-20-weeks"],
};

export const heelSlides: Move = {
  name: "Heel Slides",
  position: "supine",
  focus: "core",
  perSide: true,
  instructions: [
    "Lie on your back with knees bent and feet flat, pelvis level.",
    "Breathe out, gently engage your pelvic floor and deep tummy muscles.",
    "Slide one heel away along the floor until the leg is nearly straight, keeping your pelvis still.",
    "Breathe in as you slide it back, then switch legs.",
  ],
  modifications: [
    { kind: "easier", text: "Slide the heel only halfway out." },
    { kind: "harder", text: "Hover the heel just above the floor as it slides." },
  ],
  skipIf: ["pregnancy-after-20-weeks"],
};

export const toeTaps: Move = {
  name: "Bent-Knee Toe Taps",
  position: "supine",
  focus: "core",
  perSide: true,
  instructions: [
    "Lie on your back and lift one leg at a time to tabletop, knees bent at 90 degrees.",
    "Breathe out and engage your deep core, keeping your lower back quiet.",
    "Lower one foot to tap the floor, then bring it back up.",
    "Stop if your tummy domes along the midline.",
  ],
  modifications: [
    { kind: "easier", text: "Keep one foot on the floor and lift and lower the other." },
    { kind: "harder", text: "Tap further away from your hips." },
  ],
  skipIf: ["pregnancy-after-20-weeks", "c-section-under-8-weeks"],
};

export const deadBug: Move = {
  name: "Dead Bug",
  position: "supine",
  focus: "core",
  perSide: true,
  instructions: [
    "Lie on your back with knees over hips and arms reaching to the ceiling.",
    "Breathe out and lower one arm overhead and the opposite heel towards the floor.",
    "Keep your ribs down and back steady, then return and switch sides.",
  ],
  modifications: [
    { kind: "easier", text: "Move only the legs, or only the arms." },
    { kind: "harder", text: "Straighten the leg more as it lowers." },
  ],
  skipIf: ["pregnancy-after-20-weeks", "c-section-under-8-weeks"],
};

export const allFoursDrawIn: Move = {
  name: "All-Fours Belly Draw-In",
  position: "all-fours",
  focus: "core",
  instructions: [
    "Come onto hands and knees with a neutral spine.",
    "Breathe in and let your belly relax towards the floor.",
    "Breathe out and hug your baby or belly up towards your spine without rounding your back.",
  ],
  modifications: [
    { kind: "easier", text: "Rest your forearms on a chair seat or a stack of pillows." },
    {
      kind: "pregnancy",
      text: "Think of gently hugging your baby; it supports your back as the bump grows.",
    },
  ],
  skipIf: ["wrist-pain"],
};

// Walking

export const easyWalk: Move = {
  name: "Easy Walk",
  position: "standing",
  focus: "walking",
  instructions: [
    "Walk at a pace where you can chat comfortably.",
    "Stand tall, let your arms swing and breathe easily.",
    "Turn back early if you tire; the return trip counts too.",
  ],
  modifications: [
    { kind: "easier", text: "Walk indoors or around the garden and sit down whenever you need." },
    { kind: "postpartum", text: "Stop if bleeding gets heavier; that is a sign to rest more." },
  ],
  skipIf: [],
};

export const briskWalk: Move = {
  name: "Brisk Walk",
  position: "standing",
  focus: "cardio",
  instructions: [
    "Pick up the pace until you are breathing harder but can still speak in sentences.",
    "Swing your arms from the shoulders and push off through your toes.",
    "Keep your tummy and pelvic floor gently engaged and your posture tall.",
  ],
  modifications: [
    { kind: "easier", text: "Alternate one minute brisk with one minute easy." },
    { kind: "harder", text: "Choose a route with hills, or push a stroller." },
  ],
  skipIf: [],
};

export const marching: Move = {
  name: "Marching in Place",
  position: "standing",
  focus: "cardio",
  instructions: [
    "Stand tall and march on the spot, swinging your arms.",
    "Lift your knees to a comfortable height and land softly.",
    "Keep breathing steadily throughout.",
  ],
  modifications: [
    { kind: "easier", text: "Hold a chair back and keep the knee lifts low." },
    { kind: "harder", text: "Lift your knees higher and pump your arms overhead." },
  ],
  skipIf: [],
};
