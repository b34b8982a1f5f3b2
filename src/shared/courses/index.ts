/** Courses and the 30 Days Glow Up Challenge: progress rules, the player, video paths, the API. */
export * from "./api";
export * from "./player";
export * from "./progress";
export * from "./video";
