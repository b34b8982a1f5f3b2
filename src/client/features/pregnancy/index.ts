// What other parts of Bloom may use from the pregnancy feature.
export { PregnancyProfileCard } from "./pregnancy-profile-card";
