import { describe, expect, test } from 'vitest';
import { attachmentFilename } from './attachment-filename';

describe('attachmentFilename', () => {
  test("takes the server's name, quoted or not, else the fallback", () => {
    expect(attachmentFilename('attachment; filename="analytics-rye-2026-01-01-to-2026-01-30.csv"', 'x.csv')).toBe(
      'analytics-rye-2026-01-01-to-2026-01-30.csv',
    );
    expect(attachmentFilename('attachment; filename=report.csv; size=3', 'x.csv')).toBe('report.csv');
    expect(attachmentFilename('attachment', 'x.csv')).toBe('x.csv');
    expect(attachmentFilename(null, 'x.csv')).toBe('x.csv');
  });

  test('prefers the UTF-8 name when the server sends one', () => {
    expect(attachmentFilename(`attachment; filename="caf?.csv"; filename*=UTF-8''caf%C3%A9.csv`, 'x.csv')).toBe('café.csv');
  });
});
