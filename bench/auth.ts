import { percentile, type RunningApp } from "./support";

/** Sign-up followed by sign-in against the running app, end to end over HTTP; median and p95. */
export async function signUpSignIn(app: RunningApp, runs = 10) {
  const headers = { "content-type": "application/json", origin: app.baseUrl };
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const email = `bench-auth-${Date.now()}-${i}@example.com`;
    const password = "quiet-harbour-lights-5";
    const t0 = performance.now();
    const up = await fetch(`${app.baseUrl}/api/auth/sign-up/email`, {
      method: "POST",
      headers,
      body: JSON.stringify({ name: "Bench", email, password, terms_accepted: true, age_confirmed: true }),
    });
    const inn = await fetch(`${app.baseUrl}/api/auth/sign-in/email`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email, password }),
    });
    times.push(performance.now() - t0);
    if (!up.ok || !inn.ok) throw new Error(`auth failed: ${up.status} ${inn.status}`);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95) };
}
