/** Premium Access: her membership, checkout, cancel, resume and the billing portal: fetcher, key and hook for each call. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Membership, PlanId } from "../../../shared/premium";
import { call } from "../../lib/api";
import { client } from "../../lib/client";
import { useAuth } from "../auth";

export const membershipKeys = {
  all: () => ["subscription"] as const,
  membership: () => ["subscription", "membership"] as const,
};

const subscription = client.subscription;
export const fetchMembership = () => call(subscription.membership.$get());
export const startCheckout = (plan: PlanId) => call(subscription.checkout.$post({ json: { plan } }));
export const confirmLocalCheckout = (plan: PlanId) =>
  call(subscription.checkout.confirm.$post({ json: { plan } }));
export const syncCheckout = (sessionId: string) =>
  call(subscription.checkout.sync.$post({ json: { sessionId } }));
export const cancelMembership = () => call(subscription.cancel.$post());
export const resumeMembership = () => call(subscription.resume.$post());
export const openBillingPortal = () => call(subscription.portal.$post());

export function useMembership({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: membershipKeys.membership(), queryFn: fetchMembership, enabled });
}

/**
 * After anything that changes her subscription: the card gets the answer at once, and every query
 * is marked stale (what a screen may do depends on it: the community's "can post" comes back with
 * the composer), as is the session's subscribed flag (what guards and the community read).
 */
function useMembershipChanged() {
  const qc = useQueryClient();
  const { refreshSubscription } = useAuth();
  return async (membership: Membership) => {
    qc.setQueryData(membershipKeys.membership(), membership);
    await Promise.all([
      qc.invalidateQueries(),
      refreshSubscription().catch((error) => console.error("Could not check the subscription", error)),
    ]);
  };
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}

export function useConfirmLocalCheckout() {
  const changed = useMembershipChanged();
  return useMutation({ mutationFn: confirmLocalCheckout, onSuccess: changed });
}

export function useSyncCheckout() {
  const changed = useMembershipChanged();
  return useMutation({ mutationFn: syncCheckout, onSuccess: changed });
}

export function useCancelMembership() {
  const changed = useMembershipChanged();
  return useMutation({ mutationFn: cancelMembership, onSuccess: changed });
}

export function useResumeMembership() {
  const changed = useMembershipChanged();
  return useMutation({ mutationFn: resumeMembership, onSuccess: changed });
}

export function useOpenBillingPortal() {
  return useMutation({ mutationFn: openBillingPortal });
}

/** A membership date as she reads it: "February 28, 2026". */
export const membershipDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { dateStyle: "long" });
