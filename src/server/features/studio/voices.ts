import type { StudioVoices } from '@/shared/studio/studio';
import type { ApiKeySettings } from '../../settings/service';
import type { SpeechEngine } from './speech/speech';
import { speechEngineFrom } from './speech/speech-engine';

const engineLabels: Record<SpeechEngine['name'], string> = {
  espeak: 'Offline voice (eSpeak NG)',
  'openai-compatible': 'OpenAI-compatible speech',
  elevenlabs: 'ElevenLabs',
};

/** The speech engine the operator chose in Admin → API Keys (read per use, so a change applies at once), and its voices. */
export class Voices {
  constructor(private readonly apiKeys: Pick<ApiKeySettings, 'get'>) {}

  async engine(): Promise<SpeechEngine> {
    const { apiKeys } = this;
    return speechEngineFrom({
      provider: await apiKeys.get('SPEECH_PROVIDER'),
      baseUrl: await apiKeys.get('SPEECH_BASE_URL'),
      apiKey: await apiKeys.get('SPEECH_API_KEY'),
      model: await apiKeys.get('SPEECH_MODEL'),
    });
  }

  async list(): Promise<StudioVoices> {
    const engine = await this.engine();
    const voices = await engine.voices();
    return { engine: engine.name, engineLabel: engineLabels[engine.name], voices, defaultVoice: voices[0]?.id ?? 'default' };
  }

  async defaultVoice(): Promise<string> {
    return (await this.list()).defaultVoice;
  }
}
