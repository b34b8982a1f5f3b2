/**
 * The one door from the client into the server: the API's route types, for a typed client
 * (`import type { AppRoutes } from "../../server/api-types"`). Types only, so nothing of the
 * server reaches the browser bundle; the lint rule lets the client import this file and no other
 * (docs/decisions/003-layers.md).
 */
export type { ApiRoutes, AppRoutes } from "./app";
