import { describe, expect, it } from 'vitest';
import { findFfmpeg, mediaFacts } from './ffmpeg';

describe('ffmpeg', () => {
  it('is found, says where from, and reads what a file holds', async () => {
    const ffmpeg = await findFfmpeg();
    expect(['env', 'system', 'npm']).toContain(ffmpeg.source);
    expect(ffmpeg.version).toMatch(/^ffmpeg version/);
    const withOwnPath = await findFfmpeg({ ...process.env, FFMPEG_PATH: ffmpeg.path });
    expect(withOwnPath.source).toBe('env');
  });

  it('parses the streams ffmpeg -i prints (4.1 and 5.1 alike)', () => {
    const stderr = [
      "Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'video.mp4':",
      '  Duration: 00:01:02.53, start: 0.000000, bitrate: 180 kb/s',
      '    Stream #0:0(und): Video: h264 (High) (avc1 / 0x31637661), yuv420p(tv, bt709, progressive), 1080x1920 [SAR 1:1 DAR 9:16], 30 fps',
      '    Stream #0:1(und): Audio: aac (LC) (mp4a / 0x6134706D), 44100 Hz, stereo, fltp, 128 kb/s (default)',
    ].join('\n');
    expect(mediaFacts(stderr)).toEqual({
      format: 'mov,mp4,m4a,3gp,3g2,mj2',
      durationMs: 62_530,
      video: { codec: 'h264', width: 1080, height: 1920 },
      audio: { codec: 'aac', sampleRate: 44_100 },
    });
    expect(() => mediaFacts('x.mp4: Invalid data found when processing input')).toThrow(/Not a media file/);
  });

  it('reports progress, and stops a run when cancelled or past its time', async () => {
    const ffmpeg = await findFfmpeg();
    const endless = ['-f', 'lavfi', '-i', 'anullsrc', '-f', 'null', '-'];
    const controller = new AbortController();
    const progress: number[] = [];
    const cancelled = ffmpeg.run(endless, {
      signal: controller.signal,
      onProgress: (ms) => {
        progress.push(ms);
        if (ms > 0) controller.abort(new Error('cancelled by the test'));
      },
    });
    await expect(cancelled).rejects.toThrow('cancelled by the test');
    expect(progress.some((ms) => ms > 0)).toBe(true);
    await expect(ffmpeg.run(endless, { timeoutMs: 300 })).rejects.toThrow(/took longer than/);
  });

  it('fails with ffmpeg’s own words', async () => {
    const ffmpeg = await findFfmpeg();
    await expect(ffmpeg.run(['-i', 'no-such-file.wav', '-f', 'null', '-'], { cwd: '/tmp' })).rejects.toThrow(/no-such-file\.wav/);
  });
});
