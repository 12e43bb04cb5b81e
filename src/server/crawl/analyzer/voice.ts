import { words } from './keywords';

// Audience and tone without an AI provider: transparent measures of the text, labelled as estimates.

export interface VoiceEstimate {
  audience: string;
  tone: 'professional' | 'casual' | 'friendly' | 'authoritative' | 'conversational';
}

function syllables(word: string): number {
  const groups = word
    .toLowerCase()
    .replace(/e$/, '')
    .match(/[aeiouy]+/g);
  return Math.max(1, groups?.length ?? 1);
}

/** Flesch reading ease: 60–70 is plain English; lower is harder. */
export function readingEase(text: string): number {
  const sentences = Math.max(1, (text.match(/[.!?]+(\s|$)/g) ?? []).length);
  const tokens = words(text).filter((word) => /\p{L}/u.test(word));
  if (tokens.length === 0) return 0;
  const syllableCount = tokens.reduce((sum, word) => sum + syllables(word), 0);
  return 206.835 - 1.015 * (tokens.length / sentences) - 84.6 * (syllableCount / tokens.length);
}

export function estimateVoice(text: string): VoiceEstimate {
  const tokens = words(text);
  const total = Math.max(1, tokens.length);
  const share = (...set: string[]) => tokens.filter((word) => set.includes(word)).length / total;
  const you = share('you', 'your', "you're", 'yours');
  const we = share('we', 'our', 'us', "we're");
  const contractions = tokens.filter((word) => /'(s|re|ll|ve|d|t|m)$/.test(word)).length / total;
  const exclamations = (text.match(/!/g) ?? []).length / Math.max(1, (text.match(/[.!?]/g) ?? []).length);
  const ease = readingEase(text);

  let tone: VoiceEstimate['tone'] = 'professional';
  if (exclamations > 0.15 || contractions > 0.03) tone = 'casual';
  else if (you > 0.03 && we > 0.015) tone = 'friendly';
  else if (you > 0.03) tone = 'conversational';
  else if (ease < 40) tone = 'authoritative';

  const level =
    ease >= 70
      ? 'a general audience (easy reading)'
      : ease >= 50
        ? 'a general adult audience (plain English)'
        : 'specialists and professionals (dense, technical reading)';
  const address = you > 0.02 ? ', addressed directly as "you"' : '';
  return {
    audience: `Estimated from the text: ${level}${address}; reading ease ${Math.round(ease)}.`,
    tone,
  };
}
