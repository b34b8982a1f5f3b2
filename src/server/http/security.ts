import { secureHeaders } from "hono/secure-headers";
import type { Config } from "../config";
import { BOOT_SCRIPT_HASH } from "./page-frames";

/**
 * Headers for every response. Everything Bloom loads comes from its own origin: no CDNs,
 * fonts, scripts or trackers. Inline styles are allowed because the toast and dialog
 * libraries set them; of inline scripts, only the page frames' loader, by its hash.
 */
export function securityHeaders(config: Pick<Config, "production" | "storyVideoUrl">) {
  const { production } = config;
  // A story video hosted elsewhere is the one outside origin the page may load.
  const videoOrigin = config.storyVideoUrl?.startsWith("http") ? new URL(config.storyVideoUrl).origin : null;
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // The one inline script: the page frames' loader (page-frames.ts), by its hash.
      scriptSrc: ["'self'", `'${BOOT_SCRIPT_HASH}'`],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      mediaSrc: ["'self'", "blob:", ...(videoOrigin ? [videoOrigin] : [])],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(production ? { upgradeInsecureRequests: [] } : {}),
    },
    strictTransportSecurity: production ? "max-age=31536000; includeSubDomains" : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: "strict-origin-when-cross-origin",
    permissionsPolicy: { camera: ["self"], microphone: [], geolocation: [] },
  });
}
