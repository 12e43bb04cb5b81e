import { useIsMutating } from '@tanstack/react-query';
import { CalendarClock, Save, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { type SocialPostView, socialMessages } from '@/shared/social/social';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Textarea } from '@/web/components/ui/textarea';
import { toast } from '@/web/lib/toast';
import { builtOnFirstUse } from '@/web/lib/built-on-first-use';
import { useCreatePost } from '../api/create-post';
import { useAccounts } from '../api/get-accounts';
import { socialKeys } from '../api/social-keys';
import { useUpdatePost } from '../api/update-post';
import { insertHashtag } from '@/shared/social/hashtags';
import { applyGenerated, checkPost, emptyPostForm, type PostFormValues, type PostIntent, postFormFrom, savedMessage } from '../post-form';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { AccountPicker } from './account-picker';
import { AccountTexts } from './account-texts';
import { AiWrite } from './ai-write';
import { HashtagResearch } from './hashtags/hashtag-research';
import { PostMediaSection } from './post-media';
import { PostPreview } from './post-preview';
import { PostingAllowanceLine } from './posting-allowance-line';

/** What the dialog was opened for: a new post (perhaps from a Content Engine item), or a draft or scheduled one to change. */
export type PostDialogTarget = { mode: 'create'; initial?: PostFormValues } | { mode: 'edit'; post: SocialPostView };

interface PostDialogProps {
  target: PostDialogTarget;
  onClose: () => void;
  /** Closes this dialog for Connect Social Account (dialogs do not stack). */
  onConnect: () => void;
}

const timeZone = builtOnFirstUse(() => Intl.DateTimeFormat().resolvedOptions().timeZone);

/** Create Social Post, also its editor: text, accounts, each account's count and own text, preview, and when. */
export function PostDialog({ target, onClose, onConnect }: PostDialogProps) {
  const id = useId();
  const editing = target.mode === 'edit' ? target.post : null;
  const [values, setValues] = useState(() =>
    editing ? postFormFrom(editing) : target.mode === 'create' && target.initial ? target.initial : emptyPostForm,
  );
  const accounts = useAccounts();
  const create = useCreatePost();
  const update = useUpdatePost();
  const reportFailure = useActionFailureToast({ close: onClose, reasonBelow: true });
  const pending = create.isPending || update.isPending;
  // A post saved while an image or its video is still on its way would go without it.
  const uploading = useIsMutating({ mutationKey: socialKeys.mediaUploads() }) > 0;
  const list = accounts.data ?? [];
  const chosen = values.accountIds
    .map((accountId) => list.find((account) => account.id === accountId))
    .filter((account) => account !== undefined);
  const networks = [...new Set(chosen.map((account) => account.network))];

  function submit(intent: PostIntent) {
    if (pending || uploading) return;
    const check = checkPost(values, intent, list, Date.now());
    if (!check.ok) return void toast.error(check.message);
    const done = () => {
      toast.success(savedMessage(intent, editing?.status ?? null));
      onClose();
    };
    if (editing) {
      update.mutate(
        { id: editing.id, input: check.input },
        { onSuccess: done, onError: (error) => reportFailure(error, socialMessages.saveFailed) },
      );
    } else {
      create.mutate(check.input, { onSuccess: done, onError: (error) => reportFailure(error, socialMessages.createFailed) });
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      dismissible={!pending}
      title={editing ? 'Edit Social Post' : 'Create Social Post'}
      description={
        editing
          ? `${editing.status}: save it as a draft, schedule it or publish it now.`
          : 'Write once, fit it to each account, then publish now, schedule it or keep it as a draft.'
      }
      className="max-w-5xl"
    >
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-5">
          <AccountPicker accounts={list} values={values} onChange={setValues} disabled={pending} onConnect={onConnect} />
          <AiWrite
            networks={networks}
            disabled={pending}
            onGenerated={(posts) => setValues((current) => applyGenerated(current, posts, list))}
            onClose={onClose}
          />
          <div className="space-y-2">
            <Label htmlFor={`${id}-content`}>Post content</Label>
            <Textarea
              id={`${id}-content`}
              rows={6}
              value={values.content}
              disabled={pending}
              placeholder="What would you like to share?"
              onChange={(event) => setValues((current) => ({ ...current, content: event.target.value }))}
            />
            <AccountTexts accounts={list} values={values} onChange={setValues} disabled={pending} />
          </div>
          <HashtagResearch
            text={values.content}
            networks={networks}
            disabled={pending}
            onInsert={(tag) => setValues((current) => ({ ...current, content: insertHashtag(current.content, tag) }))}
            onClose={onClose}
          />
          <PostMediaSection
            media={values.media}
            accounts={chosen}
            disabled={pending}
            onClose={onClose}
            onChange={(update) => setValues((current) => ({ ...current, media: update(current.media) }))}
          />
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-schedule`}>Schedule (optional)</Label>
            <Input
              id={`${id}-schedule`}
              type="datetime-local"
              value={values.schedule}
              disabled={pending}
              className="sm:max-w-64"
              aria-describedby={`${id}-schedule-hint`}
              onChange={(event) => setValues((current) => ({ ...current, schedule: event.target.value }))}
            />
            <p id={`${id}-schedule-hint`} className="text-xs text-gray-500">
              In your time zone ({timeZone()}). Without a time, Save draft keeps it for later.
            </p>
          </div>
        </div>
        <PostPreview accounts={list} values={values} />
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 border-t border-gray-100 pt-4 sm:flex-row sm:items-center sm:justify-end">
        <div className="sm:mr-auto">
          <PostingAllowanceLine onUpgrade={onClose} />
        </div>
        <Button type="button" variant="ghost" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button type="button" variant="outline" onClick={() => submit('draft')} disabled={pending || uploading}>
          <Save aria-hidden />
          Save draft
        </Button>
        <Button type="button" variant="outline" onClick={() => submit('publish')} disabled={pending || uploading}>
          <Send aria-hidden />
          Publish now
        </Button>
        <Button type="button" onClick={() => submit('schedule')} disabled={pending || uploading}>
          <CalendarClock aria-hidden />
          Schedule
        </Button>
      </div>
    </Dialog>
  );
}
