import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` is used: migrations are applied by the server at start-up,
// never by a second process against a live PGlite directory.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema/index.ts",
  out: "./drizzle",
});
