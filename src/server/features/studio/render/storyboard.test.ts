import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { Timeline } from '@/shared/studio/timeline';
import { renderStoryboard } from './storyboard';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('renderStoryboard', () => {
  it('lays the scenes out in a grid with their numbers, lengths and narration', async () => {
    const workDir = await mkdtemp(path.join(tmpdir(), 'uplift-storyboard-'));
    dirs.push(workDir);
    const scenes = ['Open on the <brand> & its promise.', 'x'.repeat(500), '', 'Close.', 'Extra'].map((narration, index) => ({
      id: `s${index}`,
      narration,
      text: '',
      visual: { kind: 'title-card' as const },
      motion: 'none' as const,
      length: 4 + index,
    }));
    const timeline: Timeline = {
      version: 1,
      output: { aspect: '9:16' },
      style: { captions: 'bold', background: '#111827', accent: '#4F46E5' },
      soundtrack: null,
      scenes,
    };
    const still = await sharp({ create: { width: 108, height: 192, channels: 3, background: '#4F46E5' } })
      .png()
      .toBuffer();
    const file = await renderStoryboard({ timeline, frames: [still, still, still, still], workDir });
    expect(file).toBe(path.join(workDir, 'storyboard.png'));
    const { width, height, format } = await sharp(file).metadata();
    expect(format).toBe('png');
    // Four columns of 270 px and two rows of a 480 px still and its caption.
    expect(width).toBe(24 + 4 * (270 + 24));
    expect(height).toBe(24 + 2 * (480 + 150 + 24));
    expect(await readdir(workDir)).toEqual(['storyboard.png']);
    // Dark text below the first still.
    const { data } = await sharp(file)
      .extract({ left: 24, top: 24 + 480 + 10, width: 270, height: 60 })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data.some((value) => value < 80)).toBe(true);
  });
});
