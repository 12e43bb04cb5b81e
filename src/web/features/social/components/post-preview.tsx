import { imageRules, type SocialAccount, type SocialNetwork, socialNetworkLabels, youtubeVideoText } from '@/shared/social/social';
import { cn } from '@/web/lib/cn';
import { accountName } from '../post-format';
import { type PostFormValues, textFor } from '../post-form';
import type { PostMediaItem } from '../post-media';
import { NetworkMark } from './network-mark';

/**
 * How the post reads on each chosen account: plain text, links not clickable, with the images it takes, as
 * the network would show it; on YouTube the video with its title and description.
 */
export function PostPreview({ accounts, values }: { accounts: readonly SocialAccount[]; values: PostFormValues }) {
  const chosen = values.accountIds.map((id) => accounts.find((account) => account.id === id)).filter((account) => account !== undefined);
  return (
    <section aria-labelledby="social-preview-heading" className="space-y-2">
      <h3 id="social-preview-heading" className="text-sm font-medium text-gray-700">
        Preview
      </h3>
      {chosen.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 p-4 text-sm text-gray-500">
          Choose an account to see how the post reads there.
        </p>
      ) : (
        <ul className="space-y-3">
          {chosen.map((account) => {
            const name = account.displayName || account.username;
            const text = textFor(values, account.id).trim();
            return (
              <li
                key={account.id}
                aria-label={`Preview on ${socialNetworkLabels[account.network]} ${accountName(account)}`}
                className="rounded-xl border border-gray-200 bg-white p-3 shadow-sm"
              >
                <div className="flex items-center gap-2">
                  <span
                    aria-hidden
                    className="flex size-9 shrink-0 items-center justify-center rounded-full bg-gray-200 font-semibold text-gray-700 uppercase"
                  >
                    {name.replace(/^@/, '').charAt(0) || '?'}
                  </span>
                  <span className="min-w-0 flex-1 leading-tight">
                    <span className="block truncate text-sm font-semibold text-gray-900">{name}</span>
                    <span className="block truncate text-xs text-gray-500">{accountName(account)}</span>
                  </span>
                  <NetworkMark network={account.network} className="size-5 rounded text-[9px]" />
                </div>
                {account.network === 'youtube' ? (
                  <VideoPost text={text} media={values.media} />
                ) : (
                  <ImagePost network={account.network} text={text} media={values.media} />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

const emptyText = 'Your post shows here.';

/** The text, then the images the network takes. */
function ImagePost({
  network,
  text,
  media,
}: {
  network: Exclude<SocialNetwork, 'youtube'>;
  text: string;
  media: readonly PostMediaItem[];
}) {
  const images = media.filter((item) => item.kind === 'image');
  return (
    <>
      <p className={text ? 'mt-2 whitespace-pre-wrap break-words text-sm text-gray-900' : 'mt-2 text-sm text-gray-400'}>
        {text || emptyText}
      </p>
      {images.length > 0 && (
        <div className={cn('mt-2 grid gap-1 overflow-hidden rounded-lg', images.length > 1 && 'grid-cols-2')}>
          {images.slice(0, imageRules[network].maxImages).map((image) => (
            <img key={image.id} src={image.url} alt={image.altText} className="aspect-video w-full bg-gray-100 object-cover" />
          ))}
        </div>
      )}
    </>
  );
}

/** What YouTube gets: the video, its title (the text's first line) and its description (the rest). */
function VideoPost({ text, media }: { text: string; media: readonly PostMediaItem[] }) {
  const video = media.find((item) => item.kind === 'video');
  const { title, description } = youtubeVideoText(text);
  return (
    <>
      {video && (
        <video
          src={video.url}
          controls
          preload="metadata"
          muted
          aria-label="Video"
          className="mt-2 aspect-video w-full rounded-lg bg-black"
        />
      )}
      <p className={title ? 'mt-2 break-words text-sm font-semibold text-gray-900' : 'mt-2 text-sm text-gray-400'}>{title || emptyText}</p>
      {description && <p className="mt-1 whitespace-pre-wrap break-words text-xs text-gray-700">{description}</p>}
    </>
  );
}
