// On-screen text and burned-in captions: one ASS file for libass (the text never enters the filter
// graph) and an SRT of the same caption chunks for the platforms.
import type { CaptionStyle } from '@/shared/studio/timeline';
import type { SpokenWord } from '../speech/speech';
import type { FrameSize } from './stills';

export interface Cue {
  text: string;
  startMs: number;
  endMs: number;
}

/** Words a caption shows at once, by style: a few big ones in the middle, a line at the bottom. */
const chunkWords: Record<CaptionStyle, { words: number; characters: number }> = {
  bold: { words: 3, characters: 18 },
  boxed: { words: 6, characters: 32 },
  minimal: { words: 7, characters: 38 },
};

/** The font shipped in npm's dejavu-fonts-ttf, copied beside the ASS file; libass finds it by this name. */
export const captionFont = { file: 'DejaVuSans-Bold.ttf', family: 'DejaVu Sans' };

/**
 * A scene's narration in caption chunks, timed from the engine's word timings when it gave them, else
 * spread over the speech's length by characters. Times are from the speech's start.
 */
export function captionCues(narration: string, speechMs: number, words: SpokenWord[] | null, style: CaptionStyle): Cue[] {
  const limits = chunkWords[style];
  const timed = words?.length ? words : spreadByCharacters(narration.split(/\s+/).filter(Boolean), speechMs);
  const chunks: SpokenWord[][] = [];
  for (const word of timed) {
    const last = chunks.at(-1);
    const text = last?.map((each) => each.text).join(' ') ?? '';
    if (last && last.length < limits.words && text.length + 1 + word.text.length <= limits.characters && !/[.!?]$/.test(text))
      last.push(word);
    else chunks.push([word]);
  }
  return chunks.map((chunk, index) => ({
    text: chunk.map((word) => word.text).join(' '),
    startMs: chunk[0]!.startMs,
    // Until the next chunk starts, so the captions do not flicker off between words.
    endMs: Math.max(chunks[index + 1]?.[0]?.startMs ?? Math.max(chunk.at(-1)!.endMs, speechMs), chunk[0]!.startMs + 1),
  }));
}

function spreadByCharacters(words: string[], speechMs: number): SpokenWord[] {
  const total = words.reduce((sum, word) => sum + word.length + 1, 0);
  let at = 0;
  return words.map((text) => {
    const startMs = Math.round((at / total) * speechMs);
    at += text.length + 1;
    return { text, startMs, endMs: Math.round((at / total) * speechMs) };
  });
}

/**
 * Text as ASS shows it literally: braces escaped (`\{`, `\}`), a backslash kept from starting `\N`, `\n`,
 * `\h` or an escape by a word joiner, line breaks as `\N` (or spaces for captions).
 */
export function assText(text: string, { lineBreaks }: { lineBreaks: boolean }): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\\(?=[Nnh{}])/g, '\\\u2060')
    .replace(/[{}]/g, (brace) => `\\${brace}`)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(lineBreaks ? '\\N' : ' ');
}

/** #RRGGBB with an alpha (0 opaque .. 255 clear) as ASS writes colours: &HAABBGGRR. */
function assColour(hex: string, alpha = 0): string {
  const [r, g, b] = [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5, 7)];
  return `&H${alpha.toString(16).padStart(2, '0')}${b}${g}${r}`.toUpperCase();
}

function styleLines({ width, height }: FrameSize, captions: CaptionStyle): string[] {
  const unit = Math.min(width, height);
  const side = Math.round(width * 0.08);
  const white = assColour('#FFFFFF');
  const black = assColour('#000000');
  const shade = assColour('#000000', 0x60);
  // Name, Fontname, Fontsize, Primary, Secondary, Outline, Back, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY,
  // Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding
  const style = (
    name: string,
    size: number,
    border: number,
    outline: number,
    shadow: number,
    alignment: number,
    marginV: number,
    outlineColour = black,
  ) =>
    `Style: ${name},${captionFont.family},${Math.round(size)},${white},${white},${outlineColour},${shade},-1,0,0,0,100,100,0,0,${border},${outline},${shadow},${alignment},${side},${side},${Math.round(marginV)},1`;
  const caption = {
    bold: style('Caption', unit * 0.085, 1, unit * 0.006, 0, 5, 0),
    boxed: style('Caption', unit * 0.052, 3, unit * 0.016, 0, 2, height * 0.14, shade),
    minimal: style('Caption', unit * 0.04, 1, unit * 0.002, unit * 0.002, 2, height * 0.07),
  }[captions];
  return [style('Headline', unit * 0.07, 1, unit * 0.005, 0, 8, height * 0.12), caption];
}

/** The whole video's ASS: each scene's headline for the scene, and the caption cues (absolute times). */
export function assDocument(frame: FrameSize, captions: CaptionStyle, headlines: Cue[], cues: Cue[]): string {
  const event = (style: string, cue: Cue, lineBreaks: boolean) =>
    `Dialogue: 0,${assTime(cue.startMs)},${assTime(cue.endMs)},${style},,0,0,0,,${assText(cue.text, { lineBreaks })}`;
  return [
    '[Script Info]',
    'ScriptType: v4.00+',
    `PlayResX: ${frame.width}`,
    `PlayResY: ${frame.height}`,
    'WrapStyle: 0',
    'ScaledBorderAndShadow: yes',
    '',
    '[V4+ Styles]',
    'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
    ...styleLines(frame, captions),
    '',
    '[Events]',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
    ...headlines.filter((cue) => cue.text.trim()).map((cue) => event('Headline', cue, true)),
    ...cues.map((cue) => event('Caption', cue, false)),
    '',
  ].join('\n');
}

/** h:mm:ss.cc */
function assTime(ms: number): string {
  const centiseconds = Math.round(ms / 10);
  const hours = Math.floor(centiseconds / 360_000);
  const minutes = Math.floor(centiseconds / 6000) % 60;
  const seconds = Math.floor(centiseconds / 100) % 60;
  return `${hours}:${pad(minutes)}:${pad(seconds)}.${pad(centiseconds % 100)}`;
}

/** The captions as SubRip, numbered from 1, times as hh:mm:ss,mmm. */
export function srtDocument(cues: Cue[]): string {
  const time = (ms: number) =>
    `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)},${String(ms % 1000).padStart(3, '0')}`;
  return cues.map((cue, index) => `${index + 1}\n${time(cue.startMs)} --> ${time(cue.endMs)}\n${cue.text}\n`).join('\n');
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
