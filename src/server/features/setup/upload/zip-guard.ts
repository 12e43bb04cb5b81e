const endOfCentralDirectory = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const centralDirectoryEntry = 0x02014b50;

/**
 * The size a zip archive (DOCX, XLSX) says its entries unpack to, from its central directory, or
 * Infinity when that cannot be read (ZIP64, damage). The parsers unpack entries into memory, so a small
 * upload that claims gigabytes (a zip bomb) must be refused before they see it.
 */
export function declaredUnzippedSize(zip: Buffer): number {
  const end = zip.lastIndexOf(endOfCentralDirectory);
  if (end < 0 || end + 22 > zip.length) return Infinity;
  const entries = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  if (entries === 0xffff || offset === 0xffffffff) return Infinity;
  let total = 0;
  for (let index = 0; index < entries; index++) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== centralDirectoryEntry) return Infinity;
    const size = zip.readUInt32LE(offset + 24);
    if (size === 0xffffffff) return Infinity;
    total += size;
    offset += 46 + zip.readUInt16LE(offset + 28) + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
  }
  return total;
}
