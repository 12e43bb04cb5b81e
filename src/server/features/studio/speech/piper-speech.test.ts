import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phonemeIds, sentencePhonemes } from './piper-phonemes';
import { PiperVoices } from './piper-speech';
import { PiperVoiceError } from './piper-voices';
import { speechEngineFrom } from './speech-engine';
import { piperTestModel, readTestAudio } from './test-onnx-model';

// A phoneme map in Piper's shape: the symbols these tests speak have fixed ids, the rest follow.
const idMap: Record<string, number[]> = { _: [0], '^': [1], $: [2], ' ': [3], '.': [4], ',': [5], '!': [6], '?': [7] };
Object.assign(idMap, { h: [20], ˈ: [21], a: [22], ɪ: [23] });
[...'bdfjklmnopstuvwzæðŋɐɑɔəɚɛɜɡɹɾʃʊʌʒθᵻːˌ'].forEach((symbol, index) => (idMap[symbol] ??= [30 + index]));

function voiceConfig(overrides: Record<string, unknown> = {}) {
  return {
    audio: { sample_rate: 16_000, quality: 'medium' },
    espeak: { voice: 'en-us' },
    inference: { noise_scale: 0.667, length_scale: 1, noise_w: 0.8 },
    phoneme_type: 'espeak',
    phoneme_id_map: idMap,
    num_speakers: 1,
    language: { code: 'en_US', family: 'en', region: 'US', name_english: 'English' },
    dataset: 'test',
    ...overrides,
  };
}

let root = '';
let folder = '';
let piper: PiperVoices;

async function placeVoice(name: string, model: Buffer, config: unknown) {
  await writeFile(path.join(folder, `${name}.onnx`), model);
  await writeFile(path.join(folder, `${name}.onnx.json`), typeof config === 'string' ? config : JSON.stringify(config));
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'uplift-piper-'));
  folder = path.join(root, 'voices');
  await mkdir(folder);
  await placeVoice('en_US-test-medium', piperTestModel(), voiceConfig());
  await placeVoice(
    'en_GB-crowd-medium',
    piperTestModel({ speakers: true }),
    voiceConfig({ num_speakers: 3, dataset: 'crowd', language: undefined }),
  );
  await placeVoice('en_US-broken-low', Buffer.from('not an onnx model'), voiceConfig({ dataset: 'broken' }));
  await placeVoice('en_US-nojson-low', piperTestModel(), '{"audio": ');
  await placeVoice('de_DE-thorsten-medium', piperTestModel(), voiceConfig({ espeak: { voice: 'de' } }));
  await writeFile(path.join(folder, 'en_US-alone-low.onnx'), piperTestModel());
  // A voice beside the folder, which no voice id may reach.
  await writeFile(path.join(root, 'outside.onnx'), piperTestModel());
  await writeFile(path.join(root, 'outside.onnx.json'), JSON.stringify(voiceConfig()));
  piper = new PiperVoices(folder);
});

afterAll(async () => {
  piper.close();
  await rm(root, { recursive: true, force: true });
});

describe('Piper phonemes', () => {
  it('turns phonemes into ids as Piper does: ^ _ (phoneme _)* $, unknown phonemes dropped', () => {
    expect(phonemeIds('hˈaɪ.', idMap)).toEqual([1, 0, 20, 0, 21, 0, 22, 0, 23, 0, 4, 0, 2]);
    expect(phonemeIds('h☃a', idMap)).toEqual([1, 0, 20, 0, 22, 0, 2]);
    // NFD: a precomposed letter is its base and its combining mark.
    expect(phonemeIds('\u00e1', { ...idMap, '\u0301': [9] })).toEqual([1, 0, 22, 0, 9, 0, 2]);
  });

  it('keeps clause marks, ends sentences at . ! ? and leaves numbers whole', async () => {
    const upper = async (text: string) => [text.toUpperCase()];
    expect(await sentencePhonemes('Hello there, you!  Is it 5.50 now?? Yes...\nFine', 'en-us', upper)).toEqual([
      'HELLO THERE, YOU!',
      'IS IT 5.50 NOW?',
      'YES.',
      'FINE',
    ]);
    expect(await sentencePhonemes(' ... ', 'en-us', upper)).toEqual([]);
  });
});

describe('Piper voices from the voices folder', () => {
  it('offers the placed voices first, labelled from their config, then eSpeak NG', async () => {
    const voices = await speechEngineFrom({ provider: 'offline', piper }).voices();
    // A model file is read when it is first spoken with, not to list it: the broken one is offered.
    expect(voices.slice(0, 3)).toEqual([
      { id: 'piper:en_US-broken-low', label: 'Broken (English US, neural)' },
      { id: 'piper:en_GB-crowd-medium', label: 'Crowd (en_GB, neural)' },
      { id: 'piper:en_US-test-medium', label: 'Test (English US, neural)' },
    ]);
    expect(voices.slice(3).map((voice) => voice.id)).toContain('en-us');
    expect(voices.some((voice) => /nojson|alone|thorsten|outside/.test(voice.id))).toBe(false);
  });

  it('offers only eSpeak NG when no voice was placed', async () => {
    const voices = await speechEngineFrom({ provider: 'offline', piper: new PiperVoices(path.join(root, 'absent')) }).voices();
    expect(voices.length).toBeGreaterThan(0);
    expect(voices.every((voice) => !voice.id.startsWith('piper:'))).toBe(true);
  });
});

describe('speaking with a Piper voice', () => {
  const engine = () => speechEngineFrom({ provider: 'offline', piper });
  const hi = [1, 0, 20, 0, 21, 0, 22, 0, 23, 0];

  it("feeds the model the text's phoneme ids, sentence by sentence, at the voice's sample rate", async () => {
    const speech = await engine().speak('Hi, hi! Hi.', { voice: 'piper:en_US-test-medium', speed: 1 });
    expect(speech.sampleRate).toBe(16_000);
    expect(speech.words).toBeNull();
    const first = [...hi, 5, 0, 3, 0, 20, 0, 21, 0, 22, 0, 23, 0, 6, 0, 2];
    const second = [...hi, 4, 0, 2];
    const silence = Array<number>(3200).fill(0);
    expect(readTestAudio(speech.pcm)).toEqual([
      ...[1000, ...first, 67, 100, 80, first.length],
      ...silence,
      ...[1000, ...second, 67, 100, 80, second.length],
    ]);
  });

  it('divides the length scale by the speed', async () => {
    const fast = readTestAudio((await engine().speak('Hi.', { voice: 'piper:en_US-test-medium', speed: 2 })).pcm);
    const slow = readTestAudio((await engine().speak('Hi.', { voice: 'piper:en_US-test-medium', speed: 0.5 })).pcm);
    expect(fast.slice(-4, -1)).toEqual([67, 50, 80]);
    expect(slow.slice(-4, -1)).toEqual([67, 200, 80]);
  });

  it('gives a voice of several speakers its first speaker', async () => {
    const audio = readTestAudio((await engine().speak('Hi.', { voice: 'piper:en_GB-crowd-medium', speed: 1 })).pcm);
    expect(audio.slice(-5)).toEqual([67, 100, 80, 13, 0]);
  });

  it('refuses a voice that is unknown or names a path', async () => {
    for (const voice of ['piper:en_US-missing-low', 'piper:../outside', 'piper:/etc/passwd', 'piper:a/../../outside', 'piper:']) {
      await expect(engine().speak('Hi.', { voice, speed: 1 })).rejects.toThrow(PiperVoiceError);
      await expect(engine().speak('Hi.', { voice, speed: 1 })).rejects.toThrow(/Unknown Piper voice/);
    }
    await expect(engine().speak('Hi.', { voice: 'piper:de_DE-thorsten-medium', speed: 1 })).rejects.toThrow(/only English/);
    await expect(engine().speak('Hi.', { voice: 'piper:en_US-nojson-low', speed: 1 })).rejects.toThrow(
      /broken en_US-nojson-low\.onnx\.json/,
    );
  });

  it('says a broken model could not be loaded, and goes on speaking with the others', async () => {
    const failure = await engine()
      .speak('Hi.', { voice: 'piper:en_US-broken-low', speed: 1 })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PiperVoiceError);
    expect((failure as Error).message).toMatch(/Piper voice "piper:en_US-broken-low" could not be loaded: (?!.*\/voices\/).+/);
    expect((await engine().speak('Hi.', { voice: 'piper:en_US-test-medium', speed: 1 })).pcm.length).toBeGreaterThan(0);
  });

  it('stops at its time limit and when cancelled', async () => {
    const hasty = new PiperVoices(folder, { timeoutMs: 1, idleMs: 1000 });
    await expect(hasty.speak('Hi.', { voice: 'piper:en_US-test-medium', speed: 1 })).rejects.toThrow(/took longer than/);
    const cancelled = AbortSignal.abort(new Error('Render stopped'));
    await expect(piper.speak('Hi.', { voice: 'piper:en_US-test-medium', speed: 1, signal: cancelled })).rejects.toThrow('Render stopped');
    hasty.close();
  });
});
