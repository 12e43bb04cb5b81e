import { elevenLabsSpeech } from './elevenlabs-speech';
import { espeakSpeech } from './espeak-speech';
import { openAiSpeech } from './openai-speech';
import type { SpeechEngine } from './speech';

export interface SpeechSettings {
  provider?: string;
  baseUrl?: string;
  apiKey?: string;
  model?: string;
}

/** The engine a workspace's voice settings name; none, or 'offline', is espeak-ng on this machine. */
export function speechEngineFrom(settings: SpeechSettings, fetchImpl: typeof fetch = globalThis.fetch): SpeechEngine {
  const provider = settings.provider?.trim() || 'offline';
  if (provider === 'offline' || provider === 'espeak') return espeakSpeech();
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
