// The contract of the Video & Audio Studio (ADR 025, ADR 032): its entries in the product's catalogues, gathered by src/shared/contracts.ts.
import type { AreaContract } from '../area-contract';

export const studioContract = {
  errorCodes: {
    /** The video is rendering: one render at a time per video. */
    RENDER_UNDER_WAY: 'RENDER_UNDER_WAY',
  },
  providerKeys: [
    {
      name: 'SPEECH_PROVIDER',
      label: 'Speech provider',
      group: 'Speech',
      secret: false,
      hint: 'offline (the default, no key: Piper voices placed in DATA_DIR/voices, and eSpeak NG), openai-compatible (an /audio/speech endpoint) or elevenlabs',
    },
    {
      name: 'SPEECH_BASE_URL',
      label: 'Speech provider base URL',
      group: 'Speech',
      secret: false,
      hint: 'e.g. https://api.openai.com/v1 for openai-compatible; https://api.elevenlabs.io (the default) for elevenlabs',
    },
    { name: 'SPEECH_API_KEY', label: 'Speech provider API key', group: 'Speech', secret: true, hint: 'Sent to the speech provider' },
    {
      name: 'SPEECH_MODEL',
      label: 'Speech model',
      group: 'Speech',
      secret: false,
      hint: 'e.g. gpt-4o-mini-tts or tts-1 (openai-compatible), eleven_multilingual_v2 (elevenlabs)',
    },
  ],
  screenVisits: { 'video-audio': { type: 'video_audio_accessed', description: 'Opened the Video & Audio Studio' } },
  domainEvents: [
    { id: 'video.rendered', description: 'A video of the Video & Audio Studio finished rendering and can be played and downloaded.' },
    { id: 'audio.rendered', description: 'An audio of the Video & Audio Studio finished and can be played and downloaded.' },
  ],
} as const satisfies AreaContract;
