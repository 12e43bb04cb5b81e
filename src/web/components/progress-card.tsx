import { Card } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';

interface ProgressCardProps {
  title: string;
  /** What appears when the work is done. */
  note: string;
  /** 0–100. */
  progress: number;
  /** What the work is doing now. */
  label: string;
  /** How much it has done, e.g. "42 of up to 100 pages read". */
  detail?: string;
  /** The progress bar's accessible name. */
  barName: string;
  testId: string;
}

/** Work under way (a scan, a competitor analysis): how far it has come and what it is doing. */
export function ProgressCard({ title, note, progress, label, detail, barName, testId }: ProgressCardProps) {
  const percent = Math.max(0, Math.min(100, Math.round(progress)));
  return (
    <Card className="space-y-4 p-5 sm:p-6" data-testid={testId}>
      <div className="flex items-start gap-3">
        <Spinner className="mt-0.5 size-5 shrink-0 border-2" />
        <div className="min-w-0">
          <h3 className="break-words font-semibold text-gray-900">{title}</h3>
          <p className="text-sm text-gray-600">{note}</p>
        </div>
      </div>
      <div className="space-y-2">
        <div
          role="progressbar"
          aria-label={barName}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%: ${label}`}
          className="h-2.5 w-full overflow-hidden rounded-full bg-gray-100"
        >
          <div className="h-full rounded-full bg-brand-600 transition-[width] duration-500" style={{ width: `${percent}%` }} />
        </div>
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm text-gray-600" aria-live="polite">
          <span className="min-w-0 break-words">{label}</span>
          <span className="tabular-nums">{detail ? `${detail} · ${percent}%` : `${percent}%`}</span>
        </div>
      </div>
    </Card>
  );
}
