import { elevenLabsSpeech } from './elevenlabs-speech';
import { espeakSpeech } from './espeak-speech';
import { openAiSpeech } from './openai-speech';
import type { PiperVoices } from './piper-speech';
import { isPiperVoice } from './piper-voices';
import type { SpeechEngine } from './speech';

export interface SpeechSettings {
  provider?: string;
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  /** The Piper voices an administrator placed, offered by the offline engine. */
  piper?: PiperVoices;
}

/** The engine a workspace's voice settings name; none, or 'offline', is this machine's voices (Piper's, then espeak-ng's). */
export function speechEngineFrom(settings: SpeechSettings, fetchImpl: typeof fetch = globalThis.fetch): SpeechEngine {
  const provider = settings.provider?.trim() || 'offline';
  if (provider === 'offline' || provider === 'espeak') return offlineSpeech(espeakSpeech(), settings.piper);
  if (provider === 'openai-compatible' || provider === 'openai') {
    return openAiSpeech(
      { baseUrl: settings.baseUrl || 'https://api.openai.com/v1', apiKey: settings.apiKey, model: settings.model },
      fetchImpl,
    );
  }
  if (provider === 'elevenlabs') {
    if (!settings.apiKey) throw new Error('ElevenLabs needs an API key');
    return elevenLabsSpeech(
      { baseUrl: settings.baseUrl || 'https://api.elevenlabs.io', apiKey: settings.apiKey, model: settings.model },
      fetchImpl,
    );
  }
  throw new Error(`Unknown speech provider "${provider}"`);
}

/** The offline engine: the neural voices placed in the voices folder first, then eSpeak NG's. */
function offlineSpeech(espeak: SpeechEngine, piper: PiperVoices | undefined): SpeechEngine {
  if (!piper) return espeak;
  return {
    name: 'espeak',
    voices: async () => [...(await piper.voices()), ...(await espeak.voices())],
    speak: (text, options) => (isPiperVoice(options.voice) ? piper.speak(text, options) : espeak.speak(text, options)),
  };
}
