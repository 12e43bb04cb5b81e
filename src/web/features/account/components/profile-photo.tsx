import { Camera, Trash2 } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import { accountMessages } from '@/shared/account/account';
import type { ClientUser } from '@/shared/user';
import { Button } from '@/web/components/ui/button';
import { ApiError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { useRemovePhoto, useUploadPhoto } from '../api/photo';
import { UserAvatar } from '@/web/components/user-avatar';

const maxPhotoBytes = 5 * 1024 * 1024;
const photoTypes = ['image/jpeg', 'image/png'];

export function ProfilePhoto({ user }: { user: ClientUser }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPhoto();
  const remove = useRemovePhoto();

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // The server checks the bytes themselves; these checks only save a pointless upload.
    if (!photoTypes.includes(file.type)) return toast.error(accountMessages.photoNotImage);
    if (file.size > maxPhotoBytes) return toast.error(accountMessages.photoTooLarge);
    upload.mutate(file, {
      onSuccess: () => toast.success(accountMessages.photoUpdated),
      onError: (error) => toast.error(error instanceof ApiError && error.message ? error.message : accountMessages.updateProfileFailed),
    });
  }

  return (
    <div className="flex flex-wrap items-center gap-5">
      <UserAvatar name={user.name} image={user.image} className="size-20 text-2xl" />
      <div className="space-y-2">
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => input.current?.click()} disabled={upload.isPending}>
            <Camera /> {user.image ? 'Change photo' : 'Upload photo'}
          </Button>
          {user.image && (
            <Button
              type="button"
              variant="ghost"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => toast.success(accountMessages.photoRemoved),
                  onError: () => toast.error(accountMessages.updateProfileFailed),
                })
              }
            >
              <Trash2 /> Remove
            </Button>
          )}
        </div>
        <p className="text-sm text-gray-500">{accountMessages.photoHint}</p>
        <input ref={input} type="file" accept={photoTypes.join(',')} className="hidden" aria-label="Profile photo" onChange={choose} />
      </div>
    </div>
  );
}
