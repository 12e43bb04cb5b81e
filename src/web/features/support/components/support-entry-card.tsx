import { CheckCircle2, Lock } from 'lucide-react';
import { type SupportChannel, type SupportEntry, supportMessages } from '@/shared/support/support';
import { usageMessages } from '@/shared/messages';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { usePermissions } from '@/web/lib/permissions';
import { useUpgrade } from '@/web/lib/use-upgrade';

/** One support entry: how to reach it when the plan includes it, else the plan that does and the way to upgrade. */
export function SupportEntryCard({ entry }: { entry: SupportEntry }) {
  return (
    <Card data-testid={`support-${entry.feature}`} className="flex flex-col gap-3 p-5">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 className="font-semibold text-gray-900">{entry.name}</h3>
          <p className="mt-0.5 text-sm text-gray-600">{entry.description}</p>
        </div>
        {entry.included ? (
          <Badge tone="green" className="shrink-0 gap-1">
            <CheckCircle2 className="size-3.5" aria-hidden />
            Included
          </Badge>
        ) : (
          <Badge tone="gray" className="shrink-0 gap-1">
            <Lock className="size-3.5" aria-hidden />
            {entry.fromPlan.name}
          </Badge>
        )}
      </div>
      {entry.included ? <Channels channels={entry.channels} /> : <UpgradePath entry={entry} />}
    </Card>
  );
}

function Channels({ channels }: { channels: readonly SupportChannel[] }) {
  return (
    <dl className="space-y-2 text-sm">
      {channels.map((channel) => (
        <div key={channel.field} className="grid grid-cols-[8rem_1fr] gap-2">
          <dt className="text-gray-500">{channel.label}</dt>
          <dd className="min-w-0 break-words text-gray-900">
            {channel.value === null ? (
              <span className="text-gray-500 italic">{channel.notSet}</span>
            ) : channel.href ? (
              <a
                href={channel.href}
                className="font-medium text-brand-700 underline-offset-4 hover:underline"
                {...(channel.href.startsWith('https:') ? { target: '_blank', rel: 'noreferrer' } : {})}
              >
                {channel.value}
              </a>
            ) : (
              channel.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function UpgradePath({ entry }: { entry: SupportEntry }) {
  const { canEdit } = usePermissions();
  const upgrade = useUpgrade();
  return (
    <div className="mt-auto flex flex-wrap items-center justify-between gap-3 rounded-lg bg-gray-50 px-4 py-3 text-sm">
      <span className="text-gray-700">{supportMessages.availableFrom(entry.fromPlan.name)}</span>
      {canEdit && (
        <Button size="sm" onClick={upgrade}>
          {usageMessages.upgrade}
        </Button>
      )}
    </div>
  );
}
