import {
  type SocialMediaKind,
  type SocialMediaView,
  type SocialNetwork,
  type SocialPostView,
  mediaKindOf,
  mediaProblem as sharedMediaProblem,
  socialMediaMaxBytes,
  socialMediaMessages,
  socialMediaTypes,
  socialVideoMaxBytes,
  socialVideoTypes,
} from '@/shared/social/social';

/**
 * An image or the video of the post being written. One uploaded in this dialog carries its name, type,
 * size and (a video) length; one that came with a saved post carries only its kind and address (null:
 * not known, so not checked or shown here).
 */
export interface PostMediaItem {
  id: string;
  kind: SocialMediaKind;
  url: string;
  /** Always '' for a video: YouTube takes no alt text. */
  altText: string;
  filename: string | null;
  mimeType: string | null;
  size: number | null;
  durationMs: number | null;
}

export function uploadedMedia(media: SocialMediaView): PostMediaItem {
  return {
    id: media.id,
    kind: media.kind,
    url: media.url,
    altText: '',
    filename: media.filename,
    mimeType: media.mimeType,
    size: media.size,
    durationMs: media.durationMs,
  };
}

export function savedMedia(post: Pick<SocialPostView, 'media'>): PostMediaItem[] {
  return post.media.map((item) => ({
    id: item.id,
    kind: item.kind,
    url: item.url,
    altText: item.altText,
    filename: null,
    mimeType: null,
    size: null,
    durationMs: null,
  }));
}

/** How a file is named on screen: its own name, or its kind and place in the post when the name is not known. */
export const mediaName = (item: Pick<PostMediaItem, 'filename' | 'kind'>, index: number) => item.filename ?? `${item.kind} ${index + 1}`;

/** Why `network` would refuse these files, in the server's words, or null: checked while the author chooses, not only on saving. */
export function mediaProblem(network: SocialNetwork, media: readonly PostMediaItem[]): string | null {
  return sharedMediaProblem(
    network,
    media.map((item, index) => ({
      name: mediaName(item, index),
      kind: item.kind,
      mimeType: item.mimeType,
      size: item.size,
      altText: item.altText,
    })),
  );
}

/** Each chosen account whose network would refuse the files, with why. */
export function mediaWarnings<A extends { id: string; network: SocialNetwork }>(
  accounts: readonly A[],
  media: readonly PostMediaItem[],
): Array<{ account: A; message: string }> {
  return accounts.flatMap((account) => {
    const message = mediaProblem(account.network, media);
    return message ? [{ account, message }] : [];
  });
}

/** What the file picker offers: the images and videos the server takes, and the videos' extensions for systems that type them otherwise. */
export const acceptedMedia = [...socialMediaTypes, ...socialVideoTypes, '.mp4', '.mov'].join(',');

type ChosenFile = Pick<File, 'name' | 'type' | 'size'>;

/** A chosen file's kind: by its type, or by its name when the browser gives it none (the server reads what it is from its bytes). */
const fileKind = (file: ChosenFile): SocialMediaKind =>
  file.type ? mediaKindOf(file.type) : /\.(mp4|mov)$/i.test(file.name) ? 'video' : 'image';

/**
 * What is refused before uploading: the server's own limits, so a file that cannot pass is not sent. A file
 * the browser gives no type is sent all the same.
 */
function fileProblem(file: ChosenFile): string | null {
  if (fileKind(file) === 'video') {
    if (file.type && !(socialVideoTypes as readonly string[]).includes(file.type)) return socialMediaMessages.notAVideo;
    return file.size > socialVideoMaxBytes ? socialMediaMessages.videoTooLarge : null;
  }
  if (file.type && !(socialMediaTypes as readonly string[]).includes(file.type)) return socialMediaMessages.notAnImage;
  return file.size > socialMediaMaxBytes ? socialMediaMessages.tooLarge : null;
}

export const uploadFailedTitle = (kind: SocialMediaKind) =>
  kind === 'video' ? socialMediaMessages.videoUploadFailed : socialMediaMessages.uploadFailed;

/**
 * The chosen files sorted into those to upload, in order, and those refused, each with its toast (named,
 * since several files may be chosen at once). `hasVideo`: the post has or is uploading its one video.
 */
export function screenFiles<F extends ChosenFile>(files: readonly F[], hasVideo: boolean) {
  const uploads: Array<{ file: F; kind: SocialMediaKind }> = [];
  const refusals: Array<{ title: string; description: string }> = [];
  let videoTaken = hasVideo;
  for (const file of files) {
    const kind = fileKind(file);
    const problem = fileProblem(file) ?? (kind === 'video' && videoTaken ? socialMediaMessages.oneVideo : null);
    if (problem) refusals.push({ title: uploadFailedTitle(kind), description: `${file.name}: ${problem}` });
    else {
      uploads.push({ file, kind });
      if (kind === 'video') videoTaken = true;
    }
  }
  return { uploads, refusals };
}

const megabyte = 1024 * 1024;

/** A file's size as the list shows it: '850 KB', '12.4 MB'. */
export function fileSize(bytes: number): string {
  if (bytes < megabyte) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / megabyte).toFixed(1).replace(/\.0$/, '')} MB`;
}

/** A video's length as players show it: '0:07', '4:05', '1:02:03'. */
export function videoDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const [hours, minutes, rest] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${twoDigits(minutes)}:${twoDigits(rest)}` : `${minutes}:${twoDigits(rest)}`;
}

/** What a post's files are called, for the list that holds them. */
export function mediaListLabel(kinds: readonly SocialMediaKind[]): string {
  const videos = kinds.filter((kind) => kind === 'video').length;
  if (videos === 0) return 'Images';
  return videos === kinds.length ? 'Video' : 'Images and video';
}
