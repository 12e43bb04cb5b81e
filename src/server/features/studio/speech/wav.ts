// RIFF/WAVE reading and writing for 16-bit mono PCM: what espeak prints and what the renderer hands
// ffmpeg as the narration track.

/** The samples of a 16-bit PCM WAV, mixed down to mono, with its rate. */
export function parseWav(wav: Buffer): { pcm: Buffer; sampleRate: number } {
  if (wav.length < 12 || wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('Not a WAV file');
  }
  let channels = 0;
  let sampleRate = 0;
  let bits = 0;
  for (let at = 12; at + 8 <= wav.length;) {
    const id = wav.toString('ascii', at, at + 4);
    // espeak writing to a pipe cannot seek back to fill in sizes: a data chunk of 0 or 0xffffffff runs to the end.
    let size = wav.readUInt32LE(at + 4);
    const body = at + 8;
    if (id === 'data' && (size === 0 || size === 0xffffffff || body + size > wav.length)) size = wav.length - body;
    if (id === 'fmt ') {
      channels = wav.readUInt16LE(body + 2);
      sampleRate = wav.readUInt32LE(body + 4);
      bits = wav.readUInt16LE(body + 14);
    } else if (id === 'data') {
      if (bits !== 16 || channels < 1) throw new Error(`Unsupported WAV: ${bits}-bit, ${channels} channels`);
      const frames = Math.floor(size / (2 * channels));
      const data = wav.subarray(body, body + frames * 2 * channels);
      return { pcm: channels === 1 ? Buffer.from(data) : mixDown(data, channels, frames), sampleRate };
    }
    at = body + size + (size % 2);
  }
  throw new Error('WAV file without audio data');
}

function mixDown(data: Buffer, channels: number, frames: number): Buffer {
  const mono = Buffer.alloc(frames * 2);
  for (let frame = 0; frame < frames; frame++) {
    let sum = 0;
    for (let channel = 0; channel < channels; channel++) sum += data.readInt16LE((frame * channels + channel) * 2);
    mono.writeInt16LE(Math.round(sum / channels), frame * 2);
  }
  return mono;
}

/** A 16-bit mono WAV around `pcm`. */
export function wavFile(pcm: Buffer, sampleRate: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

/** Milliseconds of 16-bit mono PCM at `sampleRate`. */
export function pcmMilliseconds(pcm: Buffer, sampleRate: number): number {
  return Math.round((pcm.length / 2 / sampleRate) * 1000);
}
