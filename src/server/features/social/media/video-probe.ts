export type VideoMimeType = 'video/mp4' | 'video/quicktime';

export interface VideoFacts {
  mimeType: VideoMimeType;
  width: number;
  height: number;
  /** 0 when the file does not say (a fragmented MP4 whose moov gives no duration). */
  durationMs: number;
}

type MovieFacts = Omit<VideoFacts, 'mimeType'>;

/** The boxes the probe holds, and how large each may be: a moov indexes every sample, so long videos have big ones. */
const keptBoxLimits = { ftyp: 64 * 1024, moov: 64 * 1024 * 1024 } as const;
type KeptBox = keyof typeof keptBoxLimits;

/** The box whose payload is arriving: bytes still to come (Infinity: to the end of the file), and the payload so far when kept. */
interface OpenBox {
  left: number;
  kept: { type: KeptBox; pieces: Buffer[]; length: number } | null;
}

/**
 * ISO files open with ftyp (ISO/IEC 14496-12, 4.3.1). QuickTime movies made before ftyp existed
 * open with one of these instead, so a file that does is taken as a QuickTime movie (its moov must
 * still hold a picture track); any ftyp further on is then skipped.
 */
const quickTimeOpeningBoxes = new Set(['wide', 'free', 'skip', 'mdat', 'moov']);
const audioOnlyBrands = new Set(['M4A ', 'M4B ', 'M4P ', 'F4A ', 'F4B ']);
/** Brands of files that may hold video; the major brand or a compatible one must be one (HEIF images, JPEG 2000 and the like are not). */
const videoBrand = /^(isom|iso[2-9a-z]|mp41|mp42|avc1|M4V[ HP]|dash|mmp4|3gp[4-9]|3g2[a-c]|MSNV|XAVC|f4v )$/;

/**
 * Proves from an upload's bytes, as they stream in, that it is an MP4 or QuickTime video with a
 * picture track, and reads its size and duration. It walks the top-level boxes counting bytes, and
 * holds only the ftyp and the moov (whether the moov comes before the media data or after it).
 */
export class VideoProbe {
  private failed = false;
  private boxesOpened = 0;
  /** The next box's header, which may arrive over several pieces: 8 bytes, 16 with a 64-bit size. */
  private readonly header = Buffer.alloc(16);
  private headerLength = 0;
  private box: OpenBox | null = null;
  private mimeType: VideoMimeType | null = null;
  private movie: MovieFacts | null = null;

  /** Whether the bytes so far already show the file is no video: the rest need not be read. */
  get refused(): boolean {
    return this.failed;
  }

  /** Fed the file's bytes in order, any piece sizes; keeps only the boxes it needs. */
  push(bytes: Buffer): void {
    let at = 0;
    while (at < bytes.length && !this.failed) {
      const box = this.box;
      if (!box) {
        at = this.readHeader(bytes, at);
        continue;
      }
      const take = Math.min(box.left, bytes.length - at);
      if (box.kept) {
        // A copy, so the kept box does not pin the caller's whole piece.
        box.kept.pieces.push(Buffer.from(bytes.subarray(at, at + take)));
        box.kept.length += take;
        if (box.kept.length > keptBoxLimits[box.kept.type]) return this.fail();
      }
      box.left -= take;
      at += take;
      if (box.left === 0) this.closeBox(box);
    }
  }

  /** After the last byte: the video's facts, or null when the bytes are not an MP4/MOV video with a picture track. */
  finish(): VideoFacts | null {
    if (this.box?.left === Infinity) this.closeBox(this.box);
    if (this.failed || this.box || this.headerLength > 0 || !this.mimeType || !this.movie) return null;
    return { mimeType: this.mimeType, ...this.movie };
  }

  private readHeader(bytes: Buffer, at: number): number {
    const wanted = this.headerLength < 8 ? 8 : 16;
    const take = Math.min(wanted - this.headerLength, bytes.length - at);
    bytes.copy(this.header, this.headerLength, at, at + take);
    this.headerLength += take;
    if (this.headerLength === 16 || (this.headerLength === 8 && this.header.readUInt32BE(0) !== 1)) this.openBox();
    return at + take;
  }

  private openBox(): void {
    const { size, type, headerLength } = boxHeader(this.header, 0, Infinity);
    this.headerLength = 0;
    if (size < headerLength) return this.fail();
    const first = this.boxesOpened++ === 0;
    if (first && type !== 'ftyp') {
      if (!quickTimeOpeningBoxes.has(type)) return this.fail();
      this.mimeType = 'video/quicktime';
    }
    const left = size - headerLength;
    const keptType: KeptBox | null = type === 'ftyp' && first ? 'ftyp' : type === 'moov' && !this.movie ? 'moov' : null;
    if (keptType && left !== Infinity && left > keptBoxLimits[keptType]) return this.fail();
    const box = { left, kept: keptType && { type: keptType, pieces: [], length: 0 } };
    this.box = box;
    if (left === 0) this.closeBox(box);
  }

  private closeBox({ kept }: OpenBox): void {
    this.box = null;
    if (!kept) return;
    const payload = Buffer.concat(kept.pieces, kept.length);
    if (kept.type === 'ftyp') {
      this.mimeType = mimeTypeOfBrands(payload);
      if (!this.mimeType) this.fail();
    } else {
      this.movie = movieFacts(payload);
      if (!this.movie) this.fail();
    }
  }

  private fail(): void {
    this.failed = true;
    this.box = null;
  }
}

/** The media type an ftyp's brands name: QuickTime's own, MP4 for video brands, null for audio-only and unknown brands. */
function mimeTypeOfBrands(ftyp: Buffer): VideoMimeType | null {
  if (ftyp.length < 8) return null;
  const major = ftyp.toString('latin1', 0, 4);
  if (major === 'qt  ') return 'video/quicktime';
  if (audioOnlyBrands.has(major)) return null;
  const brands = [major];
  for (let at = 8; at + 4 <= ftyp.length; at += 4) brands.push(ftyp.toString('latin1', at, at + 4));
  return brands.some((brand) => videoBrand.test(brand)) ? 'video/mp4' : null;
}

/** The header of the box at `at`: its size (`toEnd` for size 0, a box running to its container's end), type and length (16 with a 64-bit largesize). */
function boxHeader(bytes: Buffer, at: number, toEnd: number): { size: number; type: string; headerLength: number } {
  const size = bytes.readUInt32BE(at);
  const type = bytes.toString('latin1', at + 4, at + 8);
  if (size === 1) return { size: Number(bytes.readBigUInt64BE(at + 8)), type, headerLength: 16 };
  return { size: size === 0 ? toEnd : size, type, headerLength: 8 };
}

interface Box {
  type: string;
  body: Buffer;
}

/** The boxes laid end to end in a container's payload, or null when there is none or a box does not fit. */
function boxesIn(payload: Buffer | undefined): Box[] | null {
  if (!payload) return null;
  const boxes: Box[] = [];
  for (let at = 0; at < payload.length;) {
    if (payload.length - at < 8 || (payload.readUInt32BE(at) === 1 && payload.length - at < 16)) return null;
    const { size, type, headerLength } = boxHeader(payload, at, payload.length - at);
    if (size < headerLength || size > payload.length - at) return null;
    boxes.push({ type, body: payload.subarray(at + headerLength, at + size) });
    at += size;
  }
  return boxes;
}

function bodyOf(boxes: readonly Box[] | null, type: string): Buffer | undefined {
  return boxes?.find((box) => box.type === type)?.body;
}

/** The movie's duration and its first picture track's size, from the moov; null without either. */
function movieFacts(moov: Buffer): MovieFacts | null {
  const children = boxesIn(moov);
  const durationMs = children && movieDurationMs(children);
  if (!children || durationMs === null) return null;
  for (const trak of children.filter((box) => box.type === 'trak')) {
    const size = pictureSize(trak.body);
    if (size) return { ...size, durationMs };
  }
  return null;
}

/**
 * mvhd's duration in ms (ISO/IEC 14496-12, 8.2.2: version 1 has 64-bit times). A fragmented MP4 may
 * leave it 0 and give the whole length in mvex/mehd (8.8.2) instead.
 */
function movieDurationMs(moovChildren: readonly Box[]): number | null {
  const mvhd = bodyOf(moovChildren, 'mvhd');
  const version1 = mvhd?.[0] === 1;
  if (!mvhd || mvhd.length < (version1 ? 32 : 20)) return null;
  const timescale = mvhd.readUInt32BE(version1 ? 20 : 12);
  if (timescale === 0) return null;
  const ticks = (version1 ? Number(mvhd.readBigUInt64BE(24)) : mvhd.readUInt32BE(16)) || fragmentedDuration(moovChildren);
  return Math.round((ticks * 1000) / timescale);
}

/** mehd's fragment_duration, in the movie's timescale; 0 when there is none. */
function fragmentedDuration(moovChildren: readonly Box[]): number {
  const mehd = bodyOf(boxesIn(bodyOf(moovChildren, 'mvex')), 'mehd');
  if (mehd?.[0] === 1 && mehd.length >= 12) return Number(mehd.readBigUInt64BE(4));
  if (mehd?.[0] === 0 && mehd.length >= 8) return mehd.readUInt32BE(4);
  return 0;
}

/**
 * A picture track's size as shown: the trak's mdia/hdlr names a 'vide' handler, and its tkhd (8.3.2)
 * ends with width and height in 16.16 fixed point after a transformation matrix. A matrix turning the
 * picture a quarter turn (how phones record portrait) swaps them. Null for other tracks and a 0 size.
 */
function pictureSize(trak: Buffer): { width: number; height: number } | null {
  const children = boxesIn(trak);
  const hdlr = bodyOf(boxesIn(bodyOf(children, 'mdia')), 'hdlr');
  if (!hdlr || hdlr.length < 12 || hdlr.toString('latin1', 8, 12) !== 'vide') return null;
  const tkhd = bodyOf(children, 'tkhd');
  const matrixAt = tkhd?.[0] === 1 ? 52 : 40;
  if (!tkhd || tkhd.length < matrixAt + 44) return null;
  const width = Math.round(tkhd.readUInt32BE(matrixAt + 36) / 65536);
  const height = Math.round(tkhd.readUInt32BE(matrixAt + 40) / 65536);
  if (width === 0 || height === 0) return null;
  // The matrix starts {a, b, u, c, d, …}: a quarter turn has a = 0 and b = ±1.
  const quarterTurned = Math.abs(tkhd.readInt32BE(matrixAt + 4)) > Math.abs(tkhd.readInt32BE(matrixAt));
  return quarterTurned ? { width: height, height: width } : { width, height };
}
