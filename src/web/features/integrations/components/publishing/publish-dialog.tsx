import { type FormEvent, useId, useState } from 'react';
import { type PublishTarget, publishingMessages as text } from '@/shared/integrations/publishing';
import { FormDialog } from '@/web/components/form-dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { ApiError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { usePublishContent } from '../../api/publishing';

/** Publish to {site}: live now or as a draft there, with an optional featured image from the web. */
export function PublishDialog({ contentId, target, onClose }: { contentId: string; target: PublishTarget; onClose: () => void }) {
  const id = useId();
  const [status, setStatus] = useState<'publish' | 'draft'>('publish');
  const [featuredImageUrl, setFeaturedImageUrl] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const publish = usePublishContent();
  const reportFailure = useActionFailureToast({ close: onClose });

  function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    publish.mutate(
      { contentId, target, status, featuredImageUrl: featuredImageUrl.trim() || null },
      {
        onSuccess: () => {
          toast.success(status === 'publish' ? text.published(target) : text.drafted(target));
          onClose();
        },
        onError: (error) => {
          // The site's or the server's reason (a refused image, the site said no) is said beside the form.
          if (error instanceof ApiError && [400, 409, 422].includes(error.status) && error.message) setRefusal(error.message);
          else reportFailure(error, text.failed);
        },
      },
    );
  }

  return (
    <FormDialog
      title={text.dialogTitle(target)}
      onSubmit={submit}
      onClose={onClose}
      pending={publish.isPending}
      submitLabel={text.submit}
      pendingLabel={text.submit}
    >
      <fieldset className="space-y-2">
        {(['publish', 'draft'] as const).map((choice) => (
          <label key={choice} className="flex items-center gap-2 text-sm text-gray-800">
            <input
              type="radio"
              name={`${id}-status`}
              checked={status === choice}
              onChange={() => setStatus(choice)}
              disabled={publish.isPending}
            />
            {choice === 'publish' ? text.live : text.draft}
          </label>
        ))}
      </fieldset>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-image`}>{text.featuredImage}</Label>
        <Input
          id={`${id}-image`}
          type="url"
          value={featuredImageUrl}
          onChange={(event) => setFeaturedImageUrl(event.target.value)}
          placeholder="https://example.com/cover.jpg"
          disabled={publish.isPending}
        />
      </div>
      {refusal && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {refusal}
        </p>
      )}
    </FormDialog>
  );
}
