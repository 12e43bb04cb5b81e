import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { Spinner } from '@/web/components/ui/spinner';
import { Textarea } from '@/web/components/ui/textarea';
import { keywordListError, parseKeywordList } from '../rank-format';
import { defaultTrackChoice, type TrackChoice, useTrack } from '../use-track';
import { TrackChoices } from './track-choices';

/** Keywords typed by hand, with where to read their positions; the field empties once they are tracked. */
export function TrackKeywordsForm({ projectId }: { projectId: string }) {
  const id = useId();
  const [text, setText] = useState('');
  const [choice, setChoice] = useState<TrackChoice>(defaultTrackChoice);
  const [error, setError] = useState<string | null>(null);
  const { track, tracking } = useTrack(projectId);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (tracking) return;
    const keywords = parseKeywordList(text);
    const problem = keywordListError(keywords);
    setError(problem);
    if (problem === null) track(keywords, choice, { onTracked: () => setText('') });
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-busy={tracking}
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_11rem_8rem_auto] sm:items-start"
    >
      <div className="space-y-1">
        <Label htmlFor={`${id}-keywords`}>Keywords to track</Label>
        <Textarea
          id={`${id}-keywords`}
          rows={2}
          className="min-h-10"
          placeholder="sourdough starter, rye bread"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error !== null}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className={error ? 'text-xs text-red-600' : 'text-xs text-gray-500'} role={error ? 'alert' : undefined}>
          {error ?? 'One per line, or separated by commas.'}
        </p>
      </div>
      <TrackChoices choice={choice} onChange={setChoice} disabled={tracking} />
      <Button type="submit" className="sm:mt-6" disabled={tracking}>
        {tracking && <Spinner className="size-4 border-2 border-white/40 border-t-white" />}
        Track
      </Button>
    </form>
  );
}
