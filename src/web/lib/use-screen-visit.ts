import { useEffect } from 'react';
import type { VisitedScreen } from '@/shared/screen-visits';
import { afterFirstPaint } from './after-first-paint';
import { api } from './api-client';
import { noteWrite } from './fresh-until-a-write';

/** Records the screen's opening in the workspace's activity; the server keeps one an hour. */
export function useScreenVisit(screen: VisitedScreen) {
  useEffect(
    () =>
      // A write to the activity log the dashboard shows, though not a mutation. A visit that cannot be
      // recorded is no reason to trouble the user.
      afterFirstPaint(() => {
        api
          .post('/api/events/visits', { screen })
          .then(noteWrite)
          .catch(() => {});
      }),
    [screen],
  );
}
