/**
 * Gentle moves shared by the catalogue, part 2: mobility, stretches, yoga shapes, stability ball
 * and relaxation. Each is undosed; workouts add time or reps with `timed` / `counted`.
 */
import type { Move } from "./schema";

// Mobility and stretching

export const neckShoulderRelease: Move = {
  name: "Neck and Shoulder Release",
  position: "seated",
  focus: "mobility",
  instructions: [
    "Sit tall and roll your shoulders slowly backwards five times.",
    "Tip your right ear towards your right shoulder and breathe there.",
    "Come back to center and repeat on the left side.",
  ],
  modifications: [{ kind: "easier", text: "Make the movements smaller and slower." }],
  skipIf: [],
};

export const chinTucks: Move = {
  name: "Chin Tucks",
  position: "seated",
  focus: "mobility",
  instructions: [
    "Sit tall and look straight ahead.",
    "Glide your chin straight back as if making a double chin, keeping your eyes level.",
    "Hold for two breaths and release.",
  ],
  modifications: [{ kind: "easier", text: "Do it with the back of your head against a wall or headrest." }],
  skipIf: [],
};

export const shoulderBladeSqueeze: Move = {
  name: "Shoulder Blade Squeeze",
  position: "seated",
  focus: "mobility",
  instructions: [
    "Sit tall with arms relaxed by your sides.",
    "Draw your shoulder blades gently back and down, opening your chest.",
    "Hold for a breath, then relax.",
  ],
  modifications: [
    { kind: "harder", text: "Hold a resistance band in front of you and pull it apart as you squeeze." },
  ],
  skipIf: [],
};

export const ankleCircles: Move = {
  name: "Ankle Pumps and Circles",
  position: "seated",
  focus: "mobility",
  instructions: [
    "Sit or recline with your legs out in front of you.",
    "Point and flex your feet briskly, then circle each ankle in both directions.",
    "Keep breathing easily; this helps circulation in your legs.",
  ],
  modifications: [{ kind: "easier", text: "Do it in bed, propped up on pillows." }],
  skipIf: [],
};

export const seatedPelvicTilts: Move = {
  name: "Seated Pelvic Tilts",
  position: "seated",
  focus: "mobility",
  instructions: [
    "Sit on a chair or ball with feet flat and hip-width apart.",
    "Roll your pelvis back so your lower back rounds slightly, then forward so it arches.",
    "Move slowly with your breath, keeping your upper body still.",
  ],
  modifications: [{ kind: "easier", text: "Make the movement very small and sit on a firm chair." }],
  skipIf: [],
};

export const standingPelvicTilts: Move = {
  name: "Standing Pelvic Tilts",
  position: "standing",
  focus: "mobility",
  instructions: [
    "Stand with your back against a wall, feet a little away from it and knees soft.",
    "Breathe out and gently flatten your lower back towards the wall.",
    "Breathe in and let the natural curve return.",
  ],
  modifications: [{ kind: "easier", text: "Make the tilt small and rest a hand on a chair for balance." }],
  skipIf: [],
};

export const standingHipCircles: Move = {
  name: "Standing Hip Circles",
  position: "standing",
  focus: "mobility",
  instructions: [
    "Stand with feet wider than hips, hands on your hips and knees soft.",
    "Draw slow, large circles with your hips.",
    "Change direction halfway through.",
  ],
  modifications: [{ kind: "easier", text: "Hold a chair back and make smaller circles." }],
  skipIf: [],
};

export const standingSideStretch: Move = {
  name: "Standing Side Stretch",
  position: "standing",
  focus: "stretch",
  perSide: true,
  instructions: [
    "Stand with feet hip-width apart and reach one arm overhead.",
    "Lean gently to the opposite side, breathing into the stretched ribs.",
    "Return to upright and switch sides.",
  ],
  modifications: [{ kind: "easier", text: "Sit on a chair and keep the lean small." }],
  skipIf: [],
};

export const seatedTwist: Move = {
  name: "Seated Gentle Twist",
  position: "seated",
  focus: "mobility",
  perSide: true,
  instructions: [
    "Sit tall on a chair or the floor.",
    "Breathe in to lengthen, breathe out and turn your chest gently to one side.",
    "Keep the twist in your upper back, hold for a few breaths, then switch sides.",
  ],
  modifications: [
    { kind: "pregnancy", text: "Keep it an open twist, turning away from your bump rather than across it." },
  ],
  skipIf: [],
};

export const chestOpener: Move = {
  name: "Doorway Chest Stretch",
  position: "standing",
  focus: "stretch",
  instructions: [
    "Stand in a doorway with forearms on the frame, elbows at shoulder height.",
    "Step one foot forward until you feel a stretch across your chest.",
    "Keep your ribs down and breathe slowly.",
  ],
  modifications: [{ kind: "easier", text: "Clasp your hands behind your back instead." }],
  skipIf: [],
};

export const catCow: Move = {
  name: "Cat-Cow",
  position: "all-fours",
  focus: "mobility",
  instructions: [
    "Come onto hands and knees, hands under shoulders and knees under hips.",
    "Breathe in, lift your chest and tailbone and let your spine gently arch.",
    "Breathe out, round your back and tuck your tailbone under.",
    "Move slowly and smoothly with your breath.",
  ],
  modifications: [
    { kind: "easier", text: "Rest on your forearms or fists, or do it seated." },
    { kind: "pregnancy", text: "Keep the arch small so your belly does not sag." },
  ],
  skipIf: ["wrist-pain"],
};

export const threadNeedle: Move = {
  name: "Thread the Needle",
  position: "all-fours",
  focus: "stretch",
  perSide: true,
  instructions: [
    "From hands and knees, slide one arm under your body along the floor.",
    "Rest that shoulder and the side of your head down, breathing into your upper back.",
    "Press back up and switch sides.",
  ],
  modifications: [{ kind: "easier", text: "Only reach halfway and keep your head lifted." }],
  skipIf: ["wrist-pain"],
};

export const childsPose: Move = {
  name: "Wide-Knee Child's Pose",
  position: "kneeling",
  focus: "stretch",
  instructions: [
    "Kneel with your big toes together and knees wide.",
    "Sit back towards your heels and walk your hands forward.",
    "Rest your forehead on the floor or a pillow and breathe into your back.",
  ],
  modifications: [
    { kind: "easier", text: "Put a pillow between your calves and thighs, or under your chest." },
    { kind: "pregnancy", text: "Open your knees wide enough for your bump to rest comfortably." },
  ],
  skipIf: [],
};

export const downwardDog: Move = {
  name: "Downward-Facing Dog",
  position: "all-fours",
  focus: "stretch",
  instructions: [
    "From hands and knees, tuck your toes and lift your hips up and back.",
    "Keep your knees bent as much as you need to lengthen your spine.",
    "Pedal your heels gently, then lower your knees to rest.",
  ],
  modifications: [{ kind: "easier", text: "Put your hands on a chair seat or wall instead of the floor." }],
  skipIf: ["wrist-pain", "high-blood-pressure"],
};

export const lowLunge: Move = {
  name: "Low Lunge",
  position: "kneeling",
  focus: "stretch",
  perSide: true,
  instructions: [
    "Kneel on one knee with the other foot forward, knee above ankle.",
    "Shift your hips gently forward until you feel a stretch at the front of the back hip.",
    "Lift your chest and breathe, then switch sides.",
  ],
  modifications: [
    { kind: "easier", text: "Pad the back knee with a folded mat and rest your hands on a chair." },
    { kind: "pregnancy", text: "Take a wider stance and hold a chair for balance." },
  ],
  skipIf: ["pelvic-girdle-pain"],
};

export const butterflyStretch: Move = {
  name: "Seated Butterfly Stretch",
  position: "seated",
  focus: "stretch",
  instructions: [
    "Sit tall with the soles of your feet together and knees falling outwards.",
    "Sit on a cushion if your back rounds.",
    "Breathe slowly and let your inner thighs soften, without pushing the knees down.",
  ],
  modifications: [
    { kind: "easier", text: "Move your feet further from your body and support your knees with pillows." },
  ],
  skipIf: ["pelvic-girdle-pain"],
};

export const recliningButterfly: Move = {
  name: "Supported Reclined Butterfly",
  position: "inclined",
  focus: "relaxation",
  instructions: [
    "Prop two or three pillows in a ramp and lie back on them so your chest is raised.",
    "Bring the soles of your feet together and support each knee with a pillow.",
    "Rest your hands on your belly and breathe slowly.",
  ],
  modifications: [{ kind: "easier", text: "Keep your legs straight or knees bent with feet flat." }],
  skipIf: ["pelvic-girdle-pain"],
};

export const legsUpWall: Move = {
  name: "Legs Up the Wall",
  position: "supine",
  focus: "relaxation",
  instructions: [
    "Sit sideways next to a wall, then swing your legs up as you lie back.",
    "Let your arms rest by your sides and your legs relax against the wall.",
    "Breathe slowly; bend your knees and roll to the side to come out.",
  ],
  modifications: [{ kind: "easier", text: "Rest your calves on a chair seat instead of the wall." }],
  skipIf: ["pregnancy-after-20-weeks", "high-blood-pressure"],
};

export const finalRelaxation: Move = {
  name: "Final Relaxation",
  position: "supine",
  focus: "relaxation",
  instructions: [
    "Lie on your back with a pillow under your knees and your arms relaxed.",
    "Let your breath slow down and your body feel heavy.",
    "Stay for a few minutes, then roll to your side before sitting up.",
  ],
  modifications: [{ kind: "pregnancy", text: "After 20 weeks, rest on your side with pillows instead." }],
  skipIf: ["pregnancy-after-20-weeks"],
};

export const sideLyingRelaxation: Move = {
  name: "Side-Lying Relaxation",
  position: "side-lying",
  focus: "relaxation",
  instructions: [
    "Lie on your side with pillows under your head, between your knees and under your bump or belly.",
    "Let your breath slow and your shoulders and jaw soften.",
    "Rest for a few minutes, then press up slowly to sit.",
  ],
  modifications: [{ kind: "easier", text: "Recline on a stack of pillows on the sofa instead." }],
  skipIf: [],
};

export const warrior2: Move = {
  name: "Warrior II",
  position: "standing",
  focus: "strength",
  perSide: true,
  instructions: [
    "Step your feet wide, front toes forward and back toes slightly in.",
    "Bend the front knee over the ankle and reach your arms out at shoulder height.",
    "Look past your front hand and breathe steadily, then switch sides.",
  ],
  modifications: [{ kind: "easier", text: "Shorten your stance and bend the front knee less." }],
  skipIf: ["pelvic-girdle-pain"],
};

export const goddessPose: Move = {
  name: "Goddess Pose",
  position: "standing",
  focus: "strength",
  instructions: [
    "Step your feet wide with toes turned out.",
    "Bend your knees in line with your toes and lower your hips a little.",
    "Bring your hands to your heart or cactus your arms, breathing steadily.",
  ],
  modifications: [{ kind: "easier", text: "Hold a chair back and bend your knees only slightly." }],
  skipIf: ["pelvic-girdle-pain"],
};

export const treePose: Move = {
  name: "Tree Pose",
  position: "standing",
  focus: "balance",
  perSide: true,
  instructions: [
    "Stand on one leg and place the other foot on your ankle, calf or inner thigh, never the knee.",
    "Bring your hands to your heart and fix your gaze on one point.",
    "Breathe steadily, then switch legs.",
  ],
  modifications: [
    { kind: "easier", text: "Keep your toes on the floor like a kickstand." },
    {
      kind: "pregnancy",
      text: "Stand next to a wall and keep one hand on it; balance changes as your bump grows.",
    },
  ],
  skipIf: [],
};

export const hipFlexorStretch: Move = {
  name: "Kneeling Hip Flexor Stretch",
  position: "kneeling",
  focus: "stretch",
  perSide: true,
  instructions: [
    "Kneel on one knee with the other foot forward.",
    "Gently tuck your tailbone and squeeze the glute of the back leg.",
    "Feel the stretch at the front of the back hip and breathe, then switch sides.",
  ],
  modifications: [{ kind: "easier", text: "Hold a chair for balance and pad the knee." }],
  skipIf: ["pelvic-girdle-pain"],
};

export const figureFour: Move = {
  name: "Seated Figure-Four Stretch",
  position: "seated",
  focus: "stretch",
  perSide: true,
  instructions: [
    "Sit on a chair and cross one ankle over the opposite knee.",
    "Sit tall and lean forward a little until you feel a stretch in the outer hip.",
    "Breathe for several breaths, then switch sides.",
  ],
  modifications: [{ kind: "easier", text: "Rest the ankle lower on the shin." }],
  skipIf: [],
};

export const calfStretch: Move = {
  name: "Wall Calf Stretch",
  position: "standing",
  focus: "stretch",
  perSide: true,
  instructions: [
    "Face a wall with your hands on it and step one foot back.",
    "Press the back heel down with the leg straight until you feel the calf stretch.",
    "Breathe, then switch legs.",
  ],
  modifications: [{ kind: "easier", text: "Take a shorter step back." }],
  skipIf: [],
};

export const hamstringStretch: Move = {
  name: "Standing Hamstring Stretch",
  position: "standing",
  focus: "stretch",
  perSide: true,
  instructions: [
    "Place one heel a small step in front of you with the toes lifted.",
    "Hinge forward from the hips with a long back and hands on your thighs.",
    "Hold and breathe, then switch legs.",
  ],
  modifications: [{ kind: "easier", text: "Rest the heel on a low step and keep the standing knee soft." }],
  skipIf: [],
};

export const wallAngels: Move = {
  name: "Wall Angels",
  position: "standing",
  focus: "mobility",
  instructions: [
    "Stand with your back against a wall, feet a little forward.",
    "Bring your arms into a goalpost shape against the wall.",
    "Slide your arms up and down slowly, keeping your ribs down.",
  ],
  modifications: [
    { kind: "easier", text: "Stand a step away from the wall and do the movement in the air." },
  ],
  skipIf: [],
};

// Stability ball

export const ballPelvicCircles: Move = {
  name: "Birth Ball Hip Circles",
  position: "seated",
  focus: "mobility",
  instructions: [
    "Sit on a stability ball with feet wide and flat, knees a little lower than hips.",
    "Circle your hips slowly in one direction, letting the ball roll under you.",
    "Change direction halfway and keep breathing easily.",
  ],
  modifications: [{ kind: "easier", text: "Place the ball against a wall or sofa so it cannot roll away." }],
  skipIf: [],
};

export const ballFigureEight: Move = {
  name: "Birth Ball Figure Eights",
  position: "seated",
  focus: "mobility",
  instructions: [
    "Sit on the ball with a tall spine and feet firmly planted.",
    "Trace a slow figure eight with your hips.",
    "Keep your shoulders relaxed and your breath slow.",
  ],
  modifications: [{ kind: "easier", text: "Rock side to side instead." }],
  skipIf: [],
};

export const ballForwardLean: Move = {
  name: "Ball Forward Lean",
  position: "kneeling",
  focus: "relaxation",
  instructions: [
    "Kneel on a cushioned mat with the ball in front of you.",
    "Fold forward and rest your arms and chest over the ball.",
    "Sway gently side to side and breathe into your lower back.",
  ],
  modifications: [{ kind: "easier", text: "Lean over the seat of a sofa or a pile of pillows instead." }],
  skipIf: [],
};

export const supportedSquat: Move = {
  name: "Supported Deep Squat",
  position: "standing",
  focus: "mobility",
  instructions: [
    "Hold the back of a sturdy chair with feet wider than hips and toes turned out.",
    "Lower your hips only as far as is comfortable, keeping your heels down.",
    "Breathe and let your pelvic floor soften, then press back up to standing.",
  ],
  modifications: [
    { kind: "easier", text: "Sit back onto a low stool or ball instead of squatting deep." },
    {
      kind: "pregnancy",
      text: "If you have been told your baby is breech or your placenta is low-lying, ask your midwife before squatting deeply.",
    },
  ],
  skipIf: ["pelvic-girdle-pain", "placenta-previa"],
};
