import { secureHeaders } from "hono/secure-headers";
import type { Config } from "../config";

/**
 * Headers for every response. Everything Bloom loads comes from its own origin: no CDNs,
 * fonts, scripts or trackers. Inline styles are allowed because the toast and dialog
 * libraries set them; inline scripts are not.
 */
export function securityHeaders(config: Pick<Config, "production" | "storyVideoUrl">) {
  const { production } = config;
  // A story video hosted elsewhere is the one outside origin the page may load.
  const videoOrigin = config.storyVideoUrl?.startsWith("http") ? new URL(config.storyVideoUrl).origin : null;
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
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
