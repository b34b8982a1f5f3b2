/**
 * What other features use of gamification: `awardPoints(tx, …)` inside the transaction of the
 * action that earns them (a mood check-in, a workout, a share, a reply marked helpful).
 */
export { type Award, awardPoints, pointsExport } from "./service";
