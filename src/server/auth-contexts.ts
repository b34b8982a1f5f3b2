import type { AsyncLocalStorage } from "node:async_hooks";
import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from "@better-auth/core/context";

/**
 * better-auth carries each of its calls' context (the endpoint, the request's state, the adapter of
 * a transaction) in AsyncLocalStorage. On Node 20 an AsyncLocalStorage, once run, turns on V8's
 * promise hooks for every promise in the process, for good: after the first sign-in, every request
 * (her dashboard, a static file) paid a hook call per promise, about a third of the signed-in API's
 * CPU. Here those stores are switched off again whenever no better-auth call is running: the next
 * call switches them on as it starts (`run` does), and contexts only ever live inside a call
 * (Bloom configures no background tasks, so better-auth awaits its mails and hooks in the call).
 *
 * The returned object is the same auth object, with `handler` and every `api` endpoint counted in
 * and out; its types and the endpoints' own properties are unchanged.
 */
export function quietWhenIdle<T extends { handler: (request: Request) => Promise<Response>; api: object }>(
  auth: T,
): T {
  let running = 0;
  let stores: AsyncLocalStorage<unknown>[] | undefined;
  // Created now (without running, they cost nothing), so they are at hand when a call ends.
  void Promise.all([
    getCurrentAuthContextAsyncLocalStorage(),
    getRequestStateAsyncLocalStorage(),
    getCurrentDBAdapterAsyncLocalStorage(),
  ]).then((found) => {
    stores = found as AsyncLocalStorage<unknown>[];
  });

  const settled = () => {
    running--;
    if (running === 0 && stores) for (const store of stores) store.disable();
  };
  const counted = <F extends (...args: never[]) => unknown>(fn: F): F =>
    new Proxy(fn, {
      apply(target, self, args) {
        running++;
        let result: unknown;
        try {
          result = Reflect.apply(target, self, args);
        } catch (error) {
          settled();
          throw error;
        }
        if (result instanceof Promise) return result.finally(settled);
        settled();
        return result;
      },
    });

  const endpoints = new Map<PropertyKey, unknown>();
  const api = new Proxy(auth.api, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof value !== "function") return value;
      let wrapped = endpoints.get(key);
      if (!wrapped) {
        wrapped = counted(value as (...args: never[]) => unknown);
        endpoints.set(key, wrapped);
      }
      return wrapped;
    },
  });
  const handler = counted(auth.handler);
  return new Proxy(auth, {
    get(target, key, receiver) {
      if (key === "api") return api;
      if (key === "handler") return handler;
      return Reflect.get(target, key, receiver);
    },
  });
}
