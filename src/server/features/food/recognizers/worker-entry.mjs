// Worker threads start without the parent's TypeScript loader: register tsx here, then load the
// worker itself.
import { register } from "tsx/esm/api";

register();
await import("./worker.ts");
