import { type ReactNode, use } from "react";
import { type Answer, type ApiClient, jsonOf } from "../../lib/api";

type SiteConfig = Answer<ApiClient["site"]["$get"]>;

let siteConfig: Promise<SiteConfig | null> | undefined;

/**
 * Its children only when a story video is configured. Loaded after the home page's first paint.
 * `/` carries no query cache and no typed client (its JavaScript budget, decision 008), so the
 * site settings are read once per visit with a bare fetch typed from the route, as the session is;
 * without an answer there is simply no video button.
 */
export default function IfStoryVideo({ children }: { children: ReactNode }) {
  siteConfig ??= fetch("/api/site", { credentials: "same-origin" })
    .then((res) => (res.ok ? (jsonOf(res) as Promise<SiteConfig>) : null))
    .catch(() => null);
  return use(siteConfig)?.storyVideoUrl ? children : null;
}
