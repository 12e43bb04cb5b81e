import { describe, expect, it } from 'vitest';
import { fileProblem, imageName, imageProblem, imageWarnings, type PostImage, savedImages, uploadedImage } from './post-images';

const image = (patch: Partial<PostImage> = {}): PostImage => ({ id: 'm', url: '/api/social/media/m', altText: '', filename: 'photo.png', mimeType: 'image/png', size: 200_000, ...patch });
const times = (count: number) => Array.from({ length: count }, (_, index) => image({ id: `m${index}` }));

describe('each network’s rules for images', () => {
  it('takes a post without images where the network does', () => {
    expect(imageProblem('twitter', [])).toBeNull();
    expect(imageProblem('youtube', [])).toBeNull();
  });

  it('says which networks take no post without an image', () => {
    expect(imageProblem('instagram', [])).toBe('Instagram takes no post without an image: add one.');
    expect(imageProblem('tiktok', [])).toBe('TikTok takes no post without an image: add one.');
    expect(imageProblem('twitter', [image()])).toBeNull();
  });

  it('keeps X’s own rules: a GIF alone, and shorter alt text', () => {
    expect(imageProblem('twitter', [image({ mimeType: 'image/gif', filename: 'dance.gif' })])).toBeNull();
    expect(imageProblem('twitter', [image({ mimeType: 'image/gif' }), image()])).toBe('Twitter/X takes a GIF only on its own in a post.');
    expect(imageProblem('twitter', [image({ altText: 'a'.repeat(1001) })])).toBe('Twitter/X takes alt text of up to 1,000 characters: “photo.png”.');
    expect(imageProblem('mastodon', [image({ altText: 'a'.repeat(1001) })])).toBeNull();
  });

  it('counts the images', () => {
    expect(imageProblem('bluesky', times(4))).toBeNull();
    expect(imageProblem('bluesky', times(5))).toBe('Bluesky takes at most 4 images in a post.');
    expect(imageProblem('linkedin', times(5))).toBeNull();
    expect(imageProblem('youtube', times(1))).toBe('YouTube takes no images in a post.');
  });

  it('checks each image’s type and size, naming it', () => {
    expect(imageProblem('instagram', [image({ mimeType: 'image/jpeg' }), image()])).toBe('Instagram does not take PNG images: “photo.png”.');
    expect(imageProblem('bluesky', [image({ size: 1_500_000 })])).toBe('“photo.png” is 1.4 MB: Bluesky takes images of up to 1 MB.');
    expect(imageProblem('mastodon', [image({ size: 1_500_000 })])).toBeNull();
  });

  it('skips the checks it cannot make for an image of a saved post', () => {
    const saved = image({ filename: null, mimeType: null, size: null });
    expect(imageProblem('instagram', [saved])).toBeNull();
    expect(imageProblem('bluesky', times(4).concat(saved))).toBe('Bluesky takes at most 4 images in a post.');
    expect(imageProblem('instagram', [saved, image({ filename: null, mimeType: 'image/gif' })])).toBe('Instagram does not take GIF images: “image 2”.');
  });

  it('warns per chosen account', () => {
    const accounts = [
      { id: 'a', network: 'mastodon' as const },
      { id: 'b', network: 'instagram' as const },
      { id: 'c', network: 'bluesky' as const },
    ];
    expect(imageWarnings(accounts, [image({ size: 2_000_000 })])).toEqual([
      { account: accounts[1], message: 'Instagram does not take PNG images: “photo.png”.' },
      { account: accounts[2], message: '“photo.png” is 1.9 MB: Bluesky takes images of up to 1 MB.' },
    ]);
    expect(imageWarnings(accounts, [])).toEqual([{ account: accounts[1], message: 'Instagram takes no post without an image: add one.' }]);
  });
});

describe('images in the form', () => {
  it('keeps an upload’s facts, and a saved post’s address and alt text', () => {
    expect(uploadedImage({ id: 'u', filename: 'a.webp', mimeType: 'image/webp', size: 10, width: 1, height: 1, url: '/api/social/media/u' })).toEqual(
      image({ id: 'u', url: '/api/social/media/u', filename: 'a.webp', mimeType: 'image/webp', size: 10 }),
    );
    const saved = savedImages({ media: [{ id: 's', altText: 'Our shop', url: '/api/social/media/s' }] });
    expect(saved).toEqual([image({ id: 's', url: '/api/social/media/s', altText: 'Our shop', filename: null, mimeType: null, size: null })]);
    expect(imageName(saved[0]!, 2)).toBe('image 3');
    expect(imageName(image(), 0)).toBe('photo.png');
  });

  it('refuses before uploading what the server would', () => {
    expect(fileProblem({ type: 'image/jpeg', size: 16 * 1024 * 1024 })).toBeNull();
    expect(fileProblem({ type: 'image/jpeg', size: 16 * 1024 * 1024 + 1 })).toBe('An image can be at most 16 MB.');
    expect(fileProblem({ type: 'application/pdf', size: 10 })).toBe('That file is not a JPEG, PNG, GIF or WebP image.');
    expect(fileProblem({ type: '', size: 10 })).toBeNull();
  });
});
