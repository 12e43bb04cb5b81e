import { Plus, Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { NativeSelect } from '@/web/components/ui/native-select';
import { SearchInput } from '@/web/components/ui/search-input';
import { usePermissions } from '@/web/lib/permissions';
import { useEmailLists } from '../api/get-email-lists';
import { useSegments } from '../api/get-segments';
import type { Audience } from '../api/get-subscribers';
import { audienceFromValue, audienceValue } from '../audience';
import { AddSubscriberDialog } from './add-subscriber-dialog';
import { ImportDialog } from './import-dialog';

interface SubscribersToolbarProps {
  audience: Audience;
  onAudienceChange: (audience: Audience) => void;
  search: string;
  onSearchChange: (search: string) => void;
}

/** Whose subscribers show, a search, and the ways to add some: by hand or from a CSV. */
export function SubscribersToolbar({ audience, onAudienceChange, search, onSearchChange }: SubscribersToolbarProps) {
  const lists = useEmailLists();
  const segments = useSegments();
  const { canEdit } = usePermissions();
  const [dialog, setDialog] = useState<'add' | 'import' | null>(null);
  const defaultListId = audience.kind === 'list' ? audience.id : undefined;

  return (
    <div className="flex flex-col gap-2 lg:flex-row lg:items-center">
      <div className="grid flex-1 gap-2 sm:grid-cols-2">
        <NativeSelect
          aria-label="Show subscribers of"
          value={audienceValue(audience)}
          onChange={(event) => onAudienceChange(audienceFromValue(event.target.value))}
        >
          <option value="all">All subscribers</option>
          {(lists.data?.length ?? 0) > 0 && (
            <optgroup label="Lists">
              {lists.data?.map((list) => (
                <option key={list.id} value={audienceValue({ kind: 'list', id: list.id })}>
                  {list.name}
                </option>
              ))}
            </optgroup>
          )}
          {(segments.data?.length ?? 0) > 0 && (
            <optgroup label="Segments">
              {segments.data?.map((segment) => (
                <option key={segment.id} value={audienceValue({ kind: 'segment', id: segment.id })}>
                  {segment.name}
                </option>
              ))}
            </optgroup>
          )}
        </NativeSelect>
        <SearchInput
          type="search"
          aria-label="Search subscribers"
          placeholder="Search by email or name"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>
      {canEdit && (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setDialog('import')}>
            <Upload aria-hidden />
            Import CSV
          </Button>
          <Button variant="outline" onClick={() => setDialog('add')}>
            <Plus aria-hidden />
            Add subscriber
          </Button>
        </div>
      )}
      {dialog === 'add' && <AddSubscriberDialog defaultListId={defaultListId} onClose={() => setDialog(null)} />}
      {dialog === 'import' && <ImportDialog defaultListId={defaultListId} onClose={() => setDialog(null)} />}
    </div>
  );
}
