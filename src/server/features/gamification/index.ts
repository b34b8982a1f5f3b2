/**
 * What other features use of gamification: `awardPoints(tx, …)` inside the transaction of the
 * action that earns them (a mood check-in, a workout, a post, a reply), and `revokePoints(tx, …)` when
 * she deletes a post or reply.
 */
export { type Award, awardPoints, pointsExport, revokePoints } from "./service";
