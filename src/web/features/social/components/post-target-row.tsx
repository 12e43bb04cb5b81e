import { ExternalLink } from 'lucide-react';
import { type SocialPostTarget, socialNetworkLabels } from '@/shared/social/social';
import { accountName, engagementFigures } from '../post-format';
import { NetworkMark } from './network-mark';
import { TargetStatusBadge } from './post-status-badge';

/** One account a post goes to: its status there, the link once published, the network's refusal, its figures. */
export function PostTargetRow({ target }: { target: SocialPostTarget }) {
  const label = socialNetworkLabels[target.network];
  const figures = engagementFigures(target.metrics);
  return (
    <li className="space-y-1.5 py-2.5 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <NetworkMark network={target.network} className="size-7 text-xs" />
        <span className="min-w-0 text-sm">
          <span className="font-medium text-gray-900">{label}</span> <span className="break-all text-gray-600">{accountName(target)}</span>
        </span>
        <TargetStatusBadge status={target.status} />
        {target.url && target.status === 'Published' && (
          <a
            href={target.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:underline"
          >
            View post
            <ExternalLink className="size-3.5" aria-hidden />
          </a>
        )}
        <dl className="ml-auto flex gap-3 text-xs text-gray-600">
          <Figure name="Likes" value={figures.likes} />
          <Figure name="Comments" value={figures.comments} />
          <Figure name="Shares" value={figures.shares} />
        </dl>
      </div>
      {target.status === 'Failed' && target.error && <p className="text-sm text-red-700">{target.error}</p>}
      {target.override && (
        <details className="text-sm text-gray-700">
          <summary className="cursor-pointer text-xs font-medium text-gray-500">Own text for {label}</summary>
          <p className="mt-1 whitespace-pre-wrap break-words rounded-lg bg-gray-50 p-2">{target.override}</p>
        </details>
      )}
    </li>
  );
}

function Figure({ name, value }: { name: string; value: string }) {
  return (
    <div className="flex gap-1">
      <dt>{name}</dt>
      <dd className="font-medium text-gray-900 tabular-nums">{value}</dd>
    </div>
  );
}
