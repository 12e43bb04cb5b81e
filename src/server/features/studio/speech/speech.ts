// The Studio's voices behind one interface: espeak-ng offline, or a provider the workspace configured
// (an OpenAI-compatible /audio/speech, or ElevenLabs with word timings).

export interface SpokenWord {
  text: string;
  startMs: number;
  endMs: number;
}

export interface Speech {
  /** 16-bit little-endian mono samples. */
  pcm: Buffer;
  sampleRate: number;
  /** Each word's time, when the engine gives timings. */
  words: SpokenWord[] | null;
}

export interface VoiceOption {
  id: string;
  label: string;
}

export interface SpeakOptions {
  voice: string;
  /** 0.5..2, 1 = normal. */
  speed: number;
  signal?: AbortSignal;
}

export interface SpeechEngine {
  readonly name: 'espeak' | 'openai-compatible' | 'elevenlabs';
  voices(): Promise<VoiceOption[]>;
  speak(text: string, options: SpeakOptions): Promise<Speech>;
}

/** A provider's failure, in words, with its key (if it echoed it) blanked out. */
export async function providerError(provider: string, answer: Response, apiKey: string | undefined): Promise<Error> {
  let detail = (await answer.text().catch(() => '')).replace(/\s+/g, ' ').trim().slice(0, 300);
  if (apiKey) detail = detail.split(apiKey).join('***');
  return new Error(`${provider} answered ${answer.status}${detail ? `: ${detail}` : ''}`);
}

/** A speed the caller asked for, within 0.5..2. */
export function clampSpeed(speed: number): number {
  return Number.isFinite(speed) ? Math.min(2, Math.max(0.5, speed)) : 1;
}
