import { describe, expect, it } from 'vitest';
import type { AudioInput, StudioAudio } from '@/shared/studio/studio';
import { audioUpdateOf } from './audio-update';

const audio = {
  id: 'a',
  title: 'Intro',
  type: 'Podcast Intro',
  script: 'Welcome to the show.',
  targetSeconds: 30,
  voice: 'en-us',
  speed: 1,
  wav: false,
} as StudioAudio;
const unchanged: AudioInput = {
  title: 'Intro',
  type: 'Podcast Intro',
  script: 'Welcome to the show.',
  duration: 30,
  voice: 'en-us',
  speed: 1,
  wav: false,
};

describe('audioUpdateOf', () => {
  it('sends nothing when nothing changed, spaces around the text aside', () => {
    expect(audioUpdateOf(audio, { ...unchanged, title: ' Intro ' })).toEqual({});
  });

  it('sends only what changed', () => {
    expect(audioUpdateOf(audio, { ...unchanged, title: 'New intro' })).toEqual({ title: 'New intro' });
    expect(audioUpdateOf(audio, { ...unchanged, script: 'Hello.', speed: 1.2, wav: true })).toEqual({
      script: 'Hello.',
      speed: 1.2,
      wav: true,
    });
    expect(audioUpdateOf(audio, { ...unchanged, duration: 45, voice: 'en-gb' })).toEqual({ duration: 45, voice: 'en-gb' });
  });
});
