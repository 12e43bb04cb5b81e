import type { AsyncLocalStorage } from 'node:async_hooks';
import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';

/**
 * better-auth keeps each call's context (its endpoint, request state and database transaction) in
 * Node's AsyncLocalStorage. On Node 20 a storage in use turns async hooks on for the whole process:
 * every promise, timer and socket write then pays for them, a tenth of a cached read's cost (ADR 046),
 * though a signed-in request rarely calls better-auth (the session cache answers it). So the storages
 * are in use only while a call is under way: when the last one settles they are disabled, and the next
 * call's `run` enables them again, as the process's first call did.
 *
 * Every way into better-auth is counted: `handler` and each `api` endpoint. Its background work does
 * not escape a call: with no `backgroundTasks` handler configured, better-auth awaits it inside. The
 * storages are the process's, shared by every instance (the tests run several servers in one
 * process), so the count is too.
 */
export function quietWhenIdle<A extends { handler: (request: Request) => Promise<Response>; api: object }>(auth: A): A {
  const api = new Proxy(auth.api, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      return typeof value === 'function' ? calls.counted(value as (...args: unknown[]) => unknown) : value;
    },
  });
  const handler = calls.counted(auth.handler);
  return new Proxy(auth, {
    get(target, key, receiver) {
      if (key === 'api') return api;
      if (key === 'handler') return handler;
      return Reflect.get(target, key, receiver);
    },
  });
}

class CallsUnderWay {
  private underWay = 0;
  /** One counting wrapper per function, so `auth.api.x === auth.api.x` as callers may expect. */
  private readonly wrapped = new WeakMap<object, unknown>();

  constructor(private readonly storages: Promise<AsyncLocalStorage<unknown>[]>) {}

  counted<F extends (...args: never[]) => unknown>(call: F): F {
    let wrapper = this.wrapped.get(call) as F | undefined;
    if (!wrapper) {
      // A Proxy keeps what better-call hangs on its endpoints (path, options) readable.
      wrapper = new Proxy(call, { apply: (target, self, args) => this.run(() => Reflect.apply(target, self, args)) });
      this.wrapped.set(call, wrapper);
    }
    return wrapper;
  }

  private run(call: () => unknown): unknown {
    this.underWay++;
    let result: unknown;
    try {
      result = call();
    } catch (error) {
      this.settled();
      throw error;
    }
    if (!(result instanceof Promise)) {
      this.settled();
      return result;
    }
    return result.finally(() => this.settled());
  }

  private settled() {
    if (--this.underWay > 0) return;
    void this.storages.then((storages) => {
      // A call may have begun while the storages were looked up.
      if (this.underWay === 0) for (const storage of storages) storage.disable();
    });
  }
}

/** better-auth's storages: it creates them on first use and shares them through a global, as here. */
function storagesInUse(): Promise<AsyncLocalStorage<unknown>[]> {
  return Promise.all([
    getCurrentAuthContextAsyncLocalStorage(),
    getRequestStateAsyncLocalStorage(),
    getCurrentDBAdapterAsyncLocalStorage(),
  ]);
}

const calls = new CallsUnderWay(storagesInUse());
