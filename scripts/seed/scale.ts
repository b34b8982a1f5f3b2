import { hashPassword } from "better-auth/crypto";
import { FEED_FILTERS, POST_CATEGORIES } from "../../src/shared/community";
import { JOURNEY_IDS } from "../../src/shared/journeys";

/**
 * Realistic volumes for the scale bench and the index tests, generated inside the database
 * (generate_series), so a million posts take seconds of SQL instead of a million round trips:
 *
 * - `members` accounts with profiles across the four journeys;
 * - `posts` community posts from them over the last years, newest first in time, with a comment
 *   on every other post and a like on every post (tags and categories spread across the filters);
 * - `heavy` members with five years of daily logs (mood, sleep, self-care, hydration, a workout
 *   every other day, cycle observations with a period every 29 days: about 60 cycles), a weekly
 *   check-in each week and 1,000 progress photos' rows, who can sign in (HEAVY_EMAIL, HEAVY_PASSWORD).
 *
 * Photo rows point at keys no file backs: the bench reads lists and the dashboard, not images.
 * Everything it writes has ids starting with "seed-", so `clearSeed` removes exactly that.
 */
export const HEAVY_EMAIL = (n: number) => `heavy-${n}@seed.bloom.invalid`;
export const HEAVY_PASSWORD = "seeded-heavy-member-2026";
export const heavyId = (n: number) => `seed-heavy-${n}`;

export type Query = (sql: string, params?: unknown[]) => Promise<unknown>;

export interface SeedOptions {
  members: number;
  posts: number;
  heavy: number;
  /** Progress photos of each heavy member. */
  photos?: number;
  /** Days of logs of each heavy member. */
  days?: number;
  log?: (line: string) => void;
}

const DAY = "interval '1 day'";

export async function seedScale(query: Query, opts: SeedOptions) {
  const log = opts.log ?? (() => {});
  const days = opts.days ?? 5 * 365;
  const photos = opts.photos ?? 1000;
  const journeys = `array[${JOURNEY_IDS.map((j) => `'${j}'`).join(",")}]`;
  const categories = `array[${POST_CATEGORIES.map((c) => `'${c}'`).join(",")}]`;
  const tags = `array[${FEED_FILTERS.map((t) => `'${t}'`).join(",")}]`;
  const step = async (label: string, sql: string, params: unknown[] = []) => {
    const started = performance.now();
    await query(sql, params);
    log(`  ${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  };

  await step(
    `${opts.members} members`,
    `insert into users (id, name, email, email_verified, created_at, updated_at)
     select 'seed-u-' || n, 'Member ' || n, 'member-' || n || '@seed.bloom.invalid', true,
            now() - (n % 1000) * ${DAY}, now()
     from generate_series(1, $1::int) n`,
    [opts.members],
  );
  await step(
    "their profiles",
    `insert into profiles (user_id, display_name, motherhood_stage, terms_accepted_at, age_confirmed_at)
     select 'seed-u-' || n, 'Member ' || n, (${journeys})[1 + n % 4], now(), now()
     from generate_series(1, $1::int) n`,
    [opts.members],
  );
  await step(
    `${opts.posts} community posts`,
    `insert into community_posts (id, user_id, content, category, tags, stage, journey, trimester, week, created_at)
     select 'seed-p-' || n, 'seed-u-' || (1 + n % $2::int),
            'Seeded post ' || n || ': how is everyone sleeping this week?',
            (${categories})[1 + n % ${POST_CATEGORIES.length}],
            array[(${tags})[1 + n % ${FEED_FILTERS.length}]],
            (${journeys})[1 + n % 4], (${journeys})[1 + n % 4],
            case when n % 4 = 1 then 1 + n % 3 end, case when n % 4 = 1 then 4 + n % 36 end,
            now() - n * interval '20 seconds'
     from generate_series(1, $1::int) n`,
    [opts.posts, opts.members],
  );
  await step(
    `${Math.floor(opts.posts / 2)} comments`,
    `insert into community_comments (id, user_id, post_id, content, created_at)
     select 'seed-c-' || n, 'seed-u-' || (1 + (n * 7) % $2::int), 'seed-p-' || (n * 2),
            'Same here, it gets better.', now() - (n * 2) * interval '20 seconds' + interval '5 minutes'
     from generate_series(1, $1::int / 2) n`,
    [opts.posts, opts.members],
  );
  await step(
    `${opts.posts} likes`,
    `insert into community_likes (post_id, user_id, created_at)
     select 'seed-p-' || n, 'seed-u-' || (1 + (n * 13) % $2::int), now() - n * interval '20 seconds' + interval '1 minute'
     from generate_series(1, $1::int) n`,
    [opts.posts, opts.members],
  );

  const hash = await hashPassword(HEAVY_PASSWORD);
  for (let h = 1; h <= opts.heavy; h++) {
    const id = heavyId(h);
    await query(
      `insert into users (id, name, email, email_verified, created_at, updated_at)
       values ($1, 'Heavy ' || $2::text, $3, true, now() - interval '5 years', now())`,
      [id, String(h), HEAVY_EMAIL(h)],
    );
    await query(
      `insert into accounts (id, account_id, provider_id, user_id, password, created_at, updated_at)
       values ($1 || '-account', $1, 'credential', $1, $2, now(), now())`,
      [id, hash],
    );
    await query(
      `insert into profiles (user_id, display_name, motherhood_stage, terms_accepted_at, age_confirmed_at)
       values ($1, 'Heavy ' || $2::text, 'ttc', now(), now())`,
      [id, String(h)],
    );
    await query(
      `insert into subscriptions (user_id, tier, status, current_period_end, provider)
       values ($1, 'premium', 'active', now() + interval '1 year', 'local')`,
      [id],
    );
    const series = `from generate_series(0, $2::int - 1) d`;
    await step(
      `heavy member ${h}: ${days} days of mood, sleep, self-care and hydration`,
      `with m as (insert into mood_entries (id, user_id, mood, energy, stress, notes, created_at)
         select $1 || '-mood-' || d, $1, 1 + d % 10, 1 + (d * 3) % 10, 1 + (d * 7) % 10, 'Day ' || d,
                now() - d * ${DAY} ${series}),
       s as (insert into sleep_logs (id, user_id, hours, quality, created_at)
         select $1 || '-sleep-' || d, $1, 5 + (d % 5), 1 + d % 5, now() - d * ${DAY} ${series}),
       c as (insert into self_care_logs (id, user_id, activities, total_minutes, created_at)
         select $1 || '-care-' || d, $1, '[{"activity":"Walk","minutes":20}]'::jsonb, 20, now() - d * ${DAY} ${series})
       insert into hydration_days (user_id, day, glasses)
         select $1, (current_date - d), 1 + d % 8 ${series}`,
      [id, days],
    );
    await step(
      `heavy member ${h}: a workout every other day, ${days} days of cycle observations`,
      `with w as (insert into workout_sessions (id, user_id, workout_type, duration_minutes, intensity, completed_at)
         select $1 || '-workout-' || d, $1, 'Postnatal yoga', 20 + d % 30, (array['low','moderate','high'])[1 + d % 3],
                now() - d * 2 * ${DAY} from generate_series(0, $2::int / 2 - 1) d)
       insert into cycle_days (user_id, day, temperature_c, bleeding)
         select $1, current_date - d, 36.2 + (case when (d % 29) > 14 then 0.4 else 0 end) + (d % 3) * 0.05,
                case when (d % 29) < 5 then (array[2,3,2,1,0])[1 + d % 29] end
         ${series}`,
      [id, days],
    );
    const weeks = Math.ceil(days / 7);
    await step(
      `heavy member ${h}: ${weeks} weekly check-ins, ${photos} photos`,
      `with k as (insert into weekly_checkins (id, user_id, week_date, week_start, weight, created_at)
         select $1 || '-checkin-' || w, $1, current_date - w * 7, current_date - w * 7, 70 - (w % 20) * 0.1, now() - w * 7 * ${DAY}
         from generate_series(0, $2::int - 1) w returning id)
       insert into checkin_photos (id, user_id, checkin_id, view, path, created_at)
         select $1 || '-photo-' || p, $1, $1 || '-checkin-' || (p % $2::int), (array['front','side','back'])[1 + p % 3],
                $1 || '/checkins/seed-' || p || '.jpg', now() - (p % $2::int) * 7 * ${DAY}
         from generate_series(0, $3::int - 1) p`,
      [id, weeks, photos],
    );
  }
  await step("ANALYZE", "analyze");
}

/** Removes what seedScale wrote (its ids all start with "seed-"; the rest cascades). */
export async function clearSeed(query: Query) {
  await query("delete from community_posts where id like 'seed-p-%'");
  await query("delete from users where id like 'seed-%'");
}
