import { TrendingDown, TrendingUp } from 'lucide-react';
import { useFirstPaintDone } from '@/web/lib/after-first-paint';
import { cn } from '@/web/lib/cn';
import type { HeaderItemProps } from '@/web/lib/web-module';
import { useTrafficChange } from '../api/get-traffic-change';

/** The header's traffic change for the current project; shown only when real analytics give one. */
export function TrafficFigure({ project }: HeaderItemProps) {
  return project ? <ProjectTrafficFigure projectId={project.id} /> : null;
}

function ProjectTrafficFigure({ projectId }: { projectId: string }) {
  // A figure beside the screen, not what the user came for: read once the screen has been painted.
  const change = useTrafficChange(projectId, useFirstPaintDone()).data?.trafficChange;
  if (change === null || change === undefined) return null;
  const up = change >= 0;
  const Icon = up ? TrendingUp : TrendingDown;
  return (
    <span className={cn('hidden items-center gap-1 whitespace-nowrap text-sm font-medium xl:flex', up ? 'text-green-700' : 'text-red-700')}>
      <Icon className="size-4" />
      {up ? '+' : ''}
      {change.toFixed(1)}% Traffic
    </span>
  );
}
