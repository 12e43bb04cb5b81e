// The offline way to learn a voice (no provider configured): a deterministic reading of the samples.
// Same samples, same voice, so the tests and the demo can rely on it.
import type { BrandVoiceFields } from '@/shared/content/voice';

/** Words any English text uses: never a brand's own vocabulary. */
const commonWords = new Set(
  (
    'about above after again against all also always among another any anyone are around back because been before being below best better ' +
    'between both but came can cannot come could day days does doing done down during each either else even ever every few find first ' +
    'from get gets getting give good great had has have having here high how however into its just keep know last least less like little ' +
    'long look made make makes making many may more most much must need never new next not now off often once one only other our ours ' +
    'out over own part people per place put rather really right said same see seen should since small some something still such sure take ' +
    'than that the their them then there these they thing things think this those though three through time times today together too ' +
    'two under until upon use used using very want was way ways week well went were what when where which while who whole why will with ' +
    'without work would year years yet you your yours able across already along became become does going home include including inside ' +
    'into item items let lets page pages read site start started thank thanks true try want within year'
  ).split(' '),
);

/** Marketing buzzwords: the ones a brand never uses become its words to avoid. */
export const buzzwords = [
  'synergy',
  'leverage',
  'utilize',
  'cutting-edge',
  'world-class',
  'best-in-class',
  'game-changer',
  'disruptive',
  'seamless',
  'revolutionary',
];

const emoji = /\p{Extended_Pictographic}/u;
const contraction = /\b\w+['’](s|re|ve|ll|d|t|m)\b/gi;

export function sentencesOf(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“‘'])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.split(' ').length >= 3);
}

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/\p{L}[\p{L}'’-]*\p{L}/gu) ?? [];
}

/** Frequent words of the samples that are neither common English nor buzzwords, most frequent first. */
export function distinctiveWords(samples: readonly string[], count: number): string[] {
  const frequency = new Map<string, number>();
  for (const sample of samples) {
    for (const word of wordsOf(sample)) {
      if (word.length < 4 || /['’]/.test(word) || commonWords.has(word) || buzzwords.includes(word)) continue;
      frequency.set(word, (frequency.get(word) ?? 0) + 1);
    }
  }
  return [...frequency]
    .filter(([, times]) => times >= 2)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, count)
    .map(([word]) => word);
}

interface Habits {
  averageWords: number;
  exclamationsPerSentence: number;
  contractionsPerSentence: number;
  speaksToReader: boolean;
  usesEmoji: boolean;
  usesWe: boolean;
}

function habitsOf(samples: readonly string[]): Habits {
  const sentences = samples.flatMap(sentencesOf);
  const total = Math.max(sentences.length, 1);
  const text = samples.join('\n');
  const words = wordsOf(text);
  const share = (word: string) => words.filter((candidate) => candidate === word).length / Math.max(words.length, 1);
  return {
    averageWords: Math.round(sentences.reduce((sum, sentence) => sum + sentence.split(/\s+/).length, 0) / total),
    exclamationsPerSentence: (text.match(/!/g)?.length ?? 0) / total,
    contractionsPerSentence: (text.match(contraction)?.length ?? 0) / total,
    speaksToReader: share('you') + share('your') > 0.01,
    usesEmoji: emoji.test(text),
    usesWe: share('we') + share('our') > 0.005,
  };
}

function toneOf(habits: Habits): string {
  const length =
    habits.averageWords <= 12
      ? 'short, punchy sentences'
      : habits.averageWords <= 20
        ? 'medium-length sentences'
        : 'long, detailed sentences';
  const register = habits.contractionsPerSentence >= 0.2 ? 'Warm and conversational' : 'Clear and professional';
  const energy = habits.exclamationsPerSentence >= 0.15 ? ', upbeat and enthusiastic' : ', calm and confident';
  const parts = [
    `${register}${energy}: ${length} (about ${habits.averageWords} words each)`,
    habits.speaksToReader && 'speaks to the reader as “you”',
    habits.usesWe && 'talks about the business as “we”',
  ];
  return `${parts.filter(Boolean).join('; ')}.`;
}

function habitLines(habits: Habits, vocabulary: readonly string[], missingBuzzwords: readonly string[]) {
  const dos = [
    habits.averageWords <= 14 ? 'Keep sentences short and direct' : 'Explain things fully, with detail and context',
    habits.speaksToReader ? 'Address the reader directly as “you”' : 'Describe rather than address the reader',
    habits.contractionsPerSentence >= 0.2
      ? 'Use contractions (we’re, you’ll) as people speak'
      : 'Write out words in full (we are, you will)',
    vocabulary.length > 0 && `Name the specifics: ${vocabulary.slice(0, 4).join(', ')}`,
    habits.exclamationsPerSentence >= 0.15 && 'Show enthusiasm with the odd exclamation mark',
    habits.usesEmoji && 'Use an emoji now and then in social posts',
  ];
  const donts = [
    habits.exclamationsPerSentence < 0.05 && 'Don’t use exclamation marks',
    !habits.usesEmoji && 'Don’t use emoji',
    missingBuzzwords.length > 0 && `Don’t use marketing jargon such as ${missingBuzzwords.slice(0, 3).join(', ')}`,
    habits.averageWords <= 14 && 'Don’t write long, winding sentences',
  ];
  const kept = (lines: Array<string | false>) => lines.filter((line): line is string => Boolean(line));
  return { dos: kept(dos), donts: kept(donts) };
}

/** The best short passages: whole sentences of a readable length, richest in the brand's own words. */
function examplesOf(samples: readonly string[], vocabulary: readonly string[], count: number): string[] {
  const own = new Set(vocabulary);
  const seen = new Set<string>();
  return samples
    .flatMap(sentencesOf)
    .filter((sentence) => sentence.length >= 40 && sentence.length <= 240 && !/https?:|@|\|/.test(sentence))
    .filter((sentence) => !seen.has(sentence.toLowerCase()) && seen.add(sentence.toLowerCase()))
    .map((sentence, order) => ({ sentence, order, score: wordsOf(sentence).filter((word) => own.has(word)).length }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, count)
    .map(({ sentence }) => sentence);
}

/** A voice read from the samples: vocabulary, tone, do and don't lines, examples, and buzzwords to avoid. */
export function analyseVoice(samples: readonly string[]): BrandVoiceFields {
  const texts = samples.map((sample) => sample.trim()).filter(Boolean);
  const habits = habitsOf(texts);
  const vocabulary = distinctiveWords(texts, 10);
  const lowered = texts.join('\n').toLowerCase();
  const missingBuzzwords = buzzwords.filter((word) => !lowered.includes(word));
  return {
    tone: toneOf(habits),
    vocabulary,
    avoid: missingBuzzwords.slice(0, 6),
    ...habitLines(habits, vocabulary, missingBuzzwords),
    examples: examplesOf(texts, vocabulary, 3),
  };
}
