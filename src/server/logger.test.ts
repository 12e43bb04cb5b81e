import { afterEach, describe, expect, test, vi } from 'vitest';
import { createLogger } from './logger';

afterEach(() => {
  vi.restoreAllMocks();
});

function logged(write: () => void): Record<string, unknown> {
  const lines: string[] = [];
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  write();
  expect(lines).toHaveLength(1);
  return JSON.parse(lines[0]!) as Record<string, unknown>;
}

describe('the log', () => {
  test('never holds a request value in full: long texts are cut, in the message and in every field', () => {
    const huge = 'x'.repeat(900 * 1024);
    const entry = logged(() => createLogger('info').error(`auth: insert failed for ${huge}`, { error: huge, nested: { value: huge } }));
    const line = JSON.stringify(entry);
    expect(line.length).toBeLessThan(5000);
    expect(entry.error).toMatch(/^x{1000}… \(920600 more characters\)$/);
    expect(entry.message).toMatch(/more characters\)$/);
  });

  test('keeps short texts as they are', () => {
    expect(logged(() => createLogger('info').warn('a short message', { path: '/api/me' }))).toMatchObject({
      level: 'warn',
      message: 'a short message',
      path: '/api/me',
    });
  });
});
