import { describe, expect, test } from 'vitest';
import { csvText } from './csv-text';

describe('csvText', () => {
  test('writes RFC 4180 rows: CRLF line ends, quotes only where a field needs them', () => {
    expect(csvText([['plain', 'a,b', 'say "hi"', 'two\nlines', null, 3]])).toBe('plain,"a,b","say ""hi""","two\nlines",,3\r\n');
    expect(csvText([['a'], ['b', 'c']])).toBe('a\r\nb,c\r\n');
  });

  test('writes dates as ISO instants, objects as JSON and booleans as words', () => {
    expect(csvText([[new Date(Date.UTC(2026, 0, 2, 3, 4, 5)), { tier: 'vip' }, true]])).toBe(
      '2026-01-02T03:04:05.000Z,"{""tier"":""vip""}",true\r\n',
    );
  });

  test('neutralises a cell a spreadsheet would run as a formula, when asked; numbers stay numbers', () => {
    const cells = ['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx', 'safe', -3.5];
    expect(csvText([cells], { neutraliseFormulas: true })).toBe(`"'=1+1","'+1","'-2","'@SUM(A1)","'\tx","'\rx",safe,-3.5\r\n`);
    expect(csvText([['@news', '=1']])).toBe('@news,=1\r\n');
  });
});
