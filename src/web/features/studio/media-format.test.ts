import { describe, expect, it } from 'vitest';
import { type StudioUpload, studioMessages, studioUploadMaxBytes } from '@/shared/studio/studio';
import { formatMegabytes, uploadFacts, uploadProblem } from './media-format';

const upload = (rest: Partial<StudioUpload>): StudioUpload => ({
  id: 'u1',
  name: 'beach.jpg',
  kind: 'image',
  mimeType: 'image/jpeg',
  size: 2.5 * 1024 * 1024,
  durationSeconds: null,
  width: 1080,
  height: 1920,
  url: '/api/studio/files/u1',
  createdAt: '2026-11-29T10:00:00.000Z',
  ...rest,
});

describe('uploadProblem', () => {
  it('takes videos, audio and images up to the limit', () => {
    expect(uploadProblem({ size: studioUploadMaxBytes, type: 'video/mp4' })).toBeNull();
    expect(uploadProblem({ size: 10, type: 'audio/mpeg' })).toBeNull();
    expect(uploadProblem({ size: 10, type: 'image/png' })).toBeNull();
  });

  it('refuses a file too large or not media, and leaves an untyped one to the server', () => {
    expect(uploadProblem({ size: studioUploadMaxBytes + 1, type: 'video/mp4' })).toBe(studioMessages.uploadTooLarge);
    expect(uploadProblem({ size: 10, type: 'application/pdf' })).toBe(studioMessages.uploadNotMedia);
    expect(uploadProblem({ size: 10, type: '' })).toBeNull();
  });
});

describe('formatMegabytes', () => {
  it('shows one decimal, and a tiny file as 0.1 MB', () => {
    expect(formatMegabytes(2.5 * 1024 * 1024)).toBe('2.5 MB');
    expect(formatMegabytes(2000)).toBe('0.1 MB');
  });
});

describe('uploadFacts', () => {
  it('gives audio and video their length, images none', () => {
    expect(uploadFacts(upload({}))).toBe('Image · 2.5 MB');
    expect(uploadFacts(upload({ kind: 'audio', durationSeconds: 95 }))).toBe('Audio · 2.5 MB · 1:35');
  });
});
