import { clampSpeed, providerError, type SpeechEngine } from './speech';

const voices = ['alloy', 'echo', 'fable', 'onyx', 'nova', 'shimmer'] as const;

/** OpenAI's /audio/speech, or any server that speaks it; raw PCM comes back at 24 kHz. */
export function openAiSpeech(options: { baseUrl: string; apiKey?: string; model?: string }, fetchImpl: typeof fetch): SpeechEngine {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/audio/speech`;
  return {
    name: 'openai-compatible',
    voices: async () => voices.map((id) => ({ id, label: id[0]!.toUpperCase() + id.slice(1) })),
    async speak(text, { voice, speed, signal }) {
      const answer = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
        body: JSON.stringify({ model: options.model || 'tts-1', input: text, voice, speed: clampSpeed(speed), response_format: 'pcm' }),
        signal,
      });
      if (!answer.ok) throw await providerError('The speech provider', answer, options.apiKey);
      const pcm = Buffer.from(await answer.arrayBuffer());
      return { pcm: pcm.subarray(0, pcm.length - (pcm.length % 2)), sampleRate: 24_000, words: null };
    },
  };
}
