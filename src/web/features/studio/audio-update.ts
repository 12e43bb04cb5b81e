import type { AudioInput, AudioUpdate, StudioAudio } from '@/shared/studio/studio';

/**
 * An edit as the PATCH's body: only what changed, so renaming an audio does not make its speech again
 * (a changed script, length, voice, speed or format does). The type is kept: the update cannot change it.
 */
export function audioUpdateOf(audio: StudioAudio, input: AudioInput): AudioUpdate {
  const update: AudioUpdate = {};
  if (input.title.trim() !== audio.title) update.title = input.title;
  if (input.script.trim() !== audio.script) update.script = input.script;
  if (input.duration !== undefined && input.duration !== audio.targetSeconds) update.duration = input.duration;
  if (input.voice !== undefined && input.voice !== audio.voice) update.voice = input.voice;
  if (input.speed !== undefined && input.speed !== audio.speed) update.speed = input.speed;
  if (input.wav !== undefined && input.wav !== audio.wav) update.wav = input.wav;
  return update;
}
