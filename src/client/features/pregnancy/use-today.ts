import { useEffect, useState } from "react";
import { localDate } from "../../../shared/dates";
import { userTimeZone } from "../../lib/time-zone";

/** Today on her calendar, as YYYY-MM-DD; it turns over at her midnight while the page stays open. */
export function useToday(): string {
  const [today, setToday] = useState(() => localDate(new Date(), userTimeZone));
  useEffect(() => {
    // A minute's check is cheap, and survives a laptop that slept through midnight.
    const timer = setInterval(() => setToday(localDate(new Date(), userTimeZone)), 60_000);
    return () => clearInterval(timer);
  }, []);
  return today;
}
