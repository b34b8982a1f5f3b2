/**
 * Premium Access periods, by the app's clock. A month is a calendar month: a period that starts on
 * the 31st ends on the last day of a shorter month (Jan 31 → Feb 28), as Stripe bills it, and the
 * next one is counted from the start again (→ Mar 31), so the day does not drift.
 */
export function addMonths(start: Date, months: number): Date {
  const end = new Date(start.getTime());
  const day = start.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/**
 * The end of the local test checkout's current period: the first whole period (a month, or twelve
 * for Annual) after `startedAt` that is still ahead of `now`. The test checkout renews (charging
 * nothing) until she cancels.
 */
export function localPeriodEnd(startedAt: Date, now: Date, monthsPerPeriod = 1): Date {
  if (monthsPerPeriod !== 1) {
    const periods = localPeriodEnd(startedAt, now, 1);
    // Whole months ahead, rounded up to whole periods.
    let n = monthsPerPeriod;
    while (addMonths(startedAt, n).getTime() < periods.getTime()) n += monthsPerPeriod;
    return addMonths(startedAt, n);
  }
  // A first guess from the calendar, then corrected by at most a step either way.
  let months = Math.max(
    1,
    (now.getUTCFullYear() - startedAt.getUTCFullYear()) * 12 + now.getUTCMonth() - startedAt.getUTCMonth(),
  );
  while (months > 1 && addMonths(startedAt, months - 1).getTime() > now.getTime()) months--;
  while (addMonths(startedAt, months).getTime() <= now.getTime()) months++;
  return addMonths(startedAt, months);
}
