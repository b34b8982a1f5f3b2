// `npm start`: build when the sources changed since the last build, then run the compiled server.
import { build, isStale } from "./build.mjs";

if (isStale()) {
  console.log("Building Bloom (first start, or the sources changed since the last build)…");
  await build({ quiet: true });
}
await import("../dist/server/main.js");
