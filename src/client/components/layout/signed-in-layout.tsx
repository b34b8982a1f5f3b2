import { RequireAuth } from "./guards";

/**
 * Every signed-in route sits inside this layout: the sign-in guard. It loads as its own chunk, so
 * visitors' first pages do not carry it. (The query cache is emptied when the user changes, in
 * lib/query-provider.tsx.)
 */
export function Component() {
  return <RequireAuth />;
}
