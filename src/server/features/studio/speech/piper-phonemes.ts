// Text to a Piper voice's phoneme ids, the way Piper itself does it: espeak-ng's IPA, one clause at a
// time with its terminator kept (". , ! ? ; :"), sentences ending at . ! ?, each phoneme a Unicode code
// point after NFD, and the ids BOS, pad, then each phoneme followed by a pad, then EOS. Phonemes a voice
// does not know are dropped, as Piper drops them.

/** espeak-ng's IPA for a text, in one or more pieces (the phonemizer package's `phonemize`). */
export type Phonemize = (text: string, espeakVoice: string) => Promise<string[]>;

export type PhonemeIdMap = Record<string, number[]>;

// Punctuation that ends a clause only when a space or the end follows it: "5.50" and "e.g." stay words.
const clauseEnd = /([.!?;:,…]+)(?:\s+|$)/;
// Language switches espeak-ng marks in its output, e.g. "(fr)".
const languageFlags = /\([a-z]{2,3}(?:-[a-z0-9]+)?\)/g;
// Beyond this many phonemes a sentence is cut at a word: a VITS voice's memory grows with its input.
const maxSentencePhonemes = 400;

/** A clause's terminator as espeak-ng reports it: the strongest mark among a run such as "?!" or "...". */
function terminatorOf(marks: string): string {
  if (marks.includes('?')) return '?';
  if (marks.includes('!')) return '!';
  if (marks.includes('.') || marks.includes('…')) return '.';
  return marks[0]!;
}

/** Each sentence of `text` as Piper's phoneme string, e.g. "həlˈoʊ wˈɜːld, ɐɡˈɛn." */
export async function sentencePhonemes(text: string, espeakVoice: string, phonemize: Phonemize): Promise<string[]> {
  const pieces = text.replace(/\s+/g, ' ').trim().split(clauseEnd);
  const sentences: string[] = [];
  let sentence = '';
  // split() with a capture alternates clause text and its marks: [text, marks, text, marks, ..., text].
  for (let index = 0; index < pieces.length; index += 2) {
    const marks = pieces[index + 1];
    const clause = pieces[index]!.trim();
    const spoken = clause
      ? (await phonemize(clause, espeakVoice))
          .map((part) => part.replace(languageFlags, '').trim())
          .filter(Boolean)
          .join(' ')
      : '';
    const terminator = marks ? terminatorOf(marks) : '';
    if (spoken) sentence += `${sentence ? ' ' : ''}${spoken}${terminator}`;
    if (!marks || '.!?'.includes(terminator)) {
      if (sentence) sentences.push(...cutLong(sentence));
      sentence = '';
    }
  }
  return sentences;
}

function cutLong(sentence: string): string[] {
  const parts: string[] = [];
  let part = '';
  for (const word of sentence.split(' ')) {
    if (part && [...part].length + 1 + [...word].length > maxSentencePhonemes) {
      parts.push(part);
      part = word;
    } else {
      part = part ? `${part} ${word}` : word;
    }
  }
  if (part) parts.push(part);
  return parts;
}

/** Piper's ids for one sentence's phonemes: ^ _ (phoneme _)* $. */
export function phonemeIds(phonemes: string, idMap: PhonemeIdMap): number[] {
  const pad = idMap['_'] ?? [];
  const ids = [...(idMap['^'] ?? []), ...pad];
  for (const phoneme of phonemes.normalize('NFD')) {
    const mapped = idMap[phoneme];
    if (mapped) ids.push(...mapped, ...pad);
  }
  ids.push(...(idMap['$'] ?? []));
  return ids;
}
