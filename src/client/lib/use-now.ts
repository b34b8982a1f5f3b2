import { useEffect, useState } from "react";

const systemClock = () => new Date();

/**
 * The time now, refreshed every `everyMs` while `running`. Timers show `now - startedAt` from the
 * server's stamps, so a tab that slept shows the right time the moment it wakes. `clock` is
 * injectable for tests.
 */
export function useNow(running: boolean, everyMs = 1000, clock: () => Date = systemClock): Date {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    if (!running) return;
    setNow(clock());
    const timer = setInterval(() => setNow(clock()), everyMs);
    return () => clearInterval(timer);
  }, [running, everyMs, clock]);
  return now;
}
