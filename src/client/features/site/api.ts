/** Public, non-secret settings from the server (support address, story video): fetcher, key, hook. */
import { useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api";
import { client } from "../../lib/client";

export const siteKeys = { config: () => ["site", "config"] as const };

export const fetchSiteConfig = () => call(client.site.$get());

/** Fetched once per visit; null until it has arrived (pages show their fallbacks meanwhile). */
export function useSiteConfig() {
  return (
    useQuery({ queryKey: siteKeys.config(), queryFn: fetchSiteConfig, staleTime: Number.POSITIVE_INFINITY })
      .data ?? null
  );
}
