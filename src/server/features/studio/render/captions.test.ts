import { describe, expect, it } from 'vitest';
import { assDocument, assText, captionCues, srtDocument } from './captions';

describe('captions', () => {
  it('keeps ASS overrides, escapes and line breaks from user text', () => {
    expect(assText('Hi {\\b1} there', { lineBreaks: false })).toBe('Hi \\{\\b1\\} there');
    expect(assText('a\\Nb \\h \\n', { lineBreaks: false })).toBe('a\\\u2060Nb \\\u2060h \\\u2060n');
    expect(assText('one\ntwo\r\n\nthree', { lineBreaks: true })).toBe('one\\Ntwo\\Nthree');
    expect(assText('one\ntwo', { lineBreaks: false })).toBe('one two');
    expect(assText("it's: a, b; [c] $(id)", { lineBreaks: false })).toBe("it's: a, b; [c] $(id)");
  });

  it('puts every user line on one Dialogue line', () => {
    const ass = assDocument(
      { width: 1080, height: 1920 },
      'bold',
      [{ text: 'Top\nline', startMs: 0, endMs: 2000 }],
      [{ text: 'Dialogue: 0,0:00:00.00,9:00:00.00,Caption,,0,0,0,,{\\fs400}x', startMs: 0, endMs: 1000 }],
    );
    const events = ass.split('\n').filter((line) => line.startsWith('Dialogue:'));
    expect(events).toHaveLength(2);
    expect(events[0]).toBe('Dialogue: 0,0:00:00.00,0:00:02.00,Headline,,0,0,0,,Top\\Nline');
    expect(events[1]).toContain('\\{\\fs400\\}x');
    expect(ass).toContain('PlayResY: 1920');
  });

  it('spreads the narration over the speech by characters, a few words a chunk', () => {
    const cues = captionCues('One two three four five. Six', 3000, null, 'bold');
    expect(cues.map((cue) => cue.text)).toEqual(['One two three', 'four five.', 'Six']);
    expect(cues[0]!.startMs).toBe(0);
    expect(cues.at(-1)!.endMs).toBe(3000);
    cues.slice(1).forEach((cue, index) => expect(cue.startMs).toBe(cues[index]!.endMs));
  });

  it('times chunks from the engine words when it gives them', () => {
    const words = [
      { text: 'Hello', startMs: 100, endMs: 400 },
      { text: 'there.', startMs: 450, endMs: 800 },
      { text: 'Bye', startMs: 1200, endMs: 1500 },
    ];
    expect(captionCues('Hello there. Bye', 1700, words, 'boxed')).toEqual([
      { text: 'Hello there.', startMs: 100, endMs: 1200 },
      { text: 'Bye', startMs: 1200, endMs: 1700 },
    ]);
  });

  it('writes SubRip', () => {
    expect(srtDocument([{ text: 'Hi', startMs: 61_005, endMs: 3_723_450 }])).toBe('1\n00:01:01,005 --> 01:02:03,450\nHi\n');
  });
});
