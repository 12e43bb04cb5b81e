import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wordsOf } from './elevenlabs-speech';
import { espeakSpeech } from './espeak-speech';
import { speechEngineFrom } from './speech-engine';

interface Seen {
  method?: string;
  url?: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

const pcm = Buffer.alloc(4800 * 2, 7);
let server: Server;
let base = '';
const seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body: body ? JSON.parse(body) : null });
      if (request.url === '/v1/audio/speech' && request.method === 'POST') {
        if (request.headers.authorization !== 'Bearer sk-test') {
          response.writeHead(401).end('{"error":"Incorrect API key provided: sk-test"}');
          return;
        }
        response.writeHead(200, { 'content-type': 'audio/pcm' }).end(pcm);
      } else if (request.url === '/v1/voices' && request.headers['xi-api-key'] === 'xi-test') {
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ voices: [{ voice_id: 'v1', name: 'Rachel' }] }));
      } else if (
        request.url === '/v1/text-to-speech/v1/with-timestamps?output_format=pcm_22050' &&
        request.method === 'POST' &&
        request.headers['xi-api-key'] === 'xi-test'
      ) {
        const characters = [...'Hi there'];
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            audio_base64: pcm.toString('base64'),
            alignment: {
              characters,
              character_start_times_seconds: characters.map((_, i) => i * 0.1),
              character_end_times_seconds: characters.map((_, i) => i * 0.1 + 0.1),
            },
          }),
        );
      } else {
        response.writeHead(404).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('OpenAI-compatible speech', () => {
  it('posts the text to /audio/speech with the key and reads 24 kHz PCM', async () => {
    const engine = speechEngineFrom({ provider: 'openai-compatible', baseUrl: `${base}/v1/`, apiKey: 'sk-test', model: 'tts-1-hd' });
    const speech = await engine.speak('Hello', { voice: 'nova', speed: 1.25 });
    expect(speech).toMatchObject({ sampleRate: 24_000, words: null });
    expect(speech.pcm.equals(pcm)).toBe(true);
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/v1/audio/speech',
      body: { model: 'tts-1-hd', input: 'Hello', voice: 'nova', speed: 1.25, response_format: 'pcm' },
    });
    expect((await engine.voices()).map((voice) => voice.id)).toContain('shimmer');
  });

  it('says what failed without the key', async () => {
    const engine = speechEngineFrom({ provider: 'openai-compatible', baseUrl: `${base}/v1`, apiKey: 'sk-wrong' }, fetch);
    const failure = await engine.speak('Hello', { voice: 'nova', speed: 1 }).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toMatch(/answered 401/);
    expect((failure as Error).message).not.toContain('sk-wrong');
  });
});

describe('ElevenLabs speech', () => {
  const engine = () => speechEngineFrom({ provider: 'elevenlabs', baseUrl: base, apiKey: 'xi-test' });

  it('lists the account voices', async () => {
    expect(await engine().voices()).toEqual([{ id: 'v1', label: 'Rachel' }]);
  });

  it('speaks with timestamps and turns the character alignment into word timings', async () => {
    const speech = await engine().speak('Hi there', { voice: 'v1', speed: 1 });
    expect(speech.sampleRate).toBe(22_050);
    expect(speech.pcm.length).toBe(pcm.length);
    expect(speech.words).toEqual([
      { text: 'Hi', startMs: 0, endMs: 200 },
      { text: 'there', startMs: 300, endMs: 800 },
    ]);
    expect(seen.at(-1)?.body).toMatchObject({ text: 'Hi there', model_id: 'eleven_multilingual_v2', voice_settings: { speed: 1 } });
  });

  it('reads words across several spaces', () => {
    const characters = [...' a  bc '];
    const times = characters.map((_, index) => index);
    expect(
      wordsOf({ characters, character_start_times_seconds: times, character_end_times_seconds: times }).map((word) => word.text),
    ).toEqual(['a', 'bc']);
  });
});

describe('offline speech (espeak-ng)', () => {
  const engine = espeakSpeech();
  const loudness = (samples: Buffer) => {
    let peak = 0;
    for (let at = 0; at + 1 < samples.length; at += 2) peak = Math.max(peak, Math.abs(samples.readInt16LE(at)));
    return peak;
  };

  it('speaks audible audio that grows with the text', async () => {
    const short = await engine.speak('Hello.', { voice: 'en-us', speed: 1 });
    const long = await engine.speak('Hello. This is a much longer sentence, spoken by the offline voice.', { voice: 'en-gb+f3', speed: 1 });
    expect(short.sampleRate).toBe(22_050);
    expect(loudness(short.pcm)).toBeGreaterThan(1000);
    expect(long.pcm.length).toBeGreaterThan(short.pcm.length * 2);
    expect((await engine.voices()).length).toBeGreaterThanOrEqual(4);
  });

  it('speaks text that looks like options or shell and does nothing else', async () => {
    const target = `/tmp/uplift-espeak-${process.pid}.wav`;
    for (const text of [`-w ${target}`, '--stdout', '$(rm -rf ~); `id` | && "\' done']) {
      const speech = await engine.speak(text, { voice: 'en-us', speed: 1.5 });
      expect(loudness(speech.pcm)).toBeGreaterThan(1000);
    }
    expect(existsSync(target)).toBe(false);
  });

  it('refuses a voice it does not have', async () => {
    await expect(engine.speak('Hi', { voice: '-w /tmp/x', speed: 1 })).rejects.toThrow(/Unknown offline voice/);
  });
});
