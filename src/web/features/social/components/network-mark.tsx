import type { SocialNetwork } from '@/shared/social/social';
import { cn } from '@/web/lib/cn';

// Brand colours with a short mark: lucide has no logos for these networks, and logos need their owners' terms.
const marks: Record<SocialNetwork, { text: string; className: string }> = {
  instagram: { text: 'IG', className: 'bg-gradient-to-br from-amber-400 via-pink-500 to-purple-600' },
  twitter: { text: 'X', className: 'bg-gray-900' },
  facebook: { text: 'f', className: 'bg-blue-600' },
  linkedin: { text: 'in', className: 'bg-sky-700' },
  tiktok: { text: 'TT', className: 'bg-gray-800' },
  youtube: { text: 'YT', className: 'bg-red-600' },
  mastodon: { text: 'M', className: 'bg-violet-600' },
  bluesky: { text: 'B', className: 'bg-sky-500' },
};

/** The network's coloured mark; decorative, the label beside it names the network. */
export function NetworkMark({ network, className }: { network: SocialNetwork; className?: string }) {
  const mark = marks[network];
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-sm font-bold text-white',
        mark.className,
        className,
      )}
    >
      {mark.text}
    </span>
  );
}
