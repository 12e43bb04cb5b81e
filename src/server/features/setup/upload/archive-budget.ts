import { createInflateRaw } from 'node:zlib';
import JSZip from 'jszip';

/** A document that unpacks to more than Uplift reads, or whose parts lie about their sizes. */
export class UnpackBudgetError extends Error {}

const centralDirectoryEnd = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const centralDirectoryEntry = 0x02014b50;
const localFileHeader = 0x04034b50;

interface ArchiveEntry {
  name: string;
  method: number;
  encrypted: boolean;
  compressedSize: number;
  declaredSize: number;
  localHeaderOffset: number;
}

/**
 * A zip archive (DOCX, XLSX) rebuilt from what its entries really unpack to. Each entry is inflated
 * here, counting the bytes as they come, and reading stops past `budgetBytes` in all: the sizes an
 * archive declares are only its word, and a bomb declares small ones. An entry that unpacks to another
 * size than it declares is refused as damaged. The rebuilt archive holds exactly the entries counted,
 * so the document parsers after it can unpack no more than the budget.
 */
export async function boundedArchive(zip: Buffer, budgetBytes: number): Promise<Buffer> {
  const rebuilt = new JSZip();
  let unpacked = 0;
  for (const entry of centralDirectory(zip)) {
    if (entry.name.endsWith('/')) continue;
    const data = await unpackEntry(zip, entry, budgetBytes - unpacked);
    unpacked += data.length;
    rebuilt.file(entry.name, data);
  }
  return rebuilt.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 1 } });
}

function centralDirectory(zip: Buffer): ArchiveEntry[] {
  const end = zip.lastIndexOf(centralDirectoryEnd);
  if (end < 0 || end + 22 > zip.length) throw new UnpackBudgetError('The archive has no readable directory');
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  // ZIP64 marks these fields with all ones; an office document of at most 20 MB never needs it.
  if (count === 0xffff || offset === 0xffffffff) throw new UnpackBudgetError('ZIP64 archives are not read');
  const entries: ArchiveEntry[] = [];
  for (let index = 0; index < count; index++) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== centralDirectoryEntry) {
      throw new UnpackBudgetError('The archive directory is damaged');
    }
    const nameLength = zip.readUInt16LE(offset + 28);
    entries.push({
      name: zip.toString('utf8', offset + 46, offset + 46 + nameLength),
      encrypted: (zip.readUInt16LE(offset + 8) & 1) === 1,
      method: zip.readUInt16LE(offset + 10),
      compressedSize: zip.readUInt32LE(offset + 20),
      declaredSize: zip.readUInt32LE(offset + 24),
      localHeaderOffset: zip.readUInt32LE(offset + 42),
    });
    offset += 46 + nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
  }
  return entries;
}

async function unpackEntry(zip: Buffer, entry: ArchiveEntry, remaining: number): Promise<Buffer> {
  const header = entry.localHeaderOffset;
  if (entry.encrypted || header + 30 > zip.length || zip.readUInt32LE(header) !== localFileHeader) {
    throw new UnpackBudgetError(`The archive entry ${entry.name} cannot be read`);
  }
  const start = header + 30 + zip.readUInt16LE(header + 26) + zip.readUInt16LE(header + 28);
  const packed = zip.subarray(start, start + entry.compressedSize);
  let data: Buffer;
  if (entry.method === 0) data = packed;
  else if (entry.method === 8) data = await inflateCounted(packed, remaining, entry.name);
  else throw new UnpackBudgetError(`The archive entry ${entry.name} uses an unknown compression`);
  if (data.length > remaining) throw new UnpackBudgetError('The archive unpacks to more than Uplift reads');
  if (data.length !== entry.declaredSize) throw new UnpackBudgetError(`The archive entry ${entry.name} is not the size it declares`);
  return data;
}

/** Inflates a raw deflate stream, stopping at the first byte past `limit`. */
function inflateCounted(packed: Buffer, limit: number, name: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    const chunks: Buffer[] = [];
    let length = 0;
    inflate.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length > limit) {
        inflate.destroy();
        reject(new UnpackBudgetError('The archive unpacks to more than Uplift reads'));
      } else {
        chunks.push(chunk);
      }
    });
    inflate.on('error', () => reject(new UnpackBudgetError(`The archive entry ${name} is damaged`)));
    inflate.on('end', () => resolve(Buffer.concat(chunks, length)));
    inflate.end(packed);
  });
}
