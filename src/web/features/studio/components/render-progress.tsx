import type { RenderState } from '@/shared/studio/studio';

/** A render under way: how far it has come and what it is doing. */
export function RenderProgress({ render, title }: { render: RenderState; title: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(render.progress)));
  const stage = render.stage ?? (render.status === 'queued' ? 'Waiting to start' : 'Rendering');
  return (
    <div className="space-y-1.5">
      <div
        role="progressbar"
        aria-label={`Rendering ${title}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%: ${stage}`}
        className="h-2 w-full overflow-hidden rounded-full bg-gray-100"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-500" style={{ width: `${percent}%` }} />
      </div>
      <p className="flex justify-between gap-2 text-xs text-gray-600" aria-live="polite">
        <span className="min-w-0 truncate">{stage}</span>
        <span className="tabular-nums">{percent}%</span>
      </p>
    </div>
  );
}
