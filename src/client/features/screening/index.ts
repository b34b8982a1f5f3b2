/** Mood check-ins' public face: the dashboard's offer and the Wellness page's check-ins and trend. */

export { screeningQuery } from "./api";
export { MoodCheckIns } from "./mood-check-ins";
export { ScreeningOfferCard } from "./offer-card";
