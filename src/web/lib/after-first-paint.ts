import { useEffect, useState } from 'react';

// What can wait for the app's first screen to be painted (the header's figures, the record of a
// visit) waits for it: on a slow phone a request made as that screen renders holds up its paint, and
// a browser fetches only six at a time from one HTTP/1.1 server. Once it is painted, nothing waits.
let painted = false;

/** Runs `task` once the frame being drawn has been painted and shown, or at once after the app's first paint; returns a cancel. */
export function afterFirstPaint(task: () => void): () => void {
  if (painted) {
    task();
    return () => undefined;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A frame's callbacks run before it is painted, and it shows some time after: the task waits for
  // the next frame's callbacks, then for them to be done, by when the frame being drawn has shown.
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        painted = true;
        task();
      });
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** False until the app's first screen has been painted: the `enabled` of a read that can wait. */
export function useFirstPaintDone(): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => (done ? undefined : afterFirstPaint(() => setDone(true))), [done]);
  return done;
}
