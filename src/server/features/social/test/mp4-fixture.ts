interface Mp4Options {
  /** The picture as stored; `rotate90` turns it upright on display, as a phone's portrait recording does. */
  width?: number;
  height?: number;
  durationMs?: number;
  brand?: 'isom' | 'qt  ';
  /** The moov after the media data, as a camera writes it; before it ("faststart") by default. */
  moovAtEnd?: boolean;
  /** The mdat payload's size, so tests can build multi-megabyte files. */
  mediaBytes?: number;
  rotate90?: boolean;
  /** The only track a 'soun' track. */
  audioOnly?: boolean;
  /** mvhd, tkhd and mdhd in version 1, with 64-bit times and durations. */
  version1?: boolean;
  /** The mdat's size in a 64-bit largesize field, as files over 4 GB have it. */
  largesizeMdat?: boolean;
}

/**
 * A small MP4 or QuickTime file whose boxes follow ISO/IEC 14496-12's layouts: ftyp, a moov with one
 * track (an MPEG-4 Part 2 picture track, or AAC sound) whose single sample is the whole mdat payload,
 * and the mdat. The payload is zeros, so no decoder would show a picture, but a parser reads it all.
 */
export function makeMp4(options: Mp4Options = {}): Buffer {
  const { brand = 'isom', moovAtEnd = false, mediaBytes = 1024, largesizeMdat = false } = options;
  const compatibleBrands = brand === 'qt  ' ? ['qt  '] : ['isom', 'iso2', 'mp41'];
  const ftyp = box('ftyp', ascii(brand), u32(0x200), ...compatibleBrands.map(ascii));
  const mdatHeader = largesizeMdat
    ? Buffer.concat([u32(1), ascii('mdat'), u64(16 + mediaBytes)])
    : Buffer.concat([u32(8 + mediaBytes), ascii('mdat')]);
  // The sample table points at the payload, which sits after the moov unless the moov comes last.
  const moovLength = movie(options, 0).length;
  const moov = movie(options, ftyp.length + (moovAtEnd ? 0 : moovLength) + mdatHeader.length);
  const mdat = Buffer.concat([mdatHeader, Buffer.alloc(mediaBytes)]);
  return Buffer.concat(moovAtEnd ? [ftyp, mdat, moov] : [ftyp, moov, mdat]);
}

const upright = [0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000];
/** A quarter turn clockwise, as ffmpeg and phones write it. */
const turned90 = [0, 0x10000, 0, -0x10000, 0, 0, 0, 0, 0x40000000];

function movie(options: Mp4Options, mediaOffset: number): Buffer {
  const {
    width = 1280,
    height = 720,
    durationMs = 5000,
    brand = 'isom',
    mediaBytes = 1024,
    rotate90 = false,
    audioOnly = false,
    version1 = false,
  } = options;
  const version = version1 ? 1 : 0;
  const time = version1 ? u64 : u32;
  const quickTime = brand === 'qt  ';
  // QuickTime counts movie time in 1/600 s, ffmpeg's MP4s in ms.
  const movieTimescale = quickTime ? 600 : 1000;
  const mediaTimescale = audioOnly ? 48_000 : 30_000;
  const movieDuration = Math.round((durationMs * movieTimescale) / 1000);
  const mediaDuration = Math.round((durationMs * mediaTimescale) / 1000);
  const handlerName = audioOnly ? 'SoundHandler' : 'VideoHandler';

  const mvhd = fullBox(
    'mvhd',
    version,
    0,
    time(0),
    time(0),
    u32(movieTimescale),
    time(movieDuration),
    u32(0x10000),
    u16(0x100),
    zeros(10),
    matrix(upright),
    zeros(24),
    u32(2),
  );
  const tkhd = fullBox(
    'tkhd',
    version,
    3, // flags: enabled, in the movie
    time(0),
    time(0),
    u32(1),
    zeros(4),
    time(movieDuration),
    zeros(8),
    u16(0),
    u16(0),
    u16(audioOnly ? 0x100 : 0),
    zeros(2), // layer, alternate group, volume
    matrix(rotate90 ? turned90 : upright),
    u32(audioOnly ? 0 : width * 0x10000),
    u32(audioOnly ? 0 : height * 0x10000),
  );
  const mdhd = fullBox('mdhd', version, 0, time(0), time(0), u32(mediaTimescale), time(mediaDuration), u16(0x55c4), u16(0)); // language 'und'
  const hdlr = fullBox(
    'hdlr',
    0,
    0,
    ascii(quickTime ? 'mhlr' : '\0\0\0\0'), // QuickTime's component type where ISO has pre_defined
    ascii(audioOnly ? 'soun' : 'vide'),
    zeros(12),
    quickTime ? Buffer.concat([u8(handlerName.length), ascii(handlerName)]) : ascii(`${handlerName}\0`),
  );
  const sampleEntry = audioOnly
    ? box('mp4a', zeros(6), u16(1), zeros(8), u16(2), u16(16), zeros(4), u32(mediaTimescale * 0x10000), esds(0x40, 5))
    : box(
        'mp4v',
        zeros(6),
        u16(1),
        zeros(16),
        u16(width),
        u16(height),
        u32(0x480000),
        u32(0x480000),
        zeros(4),
        u16(1),
        zeros(32),
        u16(0x18),
        u16(0xffff),
        esds(0x20, 4),
      );
  const stbl = box(
    'stbl',
    fullBox('stsd', 0, 0, u32(1), sampleEntry),
    fullBox('stts', 0, 0, u32(1), u32(1), u32(mediaDuration)),
    fullBox('stsc', 0, 0, u32(1), u32(1), u32(1), u32(1)),
    fullBox('stsz', 0, 0, u32(0), u32(1), u32(mediaBytes)),
    fullBox('stco', 0, 0, u32(1), u32(mediaOffset)),
  );
  const mediaHeader = audioOnly ? fullBox('smhd', 0, 0, zeros(4)) : fullBox('vmhd', 0, 1, zeros(8));
  const minf = box('minf', mediaHeader, box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))), stbl);
  return box('moov', mvhd, box('trak', tkhd, box('mdia', mdhd, hdlr, minf)));
}

/** An MPEG-4 elementary stream descriptor (ISO/IEC 14496-14, 3.1.2) naming the codec: no decoder-specific info. */
function esds(objectType: number, streamType: number): Buffer {
  const descriptor = (tag: number, ...parts: Buffer[]) => {
    const body = Buffer.concat(parts);
    return Buffer.concat([u8(tag), u8(body.length), body]);
  };
  const decoderConfig = descriptor(0x04, u8(objectType), u8((streamType << 2) | 1), zeros(3), u32(0), u32(0));
  return fullBox('esds', 0, 0, descriptor(0x03, u16(0), u8(0), decoderConfig, descriptor(0x06, u8(2))));
}

/** A box: its 32-bit size, its type, then its fields (ISO/IEC 14496-12, 4.2), for tests that build their own files. */
export function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(8 + body.length), ascii(type), body]);
}

/** A box whose fields start with a version and 24 bits of flags. */
export function fullBox(type: string, version: number, flags: number, ...parts: Buffer[]): Buffer {
  return box(type, u8(version), u8(flags >> 16), u16(flags & 0xffff), ...parts);
}

function matrix(values: readonly number[]): Buffer {
  return Buffer.concat(
    values.map((value) => {
      const bytes = Buffer.alloc(4);
      bytes.writeInt32BE(value);
      return bytes;
    }),
  );
}

const ascii = (text: string) => Buffer.from(text, 'latin1');
const zeros = (length: number) => Buffer.alloc(length);
const u8 = (value: number) => Buffer.from([value]);

function u16(value: number): Buffer {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(value);
  return bytes;
}

function u32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
}

function u64(value: number): Buffer {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(BigInt(value));
  return bytes;
}
