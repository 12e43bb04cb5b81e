import type { AssistantStatus } from '@/shared/assistant/assistant';
import { cn } from '@/web/lib/cn';
import { onlineLight } from '../online-light';

/** The Online light: green when a provider answers (or the offline writer serves), with who answers in its tooltip. */
export function OnlineIndicator({ status, pending }: { status: AssistantStatus | undefined; pending: boolean }) {
  const light = onlineLight(status, pending);
  return (
    <span
      className="flex items-center gap-1.5 text-xs font-medium text-gray-600"
      title={light.tooltip}
      data-testid="online-indicator"
      data-online={light.online}
    >
      <span className={cn('size-2 rounded-full', light.online ? 'bg-green-500' : pending ? 'bg-gray-300' : 'bg-amber-500')} aria-hidden />
      {light.label}
      <span className="sr-only">: {light.tooltip}</span>
    </span>
  );
}
