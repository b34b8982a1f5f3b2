import { availableParallelism } from "node:os";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// The integration suite runs on in-memory PGlite, and once more on PostgreSQL when DATABASE_URL is set.
const integration = (db: "pglite" | "postgres") => ({
  test: {
    name: `integration-${db}`,
    include: ["tests/integration/**/*.test.ts"],
    // The restart and backup tests are about the embedded database: they run in the PGlite project. The
    // deployment suite (two instances, HAProxy, S3) is about PostgreSQL: it runs in that project.
    exclude:
      db === "postgres"
        ? ["tests/integration/restart.test.ts", "tests/integration/backup.test.ts"]
        : ["tests/integration/deployment.test.ts"],
    environment: "node",
    env: { BLOOM_TEST_DB: db },
    // The files of a worker share one module graph instead of importing the whole server again for
    // each (a fifth of the project's time). They can: each opens its own app and database, none
    // mocks a module or changes the environment, and a spy is restored where it was made.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default is one worker fewer than the CPUs: one worker on a 2-core machine, which left
    // a core idle while each integration file signed members up (the suite took half again as long).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "tests/safety/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        plugins: [react()],
        test: { name: "components", include: ["src/**/*.test.tsx"], environment: "happy-dom" },
      },
      integration("pglite"),
      ...(process.env.DATABASE_URL ? [integration("postgres")] : []),
    ],
  },
});
