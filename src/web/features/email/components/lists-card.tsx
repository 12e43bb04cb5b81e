import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { EmailList } from '@/shared/email/email';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { usePermissions } from '@/web/lib/permissions';
import type { Audience } from '../api/get-subscribers';
import { useEmailLists } from '../api/get-email-lists';
import { useLoadFailure } from '../use-load-failure';
import { ListDialog } from './list-dialog';
import { ListRow } from './list-row';

interface ListsCardProps {
  audience: Audience;
  onAudienceChange: (audience: Audience) => void;
}

/** The workspace's lists: counts by status, each with its sign-up form; choosing one filters the subscribers. */
export function ListsCard({ audience, onAudienceChange }: ListsCardProps) {
  const lists = useEmailLists();
  useLoadFailure(lists.isError);
  const { canEdit } = usePermissions();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<EmailList | null>(null);
  const data = lists.data ?? [];

  return (
    <Card className="min-w-0">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div>
          <CardTitle>Lists</CardTitle>
          <p className="text-sm text-gray-600">Who asked to hear from you, and how they signed up.</p>
        </div>
        {canEdit && (
          <Button size="sm" onClick={() => setCreating(true)}>
            <Plus aria-hidden />
            Create list
          </Button>
        )}
      </CardHeader>
      <CardContent className="px-3 sm:px-4">
        {lists.isPending ? (
          <Spinner className="mx-auto block size-6 border-2" />
        ) : data.length === 0 ? (
          <p className="px-2 py-6 text-center text-sm text-gray-600">
            {lists.isError
              ? 'Lists could not be loaded.'
              : 'No lists yet. Create one, then add subscribers, import a CSV or share its sign-up form.'}
          </p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {data.map((list) => (
              <ListRow
                key={list.id}
                list={list}
                selected={audience.kind === 'list' && audience.id === list.id}
                onSelect={() =>
                  onAudienceChange(audience.kind === 'list' && audience.id === list.id ? { kind: 'all' } : { kind: 'list', id: list.id })
                }
                onEdit={() => setEditing(list)}
                onRemoved={() => audience.kind === 'list' && audience.id === list.id && onAudienceChange({ kind: 'all' })}
              />
            ))}
          </ul>
        )}
      </CardContent>
      {creating && <ListDialog onClose={() => setCreating(false)} />}
      {editing && <ListDialog list={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
