/**
 * Her Premium Access subscription in the browser: membership, checkout, cancel, resume, portal.
 * Kept apart from `checkout` (whose provider the shell mounts on every page, `/` included), so
 * the typed client and the query cache load only with the pages and the modal that use them.
 */
export {
  membershipDate,
  useCancelMembership,
  useConfirmLocalCheckout,
  useMembership,
  useOpenBillingPortal,
  useResumeMembership,
  useStartCheckout,
  useSyncCheckout,
} from "./api";
