import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { espeakSpeech } from '../speech/espeak-speech';
import { findFfmpeg, type Ffmpeg } from './ffmpeg';
import { renderAudio, scriptPieces } from './render-audio';

let ffmpeg: Ffmpeg;
const workDirs: string[] = [];

beforeAll(async () => {
  ffmpeg = await findFfmpeg();
});

afterAll(async () => {
  await Promise.all(workDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function render(text: string, format: 'mp3' | 'wav') {
  const workDir = await mkdtemp(path.join(tmpdir(), 'uplift-studio-audio-'));
  workDirs.push(workDir);
  return {
    workDir,
    ...(await renderAudio({ text, speech: { engine: espeakSpeech(), voice: 'en-gb', speed: 1.3 }, format, workDir, ffmpeg })),
  };
}

describe('renderAudio', () => {
  it('splits a script into sentence pieces with pauses', () => {
    expect(scriptPieces('One. Two!\n\nThree? Four')).toEqual([
      { text: 'One. Two!', pauseMs: 700 },
      { text: 'Three? Four', pauseMs: 700 },
    ]);
    const long = Array.from({ length: 30 }, (_, index) => `Sentence number ${index} is here.`).join(' ');
    expect(scriptPieces(long).every((piece) => piece.text.length <= 400)).toBe(true);
    expect(scriptPieces(long).length).toBeGreaterThan(1);
  });

  it('encodes an MP3 that decodes, longer for a longer script', async () => {
    const short = await render('Welcome to Uplift.', 'mp3');
    const long = await render('Welcome to Uplift.\n\nThis script has a second paragraph. And a third sentence to say.', 'mp3');
    expect(long.durationMs).toBeGreaterThan(short.durationMs + 1500);
    for (const { workDir, file, durationMs } of [short, long]) {
      const facts = await ffmpeg.probe(file);
      expect(facts.audio?.codec).toBe('mp3');
      expect(Math.abs(facts.durationMs - durationMs)).toBeLessThan(200);
      await ffmpeg.run(['-i', path.basename(file), '-f', 'wav', 'decoded.wav'], { cwd: workDir });
      expect((await stat(path.join(workDir, 'decoded.wav'))).size).toBeGreaterThan((durationMs / 1000) * 22_050);
    }
  });

  it('writes a WAV when asked', async () => {
    const { file, durationMs } = await render('Short.', 'wav');
    expect(file.endsWith('speech.wav')).toBe(true);
    expect((await ffmpeg.probe(file)).audio).toEqual({ codec: 'pcm_s16le', sampleRate: 22_050 });
    expect(durationMs).toBeGreaterThan(300);
  });
});
