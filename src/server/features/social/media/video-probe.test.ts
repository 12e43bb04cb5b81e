import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { box, fullBox, makeMp4 } from '../test/mp4-fixture';
import { VideoProbe } from './video-probe';

/** What the probe makes of `file` pushed in pieces of `pieceSize` bytes (the whole file at once by default). */
function probe(file: Buffer, pieceSize = file.length): ReturnType<VideoProbe['finish']> {
  const videoProbe = new VideoProbe();
  for (let at = 0; at < file.length; at += pieceSize) videoProbe.push(file.subarray(at, at + pieceSize));
  return videoProbe.finish();
}

const pieceSizes = [1, 7, 4096, undefined];
const landscape = { mimeType: 'video/mp4', width: 1280, height: 720, durationMs: 5000 };

function u32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
}

/** The file with its first box (the ftyp) replaced. */
function withFirstBox(file: Buffer, first: Buffer): Buffer {
  return Buffer.concat([first, file.subarray(file.readUInt32BE(0))]);
}

/** The file with more boxes at the end of its moov. */
function withMoovChildren(file: Buffer, ...children: Buffer[]): Buffer {
  const at = file.indexOf('moov') - 4;
  const end = at + file.readUInt32BE(at);
  return Buffer.concat([file.subarray(0, at), box('moov', file.subarray(at + 8, end), ...children), file.subarray(end)]);
}

describe('probing an uploaded video', () => {
  it.each(pieceSizes)('reads a faststart MP4 pushed in pieces of %s bytes', (pieceSize) => {
    expect(probe(makeMp4(), pieceSize)).toEqual(landscape);
  });

  it.each(pieceSizes)('reads an MP4 whose moov follows a multi-megabyte mdat, in pieces of %s bytes', (pieceSize) => {
    const file = makeMp4({ moovAtEnd: true, mediaBytes: 3 * 1024 * 1024, width: 1920, height: 1080, durationMs: 61_000 });
    expect(probe(file, pieceSize)).toEqual({ mimeType: 'video/mp4', width: 1920, height: 1080, durationMs: 61_000 });
  });

  it('probes a 256 MB upload pushed in 8 MiB pieces, the moov last', () => {
    const piece = Buffer.alloc(8 * 1024 * 1024);
    const tail = makeMp4({ moovAtEnd: true, mediaBytes: 0 });
    const mdatAt = tail.indexOf('mdat') - 4;
    const videoProbe = new VideoProbe();
    videoProbe.push(tail.subarray(0, mdatAt));
    videoProbe.push(Buffer.concat([u32(8 + 32 * piece.length), Buffer.from('mdat')]));
    for (let count = 0; count < 32; count++) videoProbe.push(piece);
    videoProbe.push(tail.subarray(mdatAt + 8));
    expect(videoProbe.finish()).toEqual(landscape);
  });

  it.each(pieceSizes)('names a QuickTime movie by its brand, in pieces of %s bytes', (pieceSize) => {
    expect(probe(makeMp4({ brand: 'qt  ', moovAtEnd: true }), pieceSize)).toEqual({ ...landscape, mimeType: 'video/quicktime' });
  });

  it('takes an older QuickTime movie that opens without an ftyp', () => {
    const movie = makeMp4({ brand: 'qt  ', moovAtEnd: true });
    expect(probe(withFirstBox(movie, box('wide')))).toEqual({ ...landscape, mimeType: 'video/quicktime' });
    expect(probe(withFirstBox(makeMp4({ brand: 'qt  ' }), Buffer.alloc(0)))).toEqual({ ...landscape, mimeType: 'video/quicktime' });
    // Only a leading ftyp names the file.
    const laterFtyp = box('ftyp', Buffer.from('M4A '), u32(0));
    expect(probe(withFirstBox(movie, Buffer.concat([box('wide'), laterFtyp])))).toEqual({ ...landscape, mimeType: 'video/quicktime' });
  });

  it('rounds the duration to the millisecond', () => {
    // QuickTime counts in 1/600 s: 1001 ms is stored as 601 ticks, 1001.67 ms.
    expect(probe(makeMp4({ brand: 'qt  ', durationMs: 1001 }))?.durationMs).toBe(1002);
  });

  it.each(pieceSizes)('swaps width and height for a phone’s portrait recording, in pieces of %s bytes', (pieceSize) => {
    expect(probe(makeMp4({ rotate90: true }), pieceSize)).toEqual({ ...landscape, width: 720, height: 1280 });
  });

  it.each(pieceSizes)('reads version 1 headers and a 64-bit mdat size, in pieces of %s bytes', (pieceSize) => {
    const file = makeMp4({ version1: true, largesizeMdat: true, moovAtEnd: true, width: 640, height: 360, durationMs: 7_250 });
    expect(probe(file, pieceSize)).toEqual({ mimeType: 'video/mp4', width: 640, height: 360, durationMs: 7_250 });
    expect(probe(makeMp4({ version1: true, rotate90: true }), pieceSize)).toEqual({ ...landscape, width: 720, height: 1280 });
  });

  it('reads a last box whose size 0 runs it to the end of the file', () => {
    const faststart = makeMp4();
    faststart.writeUInt32BE(0, faststart.indexOf('mdat') - 4);
    expect(probe(faststart, 7)).toEqual(landscape);
    const moovLast = makeMp4({ moovAtEnd: true });
    moovLast.writeUInt32BE(0, moovLast.indexOf('moov') - 4);
    expect(probe(moovLast, 7)).toEqual(landscape);
  });

  it('takes a fragmented MP4’s duration from mvex/mehd when mvhd leaves it 0', () => {
    const file = makeMp4({ moovAtEnd: true });
    file.writeUInt32BE(0, file.indexOf('mvhd') + 4 + 16);
    expect(probe(file)?.durationMs).toBe(0);
    expect(probe(withMoovChildren(file, box('mvex', fullBox('mehd', 0, 0, u32(3_500)))))?.durationMs).toBe(3_500);
  });

  it('holds a moov of up to 64 MB, and refuses a larger one', () => {
    const file = makeMp4({ moovAtEnd: true });
    expect(probe(withMoovChildren(file, box('free', Buffer.alloc(1024 * 1024))), 8 * 1024 * 1024)).toEqual(landscape);
    const tooLarge = withMoovChildren(file, box('free', Buffer.alloc(64 * 1024 * 1024)));
    expect(probe(tooLarge, 8 * 1024 * 1024)).toBeNull();
    // Size 0: the moov runs to the end of the file, so only its bytes so far tell.
    tooLarge.writeUInt32BE(0, tooLarge.indexOf('moov') - 4);
    expect(probe(tooLarge, 8 * 1024 * 1024)).toBeNull();
  });

  it('refuses a picture, noise and files that are not whole', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    expect(probe(png)).toBeNull();
    expect(probe(randomBytes(64 * 1024), 4096)).toBeNull();
    expect(probe(Buffer.alloc(0))).toBeNull();
    const file = makeMp4();
    expect(probe(file.subarray(0, file.length - 1))).toBeNull();
    const moovLast = makeMp4({ moovAtEnd: true });
    expect(probe(moovLast.subarray(0, moovLast.length - 100), 7)).toBeNull();
    expect(probe(file.subarray(0, file.readUInt32BE(0)))).toBeNull();
    expect(probe(Buffer.concat([file, Buffer.from('tail')]))).toBeNull();
  });

  it('refuses a box smaller than its own header, and a file without a moov', () => {
    const file = makeMp4();
    const tooSmall = Buffer.from(file);
    tooSmall.writeUInt32BE(7, file.indexOf('mdat') - 4);
    expect(probe(tooSmall)).toBeNull();
    // A 64-bit size of 8 does not cover its own 16-byte header.
    const mdatAt = file.indexOf('mdat') - 4;
    const largesizeTooSmall = Buffer.concat([
      file.subarray(0, mdatAt),
      u32(1),
      Buffer.from('mdat'),
      Buffer.alloc(4),
      u32(8),
      file.subarray(mdatAt + 8),
    ]);
    expect(probe(largesizeTooSmall)).toBeNull();
    expect(probe(withMoovChildren(makeMp4(), u32(1), Buffer.from('free'), Buffer.alloc(4), u32(8)))).toBeNull();
    const moovSize = file.readUInt32BE(file.indexOf('moov') - 4);
    const withoutMoov = Buffer.concat([file.subarray(0, file.readUInt32BE(0)), file.subarray(file.readUInt32BE(0) + moovSize)]);
    expect(probe(withoutMoov)).toBeNull();
  });

  it('refuses files without a picture track, audio brands and files that open with another box', () => {
    expect(probe(makeMp4({ audioOnly: true }))).toBeNull();
    expect(probe(makeMp4({ width: 0 }))).toBeNull();
    const soundHandler = makeMp4();
    soundHandler.write('soun', soundHandler.indexOf('vide'), 'latin1');
    expect(probe(soundHandler)).toBeNull();
    const video = makeMp4();
    expect(probe(withFirstBox(video, box('ftyp', Buffer.from('M4A '), u32(0), Buffer.from('M4A isom'))))).toBeNull();
    expect(probe(withFirstBox(video, box('ftyp', Buffer.from('heic'), u32(0), Buffer.from('mif1heic'))))).toBeNull();
    expect(probe(withFirstBox(video, box('ftyp', Buffer.from('mp42'), u32(0), Buffer.from('mp42isom'))))).toEqual(landscape);
    expect(probe(withFirstBox(video, box('uuid', Buffer.alloc(16))))).toBeNull();
  });
});
