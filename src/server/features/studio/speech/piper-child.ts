// The process that speaks with Piper voices (piper-speech.ts starts it). Apart from the server because
// onnxruntime-node's run() computes on the calling thread, and the phonemizer package (espeak-ng in
// WebAssembly) blocks while it works and installs process-wide error handlers of its own. It keeps the
// last voices' models loaded, so a video's scenes load a model once.
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import { phonemize } from 'phonemizer';
import { phonemeIds, sentencePhonemes } from './piper-phonemes';
import type { PiperVoice } from './piper-voices';

export interface PiperRequest {
  voice: PiperVoice;
  text: string;
  /** 0.5..2: Piper's length scale is divided by it. */
  speed: number;
}

/** `voice` marks a failure of the voice's own files, which trying again cannot mend. */
export type PiperReply = { pcm: Uint8Array } | { error: string; voice: boolean };

class ModelNotLoaded extends Error {}

const keptModels = 2;
// Piper's pause between the sentences of one text.
const sentenceSilenceSeconds = 0.2;
const sessions = new Map<string, Promise<InferenceSession>>();

/** The model's session, loaded once while its file stays the same; the least recently used goes past `keptModels`. */
async function sessionOf(voice: PiperVoice): Promise<InferenceSession> {
  const file = await stat(voice.model);
  const key = `${voice.model}:${file.size}:${file.mtimeMs}`;
  let session = sessions.get(key);
  if (session) {
    sessions.delete(key);
  } else {
    session = InferenceSession.create(voice.model).catch((error: unknown) => {
      sessions.delete(key);
      // The file's name, not where the server keeps it: the reason reaches the render's user.
      const reason = (error instanceof Error ? error.message.split('\n')[0]! : String(error))
        .split(voice.model)
        .join(basename(voice.model));
      throw new ModelNotLoaded(`The Piper voice "${voice.id}" could not be loaded: ${reason}`);
    });
  }
  sessions.set(key, session);
  for (const [oldKey, old] of sessions) {
    if (sessions.size <= keptModels) break;
    sessions.delete(oldKey);
    void old.then((loaded) => loaded.release()).catch(() => {});
  }
  return session;
}

/** 16-bit mono samples of one text: each sentence's audio, its peak brought to full scale as Piper does, then a pause. */
async function speakWithPiper({ voice, text, speed }: PiperRequest): Promise<Buffer> {
  const session = await sessionOf(voice);
  const sentences = await sentencePhonemes(text, voice.espeakVoice, phonemize);
  const silence = Buffer.alloc(Math.round(voice.sampleRate * sentenceSilenceSeconds) * 2);
  const parts: Buffer[] = [];
  for (const sentence of sentences) {
    const ids = phonemeIds(sentence, voice.phonemeIdMap);
    const feeds: Record<string, Tensor> = {
      input: new Tensor('int64', BigInt64Array.from(ids, BigInt), [1, ids.length]),
      input_lengths: new Tensor('int64', BigInt64Array.of(BigInt(ids.length)), [1]),
      scales: new Tensor('float32', Float32Array.of(voice.noiseScale, voice.lengthScale / speed, voice.noiseW), [3]),
    };
    if (session.inputNames.includes('sid')) feeds.sid = new Tensor('int64', BigInt64Array.of(BigInt(voice.speaker ?? 0)), [1]);
    const output = (await session.run(feeds))[session.outputNames[0]!];
    if (!(output?.data instanceof Float32Array)) throw new Error(`The Piper voice "${voice.id}" gave no float audio`);
    if (parts.length) parts.push(silence);
    parts.push(toPcm(output.data));
  }
  return Buffer.concat(parts);
}

function toPcm(audio: Float32Array): Buffer {
  let peak = 0;
  for (const sample of audio) peak = Math.max(peak, Math.abs(sample));
  const scale = 32767 / Math.max(0.01, peak);
  const pcm = Buffer.alloc(audio.length * 2);
  audio.forEach((sample, index) => pcm.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(sample * scale))), index * 2));
  return pcm;
}

process.on('message', (request: PiperRequest) => {
  speakWithPiper(request).then(
    (pcm) => process.send?.({ pcm: new Uint8Array(pcm.buffer, pcm.byteOffset, pcm.length) } satisfies PiperReply),
    (error: unknown) =>
      process.send?.({
        error: error instanceof Error ? error.message : String(error),
        voice: error instanceof ModelNotLoaded,
      } satisfies PiperReply),
  );
});
// The server went away: nothing is left to speak for.
process.on('disconnect', () => process.exit(0));
