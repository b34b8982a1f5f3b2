/**
 * Where a shared link's page lives: `/s/<token>`. A module of its own, so a starting instance can
 * tell these pages (which need the database) from a visitor's without loading the feature.
 */
export const SHARED_PAGE_PREFIX = "/s";
