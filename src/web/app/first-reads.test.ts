import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projectMark, siteMark } from '@/shared/screen-shells';
import { firstReadsOf, prefetchFrameData } from './frame-data';
import { screens } from './modules';

// What a screen's shell preloads (firstReadsOf, screen-shells.json) must be what the app then reads,
// address for address: a preload the app does not take is a wasted request, and a read it does not
// cover waits for its round trip as before.

const project = { id: 'project-1', name: 'Site', url: 'https://site.example/blog', createdAt: '2026-11-01T00:00:00.000Z' };
let requested: string[] = [];

beforeEach(() => {
  requested = [];
  // Every answer carries each list a first read unwraps, so no read fails before the next is asked.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      const lists = {
        projects: [project],
        workspaces: [],
        events: [],
        accounts: [],
        posts: [],
        workflows: [],
        integrations: [],
        campaigns: [],
        lists: [],
        segments: [],
        videos: [],
        audio: [],
        items: [],
      };
      return new Response(JSON.stringify(lists), { headers: { 'content-type': 'application/json' } });
    }),
  );
  vi.stubGlobal('localStorage', { getItem: () => null });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const preloaded = screens.filter((screen) => screen.shell && screen.firstReads);

describe("a screen's first reads", () => {
  it('are declared by the screens whose loader reads before they show', () => {
    expect(preloaded.map((screen) => screen.path)).toEqual(
      expect.arrayContaining([
        '/dashboard',
        '/content',
        '/social',
        '/email',
        '/integrations',
        '/analytics',
        '/monetization',
        '/video-audio',
        '/seo',
      ]),
    );
  });

  it.each(preloaded.map((screen) => [screen.path, screen] as const))(
    '%s reads what its shell preloads, and nothing else',
    async (path, screen) => {
      const queryClient = new QueryClient();
      await prefetchFrameData(queryClient);
      await screen.prefetch?.(queryClient, new URL(`http://uplift.test${path}`));
      const expected = firstReadsOf(screen).map((read) =>
        read.replaceAll(projectMark, project.id).replaceAll(siteMark, encodeURIComponent('https://site.example')),
      );
      expect([...requested].sort()).toEqual([...expected].sort());
    },
  );
});
