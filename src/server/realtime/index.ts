// Live events (outbox + LISTEN/NOTIFY + Server-Sent Events). docs/decisions/010-live-events.md.
export {
  createLiveHub,
  LIVE_CHANNEL,
  type LiveHub,
  type LiveHubOptions,
  type RecipientFilter,
  type StoredLiveEvent,
} from "./hub";
export { MAX_PAYLOAD_BYTES, type NewLiveEvent, publish } from "./publish";
export { liveEventRoutes } from "./routes";
