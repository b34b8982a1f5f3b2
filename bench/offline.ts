// `npm run bench -- offline`: 500 mixed entries queued while offline, then synced when the network
// returns, through the browser's own queue code (src/client/lib/offline/queue.ts, over an
// in-memory IndexedDB) against the built app. One answer in ten is lost on the way back (the entry
// was saved, the phone never heard): the queue sends it again with the same Idempotency-Key.
// Prints the time to sync and the entries lost and doubled, counted from what the API holds.
import "fake-indexeddb/auto";
import { type RunningApp, signUpAndIn, startApp } from "./support";

const ENTRIES = 500;

export async function benchOffline(): Promise<void> {
  const app = await startApp({ RATE_LIMIT_FACTOR: "1000" });
  try {
    await run(app);
  } finally {
    await app.stop();
  }
}

async function run(app: RunningApp) {
  const cookie = await signUpAndIn(app, {
    name: "Bench Offline",
    email: `offline-${Date.now()}@example.com`,
    password: "gentle-morning-walks-7",
    motherhood_stage: "pregnant",
  });
  const profile = await (await fetch(`${app.baseUrl}/api/profile`, { headers: { cookie } })).json();
  // The browser's globals the queue reads: the network state, and fetch with her session.
  const net = { onLine: false };
  Object.defineProperty(globalThis, "navigator", { value: net, configurable: true });
  let sent = 0;
  let lostAnswers = 0;
  globalThis.fetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    if (!net.onLine) throw new TypeError("Failed to fetch");
    const headers = new Headers(init.headers);
    headers.set("cookie", cookie);
    headers.set("origin", app.baseUrl);
    const res = await realFetch(`${app.baseUrl}${String(input)}`, { ...init, headers });
    sent += 1;
    // Every tenth answer is lost after the server has saved the entry.
    if (sent % 10 === 0) {
      lostAnswers += 1;
      await res.body?.cancel();
      throw new TypeError("network connection lost");
    }
    return res;
  }) as typeof fetch;
  const { currentStore, enqueue, setQueueOwner, syncNow } = await import("../src/client/lib/offline/queue");
  setQueueOwner(profile.user_id as string);

  const kinds = { mood: 0, sleep: 0, selfCare: 0, kicks: 0 };
  const start = Date.now() - 60 * 60_000;
  for (let i = 0; i < ENTRIES; i++) {
    switch (i % 4) {
      case 0:
        kinds.mood += 1;
        await enqueue({
          kind: "mood",
          label: "Mood check-in",
          method: "POST",
          path: "/api/wellness/moods?tz=UTC",
          body: { mood_score: 1 + (i % 10), energy_level: 5, stress_level: 5, notes: `entry ${i}` },
        });
        break;
      case 1:
        kinds.sleep += 1;
        await enqueue({
          kind: "sleep",
          label: "Sleep",
          method: "POST",
          path: "/api/wellness/sleep",
          body: { hours: 7, quality: 6, notes: `entry ${i}` },
        });
        break;
      case 2:
        kinds.selfCare += 1;
        await enqueue({
          kind: "self-care",
          label: "Self-care",
          method: "POST",
          path: "/api/wellness/self-care",
          body: { activities: [{ activity: "bath", minutes: 10 }], notes: `entry ${i}` },
        });
        break;
      default: {
        kinds.kicks += 1;
        const at = start + i * 1000;
        await enqueue({
          kind: "kicks",
          label: "Kick count",
          method: "POST",
          path: "/api/pregnancy/kicks/recorded",
          body: {
            startedAt: new Date(at).toISOString(),
            kickTimes: [new Date(at + 500).toISOString()],
            endedAt: new Date(at + 900).toISOString(),
          },
        });
      }
    }
  }

  net.onLine = true;
  const t0 = performance.now();
  let rounds = 0;
  for (;;) {
    await syncNow();
    rounds += 1;
    const db = await currentStore();
    const left = (await db!.getAll("queue")).filter((e) => !e.refused).length;
    const refused = (await db!.getAll("queue")).filter((e) => e.refused).length;
    if (left === 0) {
      const ms = performance.now() - t0;
      const held = await counts(app, cookie);
      const expected = kinds.mood + kinds.sleep + kinds.selfCare + kinds.kicks;
      const total = held.mood + held.sleep + held.selfCare + held.kicks;
      const lost = ["mood", "sleep", "selfCare", "kicks"].reduce(
        (n, k) => n + Math.max(0, kinds[k as keyof typeof kinds] - held[k as keyof typeof held]),
        0,
      );
      const doubled = ["mood", "sleep", "selfCare", "kicks"].reduce(
        (n, k) => n + Math.max(0, held[k as keyof typeof held] - kinds[k as keyof typeof kinds]),
        0,
      );
      console.log(
        `\n== Offline queue: ${ENTRIES} mixed entries (mood, sleep, self-care, kick counts) synced`,
      );
      console.log(
        `  synced in ${(ms / 1000).toFixed(2)} s (target < 10 s), ${rounds} sync runs, ${lostAnswers} answers lost and resent`,
      );
      console.log(
        `  the API holds ${total} of ${expected}: ${lost} lost, ${doubled} duplicated, ${refused} refused`,
      );
      setQueueOwner(null);
      return;
    }
  }
}

const realFetch = globalThis.fetch;

/** What the API holds for her, from her full export. */
async function counts(app: RunningApp, cookie: string) {
  const data = await (await realFetch(`${app.baseUrl}/api/account/export`, { headers: { cookie } })).json();
  return {
    mood: data.moodEntries.length as number,
    sleep: data.sleepLogs.length as number,
    selfCare: data.selfCareLogs.length as number,
    kicks: data.pregnancy.kickSessions.length as number,
  };
}
