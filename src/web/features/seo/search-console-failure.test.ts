import { describe, expect, test } from 'vitest';
import { ApiError } from '@/web/lib/api-client';
import { searchConsoleReason } from './search-console-failure';

describe("a Search Console action's failure", () => {
  test("says the server's sentence for a refusal or Google's failure", () => {
    expect(searchConsoleReason(new ApiError(409, 'ACCOUNT_NOT_CONNECTED', 'Reconnect Search Console.'))).toBe('Reconnect Search Console.');
    expect(searchConsoleReason(new ApiError(502, 'ERROR', 'Google Search Console could not be reached.'))).toBe(
      'Google Search Console could not be reached.',
    );
    expect(searchConsoleReason(new ApiError(403, 'READ_ONLY', 'Your role in this workspace can view but not change it.'))).toBe(
      'Your role in this workspace can view but not change it.',
    );
  });

  test('nothing for a server failure or a lost connection', () => {
    expect(searchConsoleReason(new ApiError(500, 'INTERNAL', 'Something went wrong'))).toBeNull();
    expect(searchConsoleReason(new ApiError(409, 'ACCOUNT_NOT_CONNECTED', ''))).toBeNull();
    expect(searchConsoleReason(new TypeError('Failed to fetch'))).toBeNull();
  });
});
