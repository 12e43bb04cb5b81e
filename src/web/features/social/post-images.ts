import { type SocialMediaView, type SocialNetwork, type SocialPostView, imageProblem as sharedImageProblem, socialMediaMaxBytes, socialMediaMessages, socialMediaTypes } from '@/shared/social';

/**
 * An image of the post being written. An image uploaded in this dialog carries its name, type and size;
 * one that came with a saved post carries only its address (null: not known, so not checked here).
 */
export interface PostImage {
  id: string;
  url: string;
  altText: string;
  filename: string | null;
  mimeType: string | null;
  size: number | null;
}

export function uploadedImage(media: SocialMediaView): PostImage {
  return { id: media.id, url: media.url, altText: '', filename: media.filename, mimeType: media.mimeType, size: media.size };
}

export function savedImages(post: Pick<SocialPostView, 'media'>): PostImage[] {
  return post.media.map((image) => ({ id: image.id, url: image.url, altText: image.altText, filename: null, mimeType: null, size: null }));
}

/** How an image is named on screen: its file's name, or its place in the post when the name is not known. */
export const imageName = (image: Pick<PostImage, 'filename'>, index: number) => image.filename ?? `image ${index + 1}`;

/** Why `network` would refuse these images, in the server's words, or null: checked while the author chooses, not only on saving. */
export function imageProblem(network: SocialNetwork, images: readonly PostImage[]): string | null {
  return sharedImageProblem(network, images.map((image, index) => ({ name: imageName(image, index), mimeType: image.mimeType, size: image.size, altText: image.altText })));
}

/** Each chosen account whose network would refuse the images, with why. */
export function imageWarnings<A extends { id: string; network: SocialNetwork }>(accounts: readonly A[], images: readonly PostImage[]): Array<{ account: A; message: string }> {
  return accounts.flatMap((account) => {
    const message = imageProblem(account.network, images);
    return message ? [{ account, message }] : [];
  });
}

/**
 * What is refused before uploading: the server's own limits, so a file that cannot pass is not sent. A file
 * the browser gives no type is sent all the same: the server reads what it is from its bytes.
 */
export function fileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (file.type && !(socialMediaTypes as readonly string[]).includes(file.type)) return socialMediaMessages.notAnImage;
  if (file.size > socialMediaMaxBytes) return socialMediaMessages.tooLarge;
  return null;
}

