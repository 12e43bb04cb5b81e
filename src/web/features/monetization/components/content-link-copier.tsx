import { useId, useState } from 'react';
import { CopyButton } from '@/web/components/ui/copy-button';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { usePublishedContent } from '../api/published-content';
import { withContentCredit } from '../offers-format';

/**
 * Copy for a content item: the tracked link with the item's `c` parameter, so the clicks it brings
 * (and their conversions) are credited to that item whatever the browser sends as the referrer.
 */
export function ContentLinkCopier({ linkUrl }: { linkUrl: string }) {
  const id = useId();
  const content = usePublishedContent();
  const [contentId, setContentId] = useState('');
  const items = content.data ?? [];
  const chosen = items.find((item) => item.id === contentId);

  return (
    <div className="space-y-1.5">
      <Label htmlFor={`${id}-content`}>Copy for a content item</Label>
      <div className="flex flex-wrap items-center gap-2">
        <div className="min-w-48 flex-1">
          <NativeSelect
            id={`${id}-content`}
            value={contentId}
            disabled={items.length === 0}
            onChange={(event) => setContentId(event.target.value)}
          >
            <option value="">{placeholderOf(content.data, content.isError)}</option>
            {items.map((item) => (
              <option key={item.id} value={item.id}>
                {item.title}
              </option>
            ))}
          </NativeSelect>
        </div>
        {chosen && <CopyButton text={withContentCredit(linkUrl, chosen.id)} label="Copy link" />}
      </div>
      {chosen && (
        <code className="block rounded-md bg-gray-50 px-2 py-1.5 text-xs break-all text-gray-800">
          {withContentCredit(linkUrl, chosen.id)}
        </code>
      )}
    </div>
  );
}

function placeholderOf(items: unknown[] | undefined, failed: boolean): string {
  if (failed) return 'Published content could not be loaded';
  if (!items) return 'Loading published content…';
  return items.length === 0 ? 'No published content yet' : 'Choose a published item';
}
