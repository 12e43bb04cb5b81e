// The voice-over: each scene's narration spoken, the scenes laid out on whole frames, and one WAV with
// every scene's speech at its scene's start and silence between.
import type { Scene } from '@/shared/studio/timeline';
import type { Speech, SpeechEngine } from '../speech/speech';
import { pcmMilliseconds, wavFile } from '../speech/wav';

export interface Voice {
  engine: SpeechEngine;
  voice: string;
  speed: number;
}

export interface PlacedScene {
  id: string;
  startMs: number;
  lengthMs: number;
  frames: number;
}

/** A scene outlasts its narration by this much, so that the last word is not cut off by the next scene. */
const narrationTailMs = 400;
const speakingAtOnce = 2;

/** Speaks every scene's narration (null for a scene without), two at a time, in scene order. */
export async function speakScenes(
  scenes: Scene[],
  voice: Voice,
  onSpoken: (done: number) => void,
  signal?: AbortSignal,
): Promise<(Speech | null)[]> {
  const spoken: (Speech | null)[] = scenes.map(() => null);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < scenes.length) {
      const index = next++;
      const narration = scenes[index]!.narration.trim();
      if (narration) spoken[index] = await voice.engine.speak(narration, { voice: voice.voice, speed: voice.speed, signal });
      onSpoken(++done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(speakingAtOnce, scenes.length) }, worker));
  return spoken;
}

/** Each scene on whole frames: its planned length, or its speech and a short tail when that is longer. */
export function placeScenes(scenes: Scene[], spoken: (Speech | null)[], fps: number): PlacedScene[] {
  let frame = 0;
  const at = (frames: number) => Math.round((frames * 1000) / fps);
  return scenes.map((scene, index) => {
    const speech = spoken[index];
    const speechMs = speech ? pcmMilliseconds(speech.pcm, speech.sampleRate) + narrationTailMs : 0;
    const frames = Math.ceil((Math.max(scene.length * 1000, speechMs) * fps) / 1000);
    const placed = { id: scene.id, startMs: at(frame), lengthMs: at(frame + frames) - at(frame), frames };
    frame += frames;
    return placed;
  });
}

/** One mono WAV of `totalMs` with each speech at its scene's start, at the first speech's sample rate. */
export function narrationTrack(placed: PlacedScene[], spoken: (Speech | null)[], totalMs: number): Buffer {
  const sampleRate = spoken.find((speech) => speech)?.sampleRate ?? 22_050;
  const track = Buffer.alloc(Math.round((totalMs * sampleRate) / 1000) * 2);
  placed.forEach((scene, index) => {
    const speech = spoken[index];
    if (!speech) return;
    const pcm = speech.sampleRate === sampleRate ? speech.pcm : resample(speech.pcm, speech.sampleRate, sampleRate);
    const offset = Math.round((scene.startMs * sampleRate) / 1000) * 2;
    pcm.copy(track, offset, 0, Math.max(0, Math.min(pcm.length, track.length - offset)));
  });
  return wavFile(track, sampleRate);
}

/** Nearest-sample resampling: engines keep one rate, so this only guards a mixed set. */
function resample(pcm: Buffer, from: number, to: number): Buffer {
  const samples = Math.floor((pcm.length / 2) * (to / from));
  const out = Buffer.alloc(samples * 2);
  for (let index = 0; index < samples; index++)
    out.writeInt16LE(pcm.readInt16LE(Math.min(pcm.length / 2 - 1, Math.floor((index * from) / to)) * 2), index * 2);
  return out;
}
