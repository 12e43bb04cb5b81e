// Tests' GeoIP database: a real MaxMind DB file (format 2.0, IPv4 tree, 24-bit records) mapping a
// few networks to countries, written the way MaxMind's own writer lays it out, so the reader the
// server uses is the one it would use with GeoLite2.
import { writeFile } from 'node:fs/promises';

type Value = string | number | { [key: string]: Value };

/** A MaxMind DB data-section value: maps, UTF-8 strings and unsigned integers are all a country file needs. */
function encode(value: Value): Buffer {
  const control = (type: number, size: number) => Buffer.from([(type << 5) | size]);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    if (bytes.length >= 29) throw new Error('Strings of 29 bytes or more are not needed here');
    return Buffer.concat([control(2, bytes.length), bytes]);
  }
  if (typeof value === 'number') {
    const bytes: number[] = [];
    for (let rest = value; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
    return Buffer.concat([control(6, bytes.length), Buffer.from(bytes)]);
  }
  const entries = Object.entries(value);
  return Buffer.concat([control(7, entries.length), ...entries.flatMap(([key, item]) => [encode(key), encode(item)])]);
}

type SearchRecord = { node: number } | { data: number } | null;

/** Writes a database mapping each IPv4 network ('81.2.69.0/24') to its country code. */
export async function writeCountryDatabase(file: string, networks: Record<string, { iso: string; name: string }>): Promise<void> {
  const nodes: [SearchRecord, SearchRecord][] = [[null, null]];
  const data: Buffer[] = [];
  let dataSize = 0;
  for (const [network, country] of Object.entries(networks)) {
    const [address, bits] = network.split('/') as [string, string];
    const value = address.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
    const offset = dataSize;
    const record = encode({ country: { iso_code: country.iso, names: { en: country.name } } });
    data.push(record);
    dataSize += record.length;
    let node = 0;
    for (let depth = 0; depth < Number(bits); depth++) {
      const side = Math.floor(value / 2 ** (31 - depth)) % 2;
      if (depth === Number(bits) - 1) {
        nodes[node]![side] = { data: offset };
      } else {
        const next = nodes[node]![side];
        if (next && 'node' in next) {
          node = next.node;
        } else {
          nodes.push([null, null]);
          nodes[node]![side] = { node: nodes.length - 1 };
          node = nodes.length - 1;
        }
      }
    }
  }
  const nodeCount = nodes.length;
  const recordValue = (record: SearchRecord) =>
    record === null ? nodeCount : 'node' in record ? record.node : nodeCount + 16 + record.data;
  const tree = Buffer.alloc(nodeCount * 6);
  nodes.forEach(([left, right], index) => {
    tree.writeUIntBE(recordValue(left), index * 6, 3);
    tree.writeUIntBE(recordValue(right), index * 6 + 3, 3);
  });
  const metadata = encode({
    node_count: nodeCount,
    record_size: 24,
    ip_version: 4,
    binary_format_major_version: 2,
    database_type: 'GeoLite2-Country',
  });
  const marker = Buffer.from('ABCDEF4D61784D696E642E636F6D', 'hex');
  await writeFile(file, Buffer.concat([tree, Buffer.alloc(16), ...data, marker, metadata]));
}
