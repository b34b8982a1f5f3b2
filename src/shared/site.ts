/** Public settings the browser may know: GET /api/site. */
export interface SiteConfig {
  supportEmail: string;
  /** A video for the home page's story dialog; null when none is configured. */
  storyVideoUrl: string | null;
}
