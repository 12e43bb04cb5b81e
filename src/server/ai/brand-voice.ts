// A project's brand voice as every writer meets it (ADR 037): lines for the provider's prompt, and
// what the offline writer does so the voice shows in its drafts too.

/** What a voice says (the content area's brand voice fields; the core knows no area's types). */
export interface VoiceRules {
  tone: string;
  vocabulary: readonly string[];
  avoid: readonly string[];
  dos: readonly string[];
  donts: readonly string[];
  examples: readonly string[];
}

const avoidedLine = (entry: string) => {
  const { phrase, instead } = avoidedEntry(entry);
  return instead ? `"${phrase}" (say "${instead}")` : `"${phrase}"`;
};

/** The voice as prompt lines; empty fields are left out. */
export function voicePromptLines(voice: VoiceRules): string[] {
  const list = (items: readonly string[]) => items.map((item) => `"${item}"`).join(', ');
  return [
    voice.tone && `Brand voice: ${voice.tone}`,
    voice.vocabulary.length > 0 && `Words the brand prefers (use them where they fit): ${list(voice.vocabulary)}`,
    voice.avoid.length > 0 && `Never use these words or phrases: ${voice.avoid.map(avoidedLine).join(', ')}`,
    voice.dos.length > 0 && `Do: ${voice.dos.join('; ')}`,
    voice.donts.length > 0 && `Don't: ${voice.donts.join('; ')}`,
    voice.examples.length > 0 &&
      `Passages in the brand's voice, to match (not to copy):\n${voice.examples.map((example) => `> ${example}`).join('\n')}`,
  ].filter((line): line is string => Boolean(line));
}

const escaped = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An entry to avoid: a word or phrase, or "cheap → affordable" (also -> or =>) to say another instead. */
export function avoidedEntry(entry: string): { phrase: string; instead: string } {
  const [phrase = '', instead = ''] = entry.split(/\s*(?:->|→|=>)\s*/);
  return { phrase: phrase.trim(), instead: instead.trim() };
}

/** The text with the avoided words and phrases (whole words, any case) replaced or dropped, its spacing tidied. */
export function withoutAvoided(text: string, avoid: readonly string[]): string {
  const entries = avoid.map(avoidedEntry).filter((entry) => entry.phrase);
  if (entries.length === 0) return text;
  const instead = new Map(entries.map((entry) => [entry.phrase.toLowerCase(), entry.instead]));
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${entries.map((entry) => escaped(entry.phrase)).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  return text
    .replace(pattern, (found) => {
      const replacement = instead.get(found.toLowerCase()) ?? '';
      // A capital stays a capital at the start of a sentence.
      return /^\p{Lu}/u.test(found) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
    })
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([,.;:!?])/g, '$1')
    .replace(/([,;:]){2,}/g, '$1')
    .replace(/^ +| +$/gm, '');
}

/** A closing line in the brand's own words: its first three preferred words. */
export function vocabularyLine(vocabulary: readonly string[]): string {
  const words = vocabulary.slice(0, 3);
  if (words.length === 0) return '';
  const listed = words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
  return `It all comes down to ${listed}.`;
}

/** Prose in the voice: the preferred words in a closing line, the avoided ones gone. */
export function speakInVoice(text: string, voice: VoiceRules | null | undefined): string {
  if (!voice) return text;
  const line = vocabularyLine(voice.vocabulary);
  return withoutAvoided(line ? `${text.trimEnd()} ${line}` : text, voice.avoid);
}

/**
 * Every piece of prose in an offline draft (strings with a space; ids, platforms and tags are left
 * alone) without the avoided words: what a writer of any area gets from the engine.
 */
export function draftWithoutAvoided<Payload>(payload: Payload, avoid: readonly string[]): Payload {
  if (avoid.length === 0) return payload;
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return /\s/.test(value) ? withoutAvoided(value, avoid) : value;
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
    return value;
  };
  return walk(payload) as Payload;
}
