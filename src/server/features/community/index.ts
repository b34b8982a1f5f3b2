// What other server features may use from the community.

export { setModerator } from "./roles";
export { communityRoutes, POST_BODY_LIMIT } from "./routes";
export { communityExport, communityLiveFilter } from "./service";
