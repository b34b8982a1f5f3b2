/** The community feature's public face: the dashboard's card of latest posts, and its query. */
export { latestPostsQuery } from "./api";
export { CommunityLatestCard, latestPostsParams } from "./latest-posts";
