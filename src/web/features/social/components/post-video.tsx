import { Play } from 'lucide-react';
import { useState } from 'react';

/**
 * A posted video in the list: a play button until it is asked for, then the player. A list of posts
 * holding a player each built their controls and read each file's start as the screen opened, the
 * longest step of the Social screen's first render on a slow phone.
 */
export function PostVideo({ url }: { url: string }) {
  const [playing, setPlaying] = useState(false);
  const size = 'h-20 w-36 rounded-md border border-gray-200 bg-black';
  if (playing) return <video src={url} controls autoPlay autoFocus muted aria-label="Video" className={size} />;
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      aria-label="Play video"
      className={`${size} flex items-center justify-center text-white hover:bg-gray-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2`}
    >
      <Play aria-hidden className="size-6" />
    </button>
  );
}
