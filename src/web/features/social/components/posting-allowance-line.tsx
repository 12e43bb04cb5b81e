import { usageMessages } from '@/shared/messages';
import { useUser } from '@/web/lib/auth';
import { cn } from '@/web/lib/cn';
import { useUpgrade } from '@/web/lib/use-upgrade';
import { postingAllowanceNote } from '../posting-allowance';

const tones = { normal: 'text-gray-500', warning: 'text-yellow-700', limit: 'text-red-600' } as const;

/** This month's social posts against the plan's limit, in the composer; nothing on a plan without one. */
export function PostingAllowanceLine({ onUpgrade }: { onUpgrade: () => void }) {
  const { data: user } = useUser();
  const upgrade = useUpgrade(onUpgrade);
  const note = user ? postingAllowanceNote(user.usage.socialPosts, user.limits.socialPosts) : null;
  if (!note) return null;
  return (
    <p data-testid="social-posts-allowance" className={cn('text-xs', tones[note.tone])}>
      {note.text}
      {note.tone !== 'normal' && (
        <>
          {' '}
          <button type="button" onClick={upgrade} className="font-medium text-brand-600 hover:underline">
            {usageMessages.upgrade}
          </button>
        </>
      )}
    </p>
  );
}
