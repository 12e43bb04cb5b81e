import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type ComposeWithMedia, composeWithMediaState } from '@/shared/social/social';
import { usePermissions } from '@/web/lib/permissions';
import { emptyPostForm, type PostFormValues } from './post-form';
import { uploadedMedia } from './post-media';

/**
 * Another area's hand-over (the Video & Audio Studio's Share): opens the composer with the upload it
 * made and the post's first words, then drops it from the history entry so going back does not open it again.
 */
export function useComposeWithMedia(openComposer: (values: PostFormValues) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const { canEdit } = usePermissions();
  const handed = (location.state as Record<string, ComposeWithMedia | undefined> | null)?.[composeWithMediaState];

  useEffect(() => {
    if (!handed) return;
    if (canEdit) openComposer({ ...emptyPostForm, content: handed.content, media: [uploadedMedia(handed.media)] });
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [handed, canEdit, openComposer, navigate, location.pathname, location.search]);
}
