import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, ChevronDown, Code2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { analyticsMessages, trackingSnippet } from '@/shared/analytics/analytics';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { cn } from '@/web/lib/cn';
import { analyticsKeys } from '../api/analytics-keys';
import { useTrackingStatus } from '../api/get-tracking-status';
import { AllowedHostnames } from './allowed-hostnames';
import { SnippetBox } from './snippet-box';

interface TrackingCardProps {
  projectId: string;
  /** Before the first visit the card leads the screen; afterwards it folds into a small Tracking card. */
  prominent: boolean;
}

/** The project's tracking snippet, whether visits arrive, and the hostnames they may come from. */
export function TrackingCard({ projectId, prominent }: TrackingCardProps) {
  const tracking = useTrackingStatus(projectId);
  const status = tracking.data;
  const receiving = Boolean(status?.firstEventAt);
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  useRefreshOnFirstVisit(projectId, status?.firstEventAt);

  if (!status) return null;
  const snippet = trackingSnippet(status.scriptUrl, status.projectId);
  const details = (
    <div className="space-y-5">
      <SnippetBox snippet={snippet} />
      <AllowedHostnames key={status.projectId} status={status} />
    </div>
  );

  if (prominent) {
    return (
      <Card id="tracking" data-testid="tracking-card" className="scroll-mt-20 space-y-5 border-brand-100 p-5 sm:p-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex gap-3">
            <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 sm:flex">
              <Code2 className="size-5" aria-hidden />
            </span>
            <div className="space-y-1">
              <h2 className="text-lg font-semibold text-gray-900">Install the tracking snippet</h2>
              <p className="text-sm text-gray-600">
                Paste it before <code className="rounded bg-gray-100 px-1 text-gray-800">&lt;/head&gt;</code> on every page of{' '}
                {status.hostname ?? 'your site'}. Visits show here within seconds; no cookies are set.
              </p>
            </div>
          </div>
          <TrackingState receiving={receiving} />
        </div>
        {details}
      </Card>
    );
  }

  return (
    <Card id="tracking" data-testid="tracking-card" className="scroll-mt-20 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <h2 className="font-semibold text-gray-900">Tracking</h2>
          <TrackingState receiving={receiving} />
        </div>
        <Button variant="outline" size="sm" aria-expanded={expanded} aria-controls={detailsId} onClick={() => setExpanded(!expanded)}>
          Snippet and hostnames
          <ChevronDown className={cn('transition-transform', expanded && 'rotate-180')} aria-hidden />
        </Button>
      </div>
      {expanded && (
        <div id={detailsId} className="mt-4">
          {details}
        </div>
      )}
    </Card>
  );
}

function TrackingState({ receiving }: { receiving: boolean }) {
  return receiving ? (
    <p
      role="status"
      className="inline-flex shrink-0 items-center gap-2 rounded-full bg-green-50 px-3 py-1 text-sm font-medium text-green-700"
    >
      <CheckCircle2 className="size-4" aria-hidden />
      {analyticsMessages.receiving}
    </p>
  ) : (
    <p
      role="status"
      className="inline-flex shrink-0 items-center gap-2 rounded-full bg-amber-50 px-3 py-1 text-sm font-medium text-amber-800"
    >
      <span className="relative flex size-2.5" aria-hidden>
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-amber-400 opacity-75" />
        <span className="relative inline-flex size-2.5 rounded-full bg-amber-500" />
      </span>
      {analyticsMessages.waiting}
    </p>
  );
}

/** When the first visit arrives while the screen waits, the report and realtime figures are asked again. */
function useRefreshOnFirstVisit(projectId: string, firstEventAt: string | null | undefined) {
  const queryClient = useQueryClient();
  const previous = useRef(firstEventAt);
  useEffect(() => {
    if (previous.current === null && firstEventAt) {
      void queryClient.invalidateQueries({ queryKey: analyticsKeys.project(projectId) });
    }
    previous.current = firstEventAt;
  }, [firstEventAt, projectId, queryClient]);
}
