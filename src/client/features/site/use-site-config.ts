import { useEffect, useState } from "react";
import type { SiteConfig } from "../../../shared/site";
import { api } from "../../lib/api";

let cached: Promise<SiteConfig> | undefined;

/** Public, non-secret settings from the server (support address, story video). Fetched once. */
export function useSiteConfig(): SiteConfig | null {
  const [config, setConfig] = useState<SiteConfig | null>(null);
  useEffect(() => {
    cached ??= api<SiteConfig>("/api/site");
    cached.then(setConfig).catch(() => {
      cached = undefined;
    });
  }, []);
  return config;
}
