import type { AsyncLocalStorage } from 'node:async_hooks';
import { setImmediate as turn } from 'node:timers/promises';
import { getCurrentDBAdapterAsyncLocalStorage, getRequestStateAsyncLocalStorage } from '@better-auth/core/context';
import { describe, expect, it } from 'vitest';
import { quietWhenIdle } from './quiet-auth-context';

/** Node's own flag: an enabled storage is what keeps the process's async hooks on. */
const enabled = (storage: AsyncLocalStorage<unknown>) => (storage as unknown as { enabled: boolean }).enabled;

/** Stands for better-auth: each call keeps its context in the real storages, across turns of the loop. */
async function fakeAuth() {
  const requestState = await getRequestStateAsyncLocalStorage();
  const adapter = await getCurrentDBAdapterAsyncLocalStorage();
  const labelKey = {};
  const inContext = (label: string, turns: number) =>
    requestState.run(new WeakMap([[labelKey, label]]), async () => {
      for (let i = 0; i < turns; i++) await turn();
      return requestState.getStore()?.get(labelKey) as string | undefined;
    });
  const getSession = Object.assign((label: string, turns = 3) => inContext(label, turns), { path: '/get-session' });
  const storages: AsyncLocalStorage<unknown>[] = [requestState, adapter];
  return {
    storages,
    auth: quietWhenIdle({
      handler: (request: Request) => inContext(new URL(request.url).pathname, 2).then((label) => new Response(label)),
      api: { getSession, failing: () => Promise.reject(new Error('refused')) },
      options: { basePath: '/api/auth' },
    }),
  };
}

/** The storages are disabled once the lookup of them, a promise, has settled too. */
const settled = () => turn();

describe("better-auth's context storages", () => {
  it('are in use while a call is under way and disabled once the last one settles', async () => {
    const { auth, storages } = await fakeAuth();
    const call = auth.api.getSession('first');
    await turn();
    expect(storages.map(enabled)[0]).toBe(true);
    await expect(call).resolves.toBe('first');
    await settled();
    expect(storages.map(enabled)).toEqual([false, false]);
  });

  it('keep each call its own context while another ends before it', async () => {
    const { auth, storages } = await fakeAuth();
    const long = auth.api.getSession('long', 8);
    const short = auth.api.getSession('short', 1);
    await expect(short).resolves.toBe('short');
    await settled();
    expect(storages.map(enabled)[0]).toBe(true);
    await expect(long).resolves.toBe('long');
    await settled();
    expect(storages.map(enabled)[0]).toBe(false);
  });

  it('count the handler, and a call that fails', async () => {
    const { auth, storages } = await fakeAuth();
    await expect(auth.handler(new Request('http://uplift.test/api/auth/sign-in/email')).then((answer) => answer.text())).resolves.toBe(
      '/api/auth/sign-in/email',
    );
    await expect(auth.api.failing()).rejects.toThrow('refused');
    await settled();
    expect(storages.map(enabled)).toEqual([false, false]);
  });

  it('leave what better-auth hangs on the instance and its endpoints readable', async () => {
    const { auth } = await fakeAuth();
    expect(auth.api.getSession.path).toBe('/get-session');
    expect(auth.api.getSession).toBe(auth.api.getSession);
    expect(auth.options.basePath).toBe('/api/auth');
  });
});
