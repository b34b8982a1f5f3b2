/** The site settings (support address, story video) that pages show. */
export { useSiteConfig } from "./api";
