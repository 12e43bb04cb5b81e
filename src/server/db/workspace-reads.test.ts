import { describe, expect, test } from 'vitest';
import { type WorkspaceRead, WorkspaceReadCache } from './workspace-reads';

const list = (workspaceId: string, variant = '', table: WorkspaceRead<string[]>['table'] = 'projects'): WorkspaceRead<string[]> => ({
  table,
  workspaceId,
  variant,
  rows: (answer) => answer.length,
});

/** A load that counts its calls and answers with the call's number. */
function counter() {
  let calls = 0;
  const load = async () => [`answer ${++calls}`];
  return { load, calls: () => calls };
}

describe('workspace read cache', () => {
  test('answers again from memory until the workspace changes', async () => {
    const cache = new WorkspaceReadCache();
    const { load, calls } = counter();
    expect(await cache.read(list('a'), load)).toEqual(['answer 1']);
    expect(await cache.read(list('a'), load)).toEqual(['answer 1']);
    cache.changed('projects:a');
    expect(await cache.read(list('a'), load)).toEqual(['answer 2']);
    expect(calls()).toBe(2);
  });

  test("a change drops only that workspace's answers of that table; '*' drops the table's", async () => {
    const cache = new WorkspaceReadCache();
    const { load, calls } = counter();
    await cache.read(list('a'), load);
    await cache.read(list('b'), load);
    await cache.read(list('a', '', 'content'), load);
    cache.changed('projects:a');
    await cache.read(list('b'), load);
    await cache.read(list('a', '', 'content'), load);
    expect(calls()).toBe(3);
    await cache.read(list('a'), load);
    expect(calls()).toBe(4);
    cache.changed('projects:*');
    await cache.read(list('a'), load);
    await cache.read(list('b'), load);
    await cache.read(list('a', '', 'content'), load);
    expect(calls()).toBe(6);
  });

  test('requests that miss together share one read', async () => {
    const cache = new WorkspaceReadCache();
    const { load, calls } = counter();
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.read(list('a'), load)));
    expect(new Set(answers.map((answer) => answer[0]))).toEqual(new Set(['answer 1']));
    expect(calls()).toBe(1);
  });

  test('a read that overlapped a change is not kept, and later requests do not join it', async () => {
    const cache = new WorkspaceReadCache();
    let finish: (answer: string[]) => void = () => {};
    const slow = cache.read(list('a'), () => new Promise<string[]>((resolve) => (finish = resolve)));
    cache.changed('projects:a');
    const { load, calls } = counter();
    const after = cache.read(list('a'), load);
    finish(['before the change']);
    expect(await slow).toEqual(['before the change']);
    expect(await after).toEqual(['answer 1']);
    // What is kept is the read that began after the change, not the one that overlapped it.
    expect(await cache.read(list('a'), load)).toEqual(['answer 1']);
    expect(calls()).toBe(1);
  });

  test('answers are frozen, since every request shares them', async () => {
    const cache = new WorkspaceReadCache();
    const answer = await cache.read({ ...list('a'), rows: () => 1 }, async () => [{ name: 'Bakery', keywords: ['bread'] }]);
    expect(() => answer[0]!.keywords.push('rye')).toThrow(TypeError);
    expect(() => {
      answer[0]!.name = 'Changed';
    }).toThrow(TypeError);
  });

  test('a failed read is not kept', async () => {
    const cache = new WorkspaceReadCache();
    await expect(cache.read(list('a'), () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    const { load } = counter();
    expect(await cache.read(list('a'), load)).toEqual(['answer 1']);
  });

  test('keeps within its bounds, dropping the oldest first', async () => {
    const cache = new WorkspaceReadCache({ scopes: 2, variantsPerScope: 2, rows: 5 });
    const { load, calls } = counter();
    const rowsOf = (count: number) => async () => Array.from({ length: count }, (_, index) => `row ${index}`);
    await cache.read(list('a', 'page 1'), load);
    await cache.read(list('a', 'page 2'), load);
    await cache.read(list('a', 'page 3'), load);
    await cache.read(list('a', 'page 1'), load);
    expect(calls()).toBe(4);
    await cache.read(list('b'), load);
    await cache.read(list('c'), load);
    // Three workspaces: the oldest, a, went.
    await cache.read(list('a', 'page 3'), load);
    expect(calls()).toBe(7);
    // Too many rows: older workspaces go; an answer larger than the bound is never kept.
    await cache.read(list('d'), rowsOf(4));
    await cache.read(list('e'), rowsOf(6));
    await cache.read(list('e'), load);
    expect(calls()).toBe(8);
  });
});
