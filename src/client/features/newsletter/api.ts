/** The newsletter's links: confirming an address and unsubscribing one, each a token from a mail. */
import { useMutation } from "@tanstack/react-query";
import { call } from "../../lib/api";
import { client } from "../../lib/client";

export const confirmSubscription = (token: string) =>
  call(client.newsletter.confirm.$post({ json: { token } }));
export const unsubscribe = (token: string) => call(client.newsletter.unsubscribe.$post({ query: { token } }));

export function useConfirmSubscription() {
  return useMutation({ mutationFn: confirmSubscription });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
