import { AlertTriangle } from 'lucide-react';
import { Card } from '@/web/components/ui/card';

/** Work that failed (a scan, a competitor analysis), with the server's reason. */
export function FailedCard({ title, reason, testId }: { title: string; reason: string; testId: string }) {
  return (
    <Card role="alert" className="flex items-start gap-3 border-red-200 bg-red-50 p-5 sm:p-6" data-testid={testId}>
      <AlertTriangle className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden />
      <div className="min-w-0">
        <h3 className="break-words font-semibold text-red-800">{title}</h3>
        <p className="break-words text-sm text-red-700">{reason}</p>
      </div>
    </Card>
  );
}
