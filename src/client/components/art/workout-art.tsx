/**
 * A generated illustration for a workout: soft blobs and a simple figure in a pose for its
 * category, in Bloom's palette. Deterministic from the slug, category, tags and equipment, so a
 * workout always looks the same. The SVG scales to its container at a fixed 8:5 ratio.
 */
import type { Workout } from "../../../content/workouts/schema";
import { cn } from "../../lib/cn";

const C = {
  blush: "#b8456b",
  rose: "#cc5a7e",
  blushSoft: "#fbe4ea",
  blushMid: "#f6c6d3",
  sage: "#6b8f67",
  sageSoft: "#e1eadf",
  honey: "#f2b84b",
  honeySoft: "#fcefd3",
  plum: "#2e1d27",
  cream: "#fdf8f4",
  white: "#ffffff",
} as const;

type Pt = readonly [number, number];

/** Joints of a figure; limbs are drawn neck→elbow→hand and hip→knee→foot. */
interface Pose {
  head: Pt;
  neck: Pt;
  hip: Pt;
  arms: readonly [Pt, Pt][];
  legs: readonly [Pt, Pt][];
}

type Scene = "yoga" | "strength" | "core" | "cardio" | "walking" | "pelvic" | "breath" | "mobility" | "quick";

const POSES: Record<Scene, Pose> = {
  // Tree pose, palms together overhead.
  yoga: {
    head: [200, 66],
    neck: [200, 88],
    hip: [200, 148],
    arms: [
      [
        [166, 60],
        [197, 24],
      ],
      [
        [234, 60],
        [203, 24],
      ],
    ],
    legs: [
      [
        [200, 182],
        [200, 214],
      ],
      [
        [234, 170],
        [204, 184],
      ],
    ],
  },
  // Overhead press with dumbbells, feet wide.
  strength: {
    head: [200, 68],
    neck: [200, 90],
    hip: [200, 150],
    arms: [
      [
        [166, 84],
        [162, 48],
      ],
      [
        [234, 84],
        [238, 48],
      ],
    ],
    legs: [
      [
        [180, 184],
        [172, 214],
      ],
      [
        [220, 184],
        [228, 214],
      ],
    ],
  },
  // Bird dog on all fours.
  core: {
    head: [142, 118],
    neck: [162, 130],
    hip: [236, 136],
    arms: [
      [
        [162, 170],
        [160, 212],
      ],
      [
        [128, 122],
        [94, 112],
      ],
    ],
    legs: [
      [
        [238, 212],
        [286, 212],
      ],
      [
        [278, 128],
        [322, 120],
      ],
    ],
  },
  // Running stride.
  cardio: {
    head: [210, 66],
    neck: [206, 88],
    hip: [196, 146],
    arms: [
      [
        [230, 110],
        [248, 92],
      ],
      [
        [182, 112],
        [166, 96],
      ],
    ],
    legs: [
      [
        [230, 168],
        [228, 204],
      ],
      [
        [176, 182],
        [146, 196],
      ],
    ],
  },
  // An easy walking stride, arms swinging.
  walking: {
    head: [190, 66],
    neck: [190, 88],
    hip: [190, 148],
    arms: [
      [
        [204, 118],
        [216, 140],
      ],
      [
        [178, 118],
        [170, 142],
      ],
    ],
    legs: [
      [
        [206, 182],
        [214, 214],
      ],
      [
        [180, 182],
        [166, 212],
      ],
    ],
  },
  // Seated cross-legged, hands resting low on the belly.
  pelvic: {
    head: [200, 104],
    neck: [200, 126],
    hip: [200, 190],
    arms: [
      [
        [176, 160],
        [194, 176],
      ],
      [
        [224, 160],
        [206, 176],
      ],
    ],
    legs: [
      [
        [158, 204],
        [212, 212],
      ],
      [
        [242, 204],
        [188, 212],
      ],
    ],
  },
  // Seated cross-legged, hands on the knees.
  breath: {
    head: [200, 104],
    neck: [200, 126],
    hip: [200, 190],
    arms: [
      [
        [176, 162],
        [162, 198],
      ],
      [
        [224, 162],
        [238, 198],
      ],
    ],
    legs: [
      [
        [158, 204],
        [212, 212],
      ],
      [
        [242, 204],
        [188, 212],
      ],
    ],
  },
  // Standing side stretch.
  mobility: {
    head: [218, 68],
    neck: [212, 90],
    hip: [200, 148],
    arms: [
      [
        [198, 56],
        [168, 38],
      ],
      [
        [230, 116],
        [226, 146],
      ],
    ],
    legs: [
      [
        [184, 182],
        [174, 214],
      ],
      [
        [216, 182],
        [226, 214],
      ],
    ],
  },
  // Forward lunge, hands on hips.
  quick: {
    head: [200, 64],
    neck: [200, 86],
    hip: [200, 146],
    arms: [
      [
        [178, 116],
        [190, 142],
      ],
      [
        [222, 116],
        [210, 142],
      ],
    ],
    legs: [
      [
        [236, 174],
        [240, 214],
      ],
      [
        [174, 194],
        [146, 212],
      ],
    ],
  },
};

const SCENES: Record<Workout["category"], Scene> = {
  Yoga: "yoga",
  Strength: "strength",
  Core: "core",
  Cardio: "cardio",
  Walking: "walking",
  "Pelvic Floor": "pelvic",
  Mobility: "mobility",
  Quick: "quick",
  Breathwork: "breath",
};

/** Background, two blob colours and the figure's top colour per scene. */
const PALETTES: Record<Scene, { bg: string; blobs: [string, string]; top: string; accent: string }> = {
  yoga: { bg: C.blushSoft, blobs: [C.blushMid, C.sageSoft], top: C.sage, accent: C.honey },
  strength: { bg: C.honeySoft, blobs: [C.honey, C.blushSoft], top: C.blush, accent: C.plum },
  core: { bg: C.sageSoft, blobs: [C.white, C.blushSoft], top: C.blush, accent: C.honey },
  cardio: { bg: C.blushSoft, blobs: [C.honeySoft, C.blushMid], top: C.blush, accent: C.honey },
  walking: { bg: C.sageSoft, blobs: [C.honeySoft, C.white], top: C.rose, accent: C.sage },
  pelvic: { bg: C.cream, blobs: [C.blushSoft, C.sageSoft], top: C.sage, accent: C.rose },
  breath: { bg: C.sageSoft, blobs: [C.cream, C.blushSoft], top: C.rose, accent: C.sage },
  mobility: { bg: C.honeySoft, blobs: [C.cream, C.sageSoft], top: C.sage, accent: C.blush },
  quick: { bg: C.cream, blobs: [C.honeySoft, C.blushSoft], top: C.blush, accent: C.honey },
};

/** FNV-1a, then mulberry32: a small seeded random stream from a string. */
function seeded(text: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/** A soft closed blob through `points` jittered points around (cx, cy). */
function blobPath(rand: () => number, cx: number, cy: number, radius: number, points = 7): string {
  const pts: Pt[] = [];
  for (let i = 0; i < points; i++) {
    const angle = (i / points) * Math.PI * 2;
    const r = radius * (0.78 + rand() * 0.4);
    pts.push([cx + Math.cos(angle) * r, cy + Math.sin(angle) * r * 0.82]);
  }
  const mid = (p: Pt, q: Pt): Pt => [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
  const start = mid(pts[pts.length - 1]!, pts[0]!);
  let d = `M${r1(start[0])} ${r1(start[1])}`;
  pts.forEach((p, i) => {
    const m = mid(p, pts[(i + 1) % pts.length]!);
    d += ` Q${r1(p[0])} ${r1(p[1])} ${r1(m[0])} ${r1(m[1])}`;
  });
  return `${d}Z`;
}

const line = (...pts: Pt[]) => pts.map((p, i) => `${i ? "L" : "M"}${p[0]} ${p[1]}`).join(" ");

function Figure({ pose, top, bump }: { pose: Pose; top: string; bump: boolean }) {
  const limb = {
    fill: "none",
    stroke: C.plum,
    strokeWidth: 11,
    strokeLinecap: "round",
    strokeLinejoin: "round",
  } as const;
  // The belly sits a third of the way from neck to hip, in front of the torso.
  const dx = pose.hip[0] - pose.neck[0];
  const dy = pose.hip[1] - pose.neck[1];
  const len = Math.hypot(dx, dy) || 1;
  const front: Pt = [-dy / len, dx / len];
  const side = front[0] >= 0 ? 1 : -1;
  const belly: Pt = [
    pose.neck[0] + dx * 0.62 + front[0] * side * 12,
    pose.neck[1] + dy * 0.62 + front[1] * side * 12,
  ];
  return (
    <g>
      {pose.legs.map(([knee, foot]) => (
        <path key={`l${knee.join()}`} d={line(pose.hip, knee, foot)} {...limb} />
      ))}
      <path d={line(pose.neck, pose.hip)} fill="none" stroke={top} strokeWidth={24} strokeLinecap="round" />
      {bump && <circle cx={belly[0]} cy={belly[1]} r={15} fill={top} />}
      {pose.arms.map(([elbow, hand]) => (
        <path key={`a${elbow.join()}`} d={line(pose.neck, elbow, hand)} {...limb} strokeWidth={9} />
      ))}
      <circle cx={pose.head[0]} cy={pose.head[1]} r={15} fill={C.plum} />
      <circle cx={pose.head[0] + 9} cy={pose.head[1] - 12} r={8} fill={C.plum} />
    </g>
  );
}

function Extras({
  scene,
  accent,
  pose,
  stroller,
}: {
  scene: Scene;
  accent: string;
  pose: Pose;
  stroller: boolean;
}) {
  switch (scene) {
    case "strength":
      return (
        <g fill={C.plum}>
          {pose.arms.map(([, hand]) => (
            <g key={hand.join()}>
              <rect x={hand[0] - 16} y={hand[1] - 4} width={32} height={8} rx={4} />
              <rect x={hand[0] - 20} y={hand[1] - 10} width={8} height={20} rx={3} />
              <rect x={hand[0] + 12} y={hand[1] - 10} width={8} height={20} rx={3} />
            </g>
          ))}
        </g>
      );
    case "breath":
      return (
        <g fill="none" stroke={accent} strokeLinecap="round">
          <circle cx={200} cy={150} r={74} strokeWidth={3} strokeDasharray="2 10" opacity={0.8} />
          <circle cx={200} cy={150} r={96} strokeWidth={2} strokeDasharray="2 12" opacity={0.5} />
        </g>
      );
    case "pelvic":
      return <circle cx={200} cy={182} r={34} fill={accent} opacity={0.18} />;
    case "cardio":
      return (
        <g stroke={accent} strokeWidth={6} strokeLinecap="round">
          <path d="M96 110 H136" />
          <path d="M84 132 H128" />
          <path d="M100 154 H134" />
        </g>
      );
    case "quick":
      return (
        <g transform="translate(306 62)">
          <circle r={26} fill={C.white} stroke={C.plum} strokeWidth={5} />
          <rect x={-5} y={-38} width={10} height={9} rx={2} fill={C.plum} />
          <path d="M0 0 V-15 M0 0 L10 6" stroke={C.blush} strokeWidth={4} strokeLinecap="round" />
        </g>
      );
    case "walking":
      return stroller ? (
        <g stroke={C.plum} strokeWidth={6} strokeLinecap="round" strokeLinejoin="round" fill="none">
          <path d="M216 140 L236 132 L250 172 H318" />
          <path d="M250 172 A36 36 0 0 1 318 172 Z" fill={accent} />
          <circle cx={262} cy={202} r={11} fill={C.white} />
          <circle cx={308} cy={202} r={11} fill={C.white} />
        </g>
      ) : (
        <g fill={accent} opacity={0.85}>
          <path d="M300 214 C300 180 318 160 318 160 C318 160 336 180 336 214 Z" />
          <path d="M318 214 V232" stroke={C.plum} strokeWidth={4} />
        </g>
      );
    default:
      return null;
  }
}

export type WorkoutArtSubject = Pick<
  Workout,
  "slug" | "title" | "category" | "tags" | "journeys" | "equipment"
>;

export function WorkoutArt({ workout, className }: { workout: WorkoutArtSubject; className?: string }) {
  const scene = SCENES[workout.category];
  const palette = PALETTES[scene];
  const pose = POSES[scene];
  const rand = seeded(`${workout.slug}|${workout.category}|${workout.tags.join(",")}`);
  const flip = rand() < 0.5;
  const blobA = blobPath(rand, 70 + rand() * 60, 60 + rand() * 50, 80 + rand() * 30);
  const blobB = blobPath(rand, 280 + rand() * 70, 150 + rand() * 60, 70 + rand() * 30);
  const dots = Array.from(
    { length: 5 },
    () => [r1(20 + rand() * 360), r1(16 + rand() * 90), r1(2.5 + rand() * 3)] as const,
  );
  const sun = rand() < 0.5;
  const sunAt: Pt = [r1(flip ? 80 + rand() * 40 : 300 + rand() * 40), r1(44 + rand() * 20)];
  const bump = workout.journeys.length === 1 && workout.journeys[0] === "pregnant";
  const mat = workout.equipment.includes("mat");
  const ball = workout.equipment.includes("stability ball");
  const stroller = workout.tags.some((t) => t.includes("stroller") || t.includes("pram"));
  const leafRotate = Math.round(rand() * 60 - 30);

  return (
    <svg
      viewBox="0 0 400 250"
      width="100%"
      role="img"
      aria-label={`Illustration for ${workout.title}`}
      className={cn("block aspect-[8/5] h-auto w-full", className)}
      preserveAspectRatio="xMidYMid slice"
    >
      <rect width={400} height={250} fill={palette.bg} />
      <path d={blobA} fill={palette.blobs[0]} opacity={0.9} />
      <path d={blobB} fill={palette.blobs[1]} opacity={0.9} />
      {sun && <circle cx={sunAt[0]} cy={sunAt[1]} r={18} fill={C.honey} opacity={0.85} />}
      {dots.map(([x, y, r]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={r} fill={palette.accent} opacity={0.45} />
      ))}
      <g transform={`translate(${flip ? 360 : 40} 176) rotate(${leafRotate})`} fill={C.sage} opacity={0.7}>
        <path d="M0 40 C-18 18 -10 -6 0 -24 C10 -6 18 18 0 40 Z" />
        <path d="M0 40 V-14" stroke={C.sageSoft} strokeWidth={2} />
      </g>
      <ellipse
        cx={200}
        cy={218}
        rx={mat ? 140 : 110}
        ry={mat ? 10 : 8}
        fill={mat ? palette.top : C.plum}
        opacity={mat ? 0.35 : 0.12}
      />
      <g transform={flip ? "translate(400 0) scale(-1 1)" : undefined}>
        {ball && <circle cx={scene === "core" ? 330 : 100} cy={186} r={30} fill={C.rose} opacity={0.85} />}
        {ball && (
          <path
            d={scene === "core" ? "M306 172 Q330 160 354 172" : "M76 172 Q100 160 124 172"}
            stroke={C.white}
            strokeWidth={3}
            fill="none"
            opacity={0.6}
          />
        )}
        <Extras scene={scene} accent={palette.accent} pose={pose} stroller={stroller} />
        <Figure pose={pose} top={palette.top} bump={bump} />
      </g>
    </svg>
  );
}
