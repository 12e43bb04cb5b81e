// Renders a script to speech: paragraphs and sentences spoken in pieces, joined with short pauses,
// encoded to MP3 (or left as WAV). The caller owns workDir (local disk) and removes it.
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Speech } from '../speech/speech';
import { pcmMilliseconds, wavFile } from '../speech/wav';
import type { Ffmpeg } from './ffmpeg';
import type { Voice } from './narration';

export interface RenderAudioInput {
  text: string;
  speech: Voice;
  format: 'mp3' | 'wav';
  workDir: string;
  ffmpeg: Ffmpeg;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

const pieceCharacters = 400;
const sentencePauseMs = 250;
const paragraphPauseMs = 700;

/** The script in pieces of whole sentences, each with the pause that follows it. */
export function scriptPieces(text: string): { text: string; pauseMs: number }[] {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return paragraphs.flatMap((paragraph) => {
    const sentences = paragraph
      .match(/[^.!?]+(?:[.!?]+["')\]]*|$)/g)
      ?.map((sentence) => sentence.trim())
      .filter(Boolean) ?? [paragraph];
    const pieces: string[] = [];
    for (const sentence of sentences) {
      const last = pieces.length - 1;
      if (last >= 0 && pieces[last]!.length + 1 + sentence.length <= pieceCharacters) pieces[last] += ` ${sentence}`;
      else pieces.push(sentence);
    }
    return pieces.map((piece, index) => ({ text: piece, pauseMs: index === pieces.length - 1 ? paragraphPauseMs : sentencePauseMs }));
  });
}

export async function renderAudio(input: RenderAudioInput): Promise<{ file: string; durationMs: number }> {
  const { workDir, signal } = input;
  const pieces = scriptPieces(input.text);
  if (pieces.length === 0) throw new Error('The script is empty');
  const final = path.join(workDir, `speech.${input.format}`);
  const partial = path.join(workDir, `speech.partial.${input.format}`);
  let reported = 0;
  const report = (fraction: number) => {
    if (fraction > reported) input.onProgress?.((reported = fraction));
  };
  try {
    const spoken: Speech[] = [];
    for (const piece of pieces) {
      spoken.push(await input.speech.engine.speak(piece.text, { voice: input.speech.voice, speed: input.speech.speed, signal }));
      report(0.8 * (spoken.length / pieces.length));
    }
    const sampleRate = spoken[0]!.sampleRate;
    const parts = spoken.flatMap((speech, index) => {
      const pause = index === spoken.length - 1 ? 0 : Math.round((pieces[index]!.pauseMs * sampleRate) / 1000) * 2;
      return [speech.pcm, Buffer.alloc(pause)];
    });
    const pcm = Buffer.concat(parts);
    const wav = wavFile(pcm, sampleRate);
    if (input.format === 'wav') {
      await writeFile(partial, wav);
    } else {
      await writeFile(path.join(workDir, 'speech-source.wav'), wav);
      await input.ffmpeg.run(
        ['-i', 'speech-source.wav', '-c:a', 'libmp3lame', '-b:a', '64k', '-ac', '1', '-f', 'mp3', path.basename(partial)],
        {
          cwd: workDir,
          signal,
          timeoutMs: 120_000 + pcmMilliseconds(pcm, sampleRate),
        },
      );
    }
    await rename(partial, final);
    report(1);
    return { file: final, durationMs: pcmMilliseconds(pcm, sampleRate) };
  } catch (error) {
    await Promise.all([partial, final].map((file) => rm(file, { force: true })));
    throw error;
  }
}
