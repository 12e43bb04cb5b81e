import type { StudioVoices } from '@/shared/studio/studio';
import type { ApiKeySettings } from '../../settings/service';
import { PiperVoices } from './speech/piper-speech';
import { isPiperVoice, piperVoicesFolder } from './speech/piper-voices';
import type { SpeechEngine } from './speech/speech';
import { speechEngineFrom } from './speech/speech-engine';

const engineLabels: Record<SpeechEngine['name'], string> = {
  espeak: 'Offline voice (eSpeak NG)',
  'openai-compatible': 'OpenAI-compatible speech',
  elevenlabs: 'ElevenLabs',
};

/** The speech engine the operator chose in Admin → API Keys (read per use, so a change applies at once), and its voices. */
export class Voices {
  private readonly piper: PiperVoices;

  /** `voicesFolder` holds the Piper voices an administrator placed (piper-voices.ts says where by default). */
  constructor(
    private readonly apiKeys: Pick<ApiKeySettings, 'get'>,
    voicesFolder = piperVoicesFolder(),
  ) {
    this.piper = new PiperVoices(voicesFolder);
  }

  async engine(): Promise<SpeechEngine> {
    const { apiKeys } = this;
    return speechEngineFrom({
      provider: await apiKeys.get('SPEECH_PROVIDER'),
      baseUrl: await apiKeys.get('SPEECH_BASE_URL'),
      apiKey: await apiKeys.get('SPEECH_API_KEY'),
      model: await apiKeys.get('SPEECH_MODEL'),
      piper: this.piper,
    });
  }

  async list(): Promise<StudioVoices> {
    const engine = await this.engine();
    const voices = await engine.voices();
    const engineLabel = voices.some((voice) => isPiperVoice(voice.id)) ? 'Offline voices (Piper and eSpeak NG)' : engineLabels[engine.name];
    return { engine: engine.name, engineLabel, voices, defaultVoice: voices[0]?.id ?? 'default' };
  }

  /** Ends the Piper voice process, when one runs. */
  close(): void {
    this.piper.close();
  }

  async defaultVoice(): Promise<string> {
    return (await this.list()).defaultVoice;
  }
}
