// Near-duplicate pages by MinHash: each page keeps a short print of its main text, and two prints
// agree on about as many of their values as the two texts share word triples (their Jaccard
// similarity). Pages are compared only when a band of their prints matches, so a site of 10,000
// pages is not compared pair by pair.

const printSize = 64;
const bandRows = 4;
/**
 * Each page is compared with at most this many of the latest pages sharing a band: a site of one
 * template stays linear, and no early page becomes the one every other is compared with.
 */
const comparedPerBand = 16;

/** A 32-bit integer mix (MurmurHash3's finaliser): one per print value, over the triple's hash. */
function mix(value: number): number {
  let h = value;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

const seeds = Uint32Array.from({ length: printSize }, (_, index) => mix(Math.imul(index + 1, 0x9e3779b9)));

/** FNV-1a over the UTF-16 units of a word triple. */
function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    h ^= text.charCodeAt(index);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The print of a text given as its words, lower case: the least mixed hash of its triples, per seed. */
export function textPrint(words: readonly string[]): Uint32Array {
  const print = new Uint32Array(printSize).fill(0xffffffff);
  for (let index = 0; index + 2 < words.length; index++) {
    const triple = hashText(`${words[index]} ${words[index + 1]} ${words[index + 2]}`);
    for (let value = 0; value < printSize; value++) {
      const hashed = mix(triple ^ seeds[value]!);
      if (hashed < print[value]!) print[value] = hashed;
    }
  }
  return print;
}

/** 0–1: the share of word triples the two texts have in common, estimated. */
export function similarity(a: Uint32Array, b: Uint32Array): number {
  let same = 0;
  for (let value = 0; value < printSize; value++) if (a[value] === b[value]) same++;
  return same / printSize;
}

export interface Printed {
  key: string;
  print: Uint32Array;
}

/** Each item's near duplicates (at least `threshold` alike), by key; items without any are left out. */
export function nearDuplicates(items: readonly Printed[], threshold: number): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const link = (a: string, b: string) => {
    const others = found.get(a) ?? new Set();
    others.add(b);
    found.set(a, others);
  };
  for (let start = 0; start < printSize; start += bandRows) {
    const buckets = new Map<string, Printed[]>();
    for (const item of items) {
      const band = item.print.subarray(start, start + bandRows).join(',');
      const bucket = buckets.get(band);
      if (!bucket) {
        buckets.set(band, [item]);
        continue;
      }
      for (const earlier of bucket.slice(-comparedPerBand)) {
        if (found.get(item.key)?.has(earlier.key) || similarity(item.print, earlier.print) < threshold) continue;
        link(item.key, earlier.key);
        link(earlier.key, item.key);
      }
      bucket.push(item);
    }
  }
  return found;
}
