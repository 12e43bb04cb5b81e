import { MemoryFS } from '@electric-sql/pglite';

/** Where PGlite keeps its data directory inside its file system. */
const dataDirectory = '/pglite/data';

/** A folder or file of a data directory copy, as PGlite's dumpDataDir archives it (ustar). */
interface CopiedEntry {
  path: string;
  folder: boolean;
  contents: Uint8Array;
}

const entriesOfCopy = new WeakMap<Blob, Promise<readonly CopiedEntry[]>>();

/**
 * An in-memory PGlite file system that starts holding a copy of a data directory (dumpEmbeddedDatabase).
 *
 * PGlite's own `loadDataDir` unpacks the archive for every database it opens, checking each folder of
 * each file's path as it goes: about 340 ms of a 640 ms start from the tests' 52 MB copy, for the
 * hundreds of servers a test run starts. This reads the archive once per process and, for each start,
 * makes the folders and hands each file a copy of its bytes (the database writes to it).
 */
export class CopiedMemoryFS extends MemoryFS {
  private readonly entries: Promise<readonly CopiedEntry[]>;

  constructor(copy: Blob) {
    super();
    let entries = entriesOfCopy.get(copy);
    if (!entries) {
      entries = copy.arrayBuffer().then((archive) => readArchive(new Uint8Array(archive)));
      entriesOfCopy.set(copy, entries);
    }
    this.entries = entries;
  }

  // PGlite calls this once its module is ready and before it looks for a database in the directory.
  override async initialSyncFs(): Promise<void> {
    await super.initialSyncFs();
    const entries = await this.entries;
    const module = this.pg?.Module;
    if (!module) throw new Error('The file system is synced before PGlite has its module');
    growFilesByDoubling(module.MEMFS);
    const files = module.FS;
    files.mkdirTree(dataDirectory);
    for (const entry of entries) {
      const target = `${dataDirectory}/${entry.path}`;
      if (entry.folder) files.mkdirTree(target);
      // Owned, the copy is the file's storage, with no second copy made.
      else files.writeFile(target, entry.contents.slice(), { canOwn: true });
    }
  }
}

/** What of Emscripten's in-memory file system `growFilesByDoubling` replaces and reads. */
interface GrowingFileSystem {
  expandFileStorage(node: { contents: Uint8Array }, wanted: number): void;
  getFileDataAsTypedArray(node: { contents: Uint8Array }): Uint8Array;
}

/**
 * Past 1 MB, Emscripten's in-memory files grow by an eighth at a time, each time copied whole: a table
 * or log that grows to 10 MB is copied about nine times over. Doubling copies it about twice; bulk
 * inserts (the Sample workspace's analytics) took 40 % less CPU, for at most twice a file's memory.
 */
function growFilesByDoubling(memoryFs: unknown): void {
  const files = memoryFs as GrowingFileSystem;
  files.expandFileStorage = (node, wanted) => {
    const capacity = node.contents.length;
    if (capacity >= wanted) return;
    const data = files.getFileDataAsTypedArray(node);
    node.contents = new Uint8Array(Math.max(wanted, capacity * 2, 256));
    node.contents.set(data);
  };
}

const blockSize = 512;

/**
 * The folders and regular files of a ustar archive, folders before what they hold (PGlite writes each
 * folder before its contents). Links and other kinds are refused: a data directory copy has none.
 */
function readArchive(archive: Uint8Array): CopiedEntry[] {
  const entries: CopiedEntry[] = [];
  const text = new TextDecoder();
  const field = (header: Uint8Array, start: number, length: number) => {
    const bytes = header.subarray(start, start + length);
    const end = bytes.indexOf(0);
    return text.decode(end === -1 ? bytes : bytes.subarray(0, end));
  };
  let offset = 0;
  while (offset + blockSize <= archive.length) {
    const header = archive.subarray(offset, offset + blockSize);
    const name = field(header, 0, 100);
    // Two empty blocks end the archive.
    if (name === '') break;
    const prefix = field(header, 345, 155);
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8);
    const kind = String.fromCharCode(header[156] ?? 0);
    const path = (prefix ? `${prefix}/${name}` : name).replace(/^\/+|\/+$/g, '');
    const contents = archive.subarray(offset + blockSize, offset + blockSize + size);
    offset += blockSize + Math.ceil(size / blockSize) * blockSize;
    // The archive's own root, named '/', is the data directory itself.
    if (path === '') continue;
    if (kind === '5') entries.push({ path, folder: true, contents });
    else if (kind === '0' || kind === '\0') entries.push({ path, folder: false, contents });
    else throw new Error(`The database copy holds ${path}, of a kind (${kind}) a data directory does not`);
  }
  return entries;
}
