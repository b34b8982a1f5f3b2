/** Validated mood screens (PHQ-2, PHQ-9, GAD-7): scoring, bands, when to offer, and the API's shapes. */
export * from "./schedule";
export * from "./scoring";
export * from "./types";
