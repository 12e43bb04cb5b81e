import { describe, expect, test } from 'vitest';
import { readSearchConsoleReturn, withoutSearchConsoleReturn } from './search-console-return';

describe("back from Google's consent page", () => {
  test('connected, or failed with the reason the server gave', () => {
    expect(readSearchConsoleReturn(new URLSearchParams('tab=keywords&searchConsole=connected'))).toEqual({ outcome: 'connected' });
    const reason = 'You did not allow Uplift to read your Search Console.';
    expect(readSearchConsoleReturn(new URLSearchParams({ tab: 'keywords', searchConsole: 'failed', reason }))).toEqual({
      outcome: 'failed',
      reason,
    });
    expect(readSearchConsoleReturn(new URLSearchParams('searchConsole=failed&reason='))).toEqual({ outcome: 'failed', reason: null });
    // A text Uplift never writes is someone's link, not the server's reason.
    expect(readSearchConsoleReturn(new URLSearchParams('searchConsole=failed&reason=Call+us+at+555-0100'))).toEqual({
      outcome: 'failed',
      reason: null,
    });
  });

  test('nothing to say otherwise', () => {
    expect(readSearchConsoleReturn(new URLSearchParams('tab=keywords'))).toBeNull();
    expect(readSearchConsoleReturn(new URLSearchParams('searchConsole=maybe'))).toBeNull();
  });

  test('the tab stays once it is said', () => {
    expect(withoutSearchConsoleReturn(new URLSearchParams('tab=keywords&searchConsole=failed&reason=No')).toString()).toBe('tab=keywords');
  });
});
