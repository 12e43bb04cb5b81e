import { Brain, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { errorCodes } from '@/shared/error-codes';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Dialog } from '@/web/components/ui/dialog';
import { ApiError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { useContentInsights } from '../api/get-content-insights';
import { contentLabels } from '../labels';

/** The Content Strategy Assistant: a launcher that asks for insights and shows them in a dialog. */
export function StrategyAssistant({ projectId }: { projectId?: string }) {
  const insights = useContentInsights();
  const [open, setOpen] = useState(false);

  function ask() {
    if (insights.isPending) return;
    insights.mutate(projectId, {
      onSuccess: () => setOpen(true),
      onError: (error) =>
        toast.error(
          error instanceof ApiError && error.code === errorCodes.PLAN_LIMIT_REACHED ? error.message : contentLabels.strategyFailed,
        ),
    });
  }

  return (
    <Card className="flex flex-col gap-3 bg-gradient-to-br from-brand-50 to-white p-5">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
          <Brain className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 className="font-semibold text-gray-900">{contentLabels.strategyTitle}</h2>
          <p className="text-sm text-gray-600">{contentLabels.strategyDescription}</p>
        </div>
      </div>
      <Button variant="outline" onClick={ask} aria-disabled={insights.isPending} className="aria-disabled:opacity-70">
        {insights.isPending && <Loader2 className="animate-spin" aria-hidden />}
        {contentLabels.strategyButton}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={contentLabels.strategyTitle} className="max-w-xl">
        {insights.data && (
          <div className="space-y-3">
            {insights.data.source === 'offline' && <p className="text-xs text-gray-500">{contentLabels.strategyOffline}</p>}
            <ol className="space-y-3">
              {insights.data.insights.map((insight, index) => (
                <li key={index} className="rounded-xl border border-gray-200 p-4">
                  <p className="font-medium text-gray-900">{insight.title}</p>
                  <p className="mt-1 text-sm text-gray-600">{insight.detail}</p>
                </li>
              ))}
            </ol>
            <div className="flex justify-end">
              <Button variant="outline" onClick={() => setOpen(false)}>
                {contentLabels.close}
              </Button>
            </div>
          </div>
        )}
      </Dialog>
    </Card>
  );
}
