import { describe, expect, it } from 'vitest';
import { uploadMessages } from '@/shared/setup/setup';
import { addFiles, fileBadge, formatFileSize } from './file-info';

const megabyte = 1024 * 1024;

function fakeFile(name: string, size: number, lastModified = 1): File {
  // Only the size is faked: a real 20 MB buffer per case would slow the suite for nothing.
  const file = new File(['x'], name, { lastModified });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('fileBadge', () => {
  it.each([
    ['report.pdf', '', 'PDF'],
    ['Notes.DOC', '', 'DOC'],
    ['notes.docx', '', 'DOC'],
    ['prices.xls', '', 'XLS'],
    ['prices.xlsx', '', 'XLS'],
    ['prices.csv', '', 'XLS'],
    ['logo.png', '', 'IMG'],
    ['photo.JPEG', '', 'IMG'],
    ['anim.gif', '', 'IMG'],
    ['pic.webp', '', 'IMG'],
    ['notes.txt', 'text/plain', 'FILE'],
    ['readme.md', '', 'FILE'],
    ['archive', '', 'FILE'],
  ] as const)('%s (%s) is %s', (name, type, badge) => {
    expect(fileBadge({ name, type })).toBe(badge);
  });

  it('falls back on the MIME type when the name has no known extension', () => {
    expect(fileBadge({ name: 'scan', type: 'application/pdf' })).toBe('PDF');
    expect(fileBadge({ name: 'photo', type: 'image/heic' })).toBe('IMG');
    expect(fileBadge({ name: 'letter', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' })).toBe('DOC');
    expect(fileBadge({ name: 'sheet', type: 'application/vnd.ms-excel' })).toBe('XLS');
    expect(fileBadge({ name: '.pdf', type: '' })).toBe('FILE');
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [512, '512 bytes'],
    [1023, '1023 bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [10 * 1024 + 100, '10.1 KB'],
    [megabyte - 1, '1 MB'],
    [2.3 * megabyte, '2.3 MB'],
    [20 * megabyte, '20 MB'],
    [3 * 1024 * megabyte, '3 GB'],
  ])('%d bytes reads %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('addFiles', () => {
  it('adds new files and lists a file picked twice once', () => {
    const first = addFiles([], [fakeFile('a.txt', 10), fakeFile('b.png', 20)]);
    expect(first).toMatchObject({ added: 2, refusals: [] });
    const again = addFiles(first.files, [fakeFile('a.txt', 10), fakeFile('c.pdf', 30)]);
    expect(again.files.map((file) => file.name)).toEqual(['a.txt', 'b.png', 'c.pdf']);
    expect(again.added).toBe(1);
  });

  it("leaves out what the server would refuse, in the server's words", () => {
    const big = addFiles([], [fakeFile('video.pdf', 21 * megabyte), fakeFile('ok.txt', 5)]);
    expect(big.files.map((file) => file.name)).toEqual(['ok.txt']);
    expect(big.refusals).toEqual([uploadMessages.fileTooLarge('video.pdf', 20)]);

    const eleven = Array.from({ length: 11 }, (_, index) => fakeFile(`note-${index}.txt`, 5));
    const many = addFiles([], eleven);
    expect(many.files).toHaveLength(10);
    expect(many.refusals).toEqual([uploadMessages.tooManyFiles(10)]);

    const heavy = addFiles(
      [],
      [1, 2, 3].map((index) => fakeFile(`part-${index}.pdf`, 18 * megabyte)),
    );
    expect(heavy.files).toHaveLength(2);
    expect(heavy.refusals).toEqual([uploadMessages.uploadTooLarge(50)]);
  });
});
