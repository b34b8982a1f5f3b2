// What other server features may use from the community.

export { setModerator } from "./roles";
export { communityRoutes, POST_BODY_LIMIT } from "./routes";
export { communityExport, communityLiveFilter } from "./service";
export { BLOOM_TEAM_USER_ID } from "./team-account";
export { teamThreadsJob } from "./team-threads";
