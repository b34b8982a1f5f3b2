/**
 * The Bloom team's account: a real user row that posts in the community (team-threads.ts), marked
 * as the team in every answer (`author.team`) and so in the UI. It has no password and no session:
 * nobody signs in as it. Its posts are ordinary posts, reported, hidden, restored or removed like
 * any other.
 */
export const BLOOM_TEAM_USER_ID = "bloom-team";
export const BLOOM_TEAM_EMAIL = "team@bloom.invalid";
