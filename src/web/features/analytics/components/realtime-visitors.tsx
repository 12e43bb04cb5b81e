import { useRealtimeVisitors } from '../api/get-realtime-visitors';

/** Visitors on the site in the last 5 minutes, with a live dot while anyone is. */
export function RealtimeVisitors({ projectId }: { projectId: string }) {
  const visitors = useRealtimeVisitors(projectId).data?.visitors;
  if (visitors === undefined) return null;
  return (
    <p
      data-testid="realtime-visitors"
      className="inline-flex h-10 items-center gap-2 rounded-lg border border-gray-200 bg-white px-3 text-sm text-gray-700"
    >
      <span className="relative flex size-2.5" aria-hidden>
        {visitors > 0 && <span className="absolute inline-flex size-full animate-ping rounded-full bg-green-400 opacity-75" />}
        <span
          className={
            visitors > 0
              ? 'relative inline-flex size-2.5 rounded-full bg-green-500'
              : 'relative inline-flex size-2.5 rounded-full bg-gray-300'
          }
        />
      </span>
      <span>
        <span className="font-semibold text-gray-900">{visitors}</span> {visitors === 1 ? 'visitor' : 'visitors'} in the last 5 minutes
      </span>
    </p>
  );
}
