import type { ReactNode } from "react";
import { QueryProvider } from "../../lib/query-provider";
import { useSiteConfig } from "../site";

function WhenVideo({ children }: { children: ReactNode }) {
  return useSiteConfig()?.storyVideoUrl ? <>{children}</> : null;
}

/**
 * Its children only when a story video is configured. Loaded after the home page (which ships
 * without the query cache), so the site settings are read through the one data layer.
 */
export default function IfStoryVideo({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <WhenVideo>{children}</WhenVideo>
    </QueryProvider>
  );
}
