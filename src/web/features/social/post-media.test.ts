import { describe, expect, it } from 'vitest';
import {
  acceptedMedia,
  fileSize,
  mediaListLabel,
  mediaName,
  mediaProblem,
  mediaWarnings,
  type PostMediaItem,
  savedMedia,
  screenFiles,
  uploadedMedia,
  videoDuration,
} from './post-media';

const image = (patch: Partial<PostMediaItem> = {}): PostMediaItem => ({
  id: 'm',
  kind: 'image',
  url: '/api/social/media/m',
  altText: '',
  filename: 'photo.png',
  mimeType: 'image/png',
  size: 200_000,
  durationMs: null,
  ...patch,
});
const video = (patch: Partial<PostMediaItem> = {}): PostMediaItem =>
  image({ id: 'v', kind: 'video', filename: 'clip.mp4', mimeType: 'video/mp4', size: 40_000_000, durationMs: 65_000, ...patch });
const times = (count: number) => Array.from({ length: count }, (_, index) => image({ id: `m${index}` }));

describe('each network’s rules for images', () => {
  it('takes a post without images where the network does', () => {
    expect(mediaProblem('twitter', [])).toBeNull();
    expect(mediaProblem('mastodon', [])).toBeNull();
  });

  it('says which networks take no post without an image', () => {
    expect(mediaProblem('instagram', [])).toBe('Instagram takes no post without an image: add one.');
    expect(mediaProblem('tiktok', [])).toBe('TikTok takes no post without an image: add one.');
    expect(mediaProblem('twitter', [image()])).toBeNull();
  });

  it('keeps X’s own rules: a GIF alone, and shorter alt text', () => {
    expect(mediaProblem('twitter', [image({ mimeType: 'image/gif', filename: 'dance.gif' })])).toBeNull();
    expect(mediaProblem('twitter', [image({ mimeType: 'image/gif' }), image()])).toBe('Twitter/X takes a GIF only on its own in a post.');
    expect(mediaProblem('twitter', [image({ altText: 'a'.repeat(1001) })])).toBe(
      'Twitter/X takes alt text of up to 1,000 characters: “photo.png”.',
    );
    expect(mediaProblem('mastodon', [image({ altText: 'a'.repeat(1001) })])).toBeNull();
  });

  it('counts the images', () => {
    expect(mediaProblem('bluesky', times(4))).toBeNull();
    expect(mediaProblem('bluesky', times(5))).toBe('Bluesky takes at most 4 images in a post.');
    expect(mediaProblem('linkedin', times(5))).toBeNull();
  });

  it('checks each image’s type and size, naming it', () => {
    expect(mediaProblem('instagram', [image({ mimeType: 'image/jpeg' }), image()])).toBe(
      'Instagram does not take PNG images: “photo.png”.',
    );
    expect(mediaProblem('bluesky', [image({ size: 1_500_000 })])).toBe('“photo.png” is 1.4 MB: Bluesky takes images of up to 1 MB.');
    expect(mediaProblem('mastodon', [image({ size: 1_500_000 })])).toBeNull();
  });

  it('skips the checks it cannot make for an image of a saved post', () => {
    const saved = image({ filename: null, mimeType: null, size: null });
    expect(mediaProblem('instagram', [saved])).toBeNull();
    expect(mediaProblem('bluesky', times(4).concat(saved))).toBe('Bluesky takes at most 4 images in a post.');
    expect(mediaProblem('instagram', [saved, image({ filename: null, mimeType: 'image/gif' })])).toBe(
      'Instagram does not take GIF images: “image 2”.',
    );
  });

  it('warns per chosen account', () => {
    const accounts = [
      { id: 'a', network: 'mastodon' as const },
      { id: 'b', network: 'instagram' as const },
      { id: 'c', network: 'bluesky' as const },
    ];
    expect(mediaWarnings(accounts, [image({ size: 2_000_000 })])).toEqual([
      { account: accounts[1], message: 'Instagram does not take PNG images: “photo.png”.' },
      { account: accounts[2], message: '“photo.png” is 1.9 MB: Bluesky takes images of up to 1 MB.' },
    ]);
    expect(mediaWarnings(accounts, [])).toEqual([{ account: accounts[1], message: 'Instagram takes no post without an image: add one.' }]);
  });
});

describe('a video and the networks', () => {
  it('takes one video, and nothing else, on YouTube', () => {
    expect(mediaProblem('youtube', [video()])).toBeNull();
    expect(mediaProblem('youtube', [])).toBe('YouTube takes no post without a video: add one.');
    expect(mediaProblem('youtube', times(1))).toBe('YouTube takes a video, not images: remove the images.');
    expect(mediaProblem('youtube', [video(), image()])).toBe('YouTube takes a video, not images: remove the images.');
  });

  it('knows a saved post’s video by its kind alone', () => {
    const saved = video({ filename: null, mimeType: null, size: null, durationMs: null });
    expect(mediaProblem('youtube', [saved])).toBeNull();
    expect(mediaProblem('mastodon', [saved])).toBe('Mastodon takes no video from Uplift: videos go to YouTube.');
  });

  it('warns the accounts of the other networks', () => {
    const accounts = [
      { id: 'y', network: 'youtube' as const },
      { id: 'l', network: 'linkedin' as const },
    ];
    expect(mediaWarnings(accounts, [video()])).toEqual([
      { account: accounts[1], message: 'LinkedIn takes no video from Uplift: videos go to YouTube.' },
    ]);
    expect(mediaWarnings(accounts, [image()])).toEqual([
      { account: accounts[0], message: 'YouTube takes a video, not images: remove the images.' },
    ]);
  });
});

describe('files in the form', () => {
  it('keeps an upload’s facts, and a saved post’s kind, address and alt text', () => {
    const view = {
      id: 'u',
      filename: 'a.webp',
      mimeType: 'image/webp',
      size: 10,
      width: 1,
      height: 1,
      url: '/api/social/media/u',
      durationMs: null,
    };
    expect(uploadedMedia({ ...view, kind: 'image' })).toEqual(
      image({ id: 'u', url: '/api/social/media/u', filename: 'a.webp', mimeType: 'image/webp', size: 10 }),
    );
    expect(uploadedMedia({ ...view, kind: 'video', filename: 'clip.mov', mimeType: 'video/quicktime', durationMs: 9000 })).toMatchObject({
      kind: 'video',
      durationMs: 9000,
      altText: '',
    });
    const saved = savedMedia({
      media: [
        { id: 's', altText: 'Our shop', url: '/api/social/media/s', kind: 'image' },
        { id: 'v', altText: '', url: '/api/social/media/v', kind: 'video' },
      ],
    });
    expect(saved).toEqual([
      image({ id: 's', url: '/api/social/media/s', altText: 'Our shop', filename: null, mimeType: null, size: null }),
      video({ id: 'v', url: '/api/social/media/v', filename: null, mimeType: null, size: null, durationMs: null }),
    ]);
    expect(mediaName(saved[0]!, 2)).toBe('image 3');
    expect(mediaName(saved[1]!, 0)).toBe('video 1');
    expect(mediaName(image(), 0)).toBe('photo.png');
  });

  it('offers the images and videos the server takes', () => {
    expect(acceptedMedia).toBe('image/jpeg,image/png,image/gif,image/webp,video/mp4,video/quicktime,.mp4,.mov');
  });

  it('shows a video’s size and length', () => {
    expect(fileSize(40_000_000)).toBe('38.1 MB');
    expect(fileSize(2 * 1024 * 1024)).toBe('2 MB');
    expect(fileSize(300_000)).toBe('293 KB');
    expect(fileSize(10)).toBe('1 KB');
    expect(videoDuration(7_000)).toBe('0:07');
    expect(videoDuration(245_400)).toBe('4:05');
    expect(videoDuration(59_600)).toBe('1:00');
    expect(videoDuration(3_723_000)).toBe('1:02:03');
  });

  it('names a post’s files by their kinds', () => {
    expect(mediaListLabel(['image', 'image'])).toBe('Images');
    expect(mediaListLabel(['video'])).toBe('Video');
    expect(mediaListLabel(['image', 'video'])).toBe('Images and video');
  });
});

describe('refusing files before uploading', () => {
  const file = (name: string, type: string, size = 10) => ({ name, type, size });

  it('uploads in order what the server would take', () => {
    const chosen = [
      file('a.jpg', 'image/jpeg', 16 * 1024 * 1024),
      file('clip.mov', 'video/quicktime', 256 * 1024 * 1024),
      file('untyped.mp4', ''),
      file('untyped.heic', ''),
    ];
    const { uploads, refusals } = screenFiles(chosen.slice(0, 2), false);
    expect(uploads).toEqual([
      { file: chosen[0], kind: 'image' },
      { file: chosen[1], kind: 'video' },
    ]);
    expect(refusals).toEqual([]);
    // A file the browser gives no type goes as its name says; the server reads what it is.
    expect(screenFiles(chosen.slice(2), false).uploads).toEqual([
      { file: chosen[2], kind: 'video' },
      { file: chosen[3], kind: 'image' },
    ]);
  });

  it('says why, naming the file, as an image’s or a video’s failed upload', () => {
    const { uploads, refusals } = screenFiles(
      [
        file('big.jpg', 'image/jpeg', 16 * 1024 * 1024 + 1),
        file('doc.pdf', 'application/pdf'),
        file('big.mp4', 'video/mp4', 256 * 1024 * 1024 + 1),
        file('clip.webm', 'video/webm'),
      ],
      false,
    );
    expect(uploads).toEqual([]);
    expect(refusals).toEqual([
      { title: 'Failed to upload image', description: 'big.jpg: An image can be at most 16 MB.' },
      { title: 'Failed to upload image', description: 'doc.pdf: That file is not a JPEG, PNG, GIF or WebP image.' },
      { title: 'Failed to upload video', description: 'big.mp4: A video can be at most 256 MB.' },
      { title: 'Failed to upload video', description: 'clip.webm: That file is not an MP4 or MOV video with a picture track.' },
    ]);
  });

  it('takes one video a post', () => {
    const first = file('first.mp4', 'video/mp4');
    const { uploads, refusals } = screenFiles([first, file('second.mov', 'video/quicktime'), file('a.png', 'image/png')], false);
    expect(uploads.map((upload) => upload.file.name)).toEqual(['first.mp4', 'a.png']);
    expect(refusals).toEqual([{ title: 'Failed to upload video', description: 'second.mov: A post can have at most one video.' }]);
    expect(screenFiles([first], true).refusals).toEqual([
      { title: 'Failed to upload video', description: 'first.mp4: A post can have at most one video.' },
    ]);
    // A video refused for its size leaves the post's one video to come.
    expect(screenFiles([file('huge.mp4', 'video/mp4', 300 * 1024 * 1024), first], false).uploads).toEqual([{ file: first, kind: 'video' }]);
  });
});
