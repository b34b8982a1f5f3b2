/** The community feature's public face: the dashboard's card of latest posts. */
export { CommunityLatestCard } from "./latest-posts";
