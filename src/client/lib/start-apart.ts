/** A piece of work to start, or `false` where it does not apply (her stage has no such part). */
export type Step = false | (() => Promise<unknown>);

/**
 * Starts each step in a task of its own. Starting a query through the typed client and the cache,
 * or importing a chunk, costs a few milliseconds of script the first time; started in one go, a
 * page's steps made one long task just as she began to read it. A step that fails is left to the
 * part that needs it, which fails again when it renders and says so.
 */
export function startApart(steps: readonly Step[]): void {
  for (const step of steps) if (step) setTimeout(() => void step().catch(() => {}));
}
