import { providerError, type SpeechEngine, type SpokenWord } from './speech';

interface Alignment {
  characters: string[];
  character_start_times_seconds: number[];
  character_end_times_seconds: number[];
}

/** ElevenLabs' text to speech with timestamps: 22.05 kHz PCM and each character's time. */
export function elevenLabsSpeech(options: { baseUrl: string; apiKey: string; model?: string }, fetchImpl: typeof fetch): SpeechEngine {
  const base = options.baseUrl.replace(/\/+$/, '');
  const headers = { 'xi-api-key': options.apiKey };
  return {
    name: 'elevenlabs',
    async voices() {
      const answer = await fetchImpl(`${base}/v1/voices`, { headers });
      if (!answer.ok) throw await providerError('ElevenLabs', answer, options.apiKey);
      const { voices } = (await answer.json()) as { voices: { voice_id: string; name: string }[] };
      return voices.map((voice) => ({ id: voice.voice_id, label: voice.name }));
    },
    async speak(text, { voice, speed, signal }) {
      const answer = await fetchImpl(`${base}/v1/text-to-speech/${encodeURIComponent(voice)}/with-timestamps?output_format=pcm_22050`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        // ElevenLabs takes speeds from 0.7 to 1.2.
        body: JSON.stringify({
          text,
          model_id: options.model || 'eleven_multilingual_v2',
          voice_settings: { speed: Math.min(1.2, Math.max(0.7, speed)) },
        }),
        signal,
      });
      if (!answer.ok) throw await providerError('ElevenLabs', answer, options.apiKey);
      const body = (await answer.json()) as { audio_base64: string; alignment: Alignment | null };
      const pcm = Buffer.from(body.audio_base64, 'base64');
      return {
        pcm: pcm.subarray(0, pcm.length - (pcm.length % 2)),
        sampleRate: 22_050,
        words: body.alignment ? wordsOf(body.alignment) : null,
      };
    },
  };
}

/** Runs of non-space characters, each from its first character's start to its last one's end. */
export function wordsOf(alignment: Alignment): SpokenWord[] {
  const words: SpokenWord[] = [];
  let current: SpokenWord | null = null;
  alignment.characters.forEach((character, index) => {
    const startMs = Math.round((alignment.character_start_times_seconds[index] ?? 0) * 1000);
    const endMs = Math.round((alignment.character_end_times_seconds[index] ?? 0) * 1000);
    if (/\s/.test(character)) {
      current = null;
    } else if (current) {
      current.text += character;
      current.endMs = endMs;
    } else {
      current = { text: character, startMs, endMs };
      words.push(current);
    }
  });
  return words;
}
