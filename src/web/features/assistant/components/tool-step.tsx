import { ChevronRight, ExternalLink, Loader2, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import type { ToolPartView } from '../tool-parts';

type StepView = Extract<ToolPartView, { kind: 'step' | 'running' | 'failed' }>;

/** A step the assistant took while answering: what it looked at, with a link to that screen; opened, the figures it read. */
export function ToolStep({ view }: { view: StepView }) {
  if (view.kind === 'running') {
    return (
      <p className="flex items-center gap-2 text-xs text-gray-500" data-testid="tool-step">
        <Loader2 className="size-3.5 animate-spin" aria-hidden />
        Looking at your workspace…
      </p>
    );
  }
  if (view.kind === 'failed') {
    return (
      <p className="flex items-center gap-2 text-xs text-amber-700" data-testid="tool-step">
        <TriangleAlert className="size-3.5" aria-hidden />
        {view.errorText}
      </p>
    );
  }
  const summary = view.step?.summary ?? `Used ${view.toolName}`;
  return (
    <details className="group rounded-lg border border-gray-200 bg-gray-50 text-xs" data-testid="tool-step">
      <summary className="flex cursor-pointer list-none items-center gap-1.5 px-3 py-1.5 text-gray-700 [&::-webkit-details-marker]:hidden">
        <ChevronRight className="size-3.5 shrink-0 transition-transform group-open:rotate-90" aria-hidden />
        <span className="min-w-0 flex-1 truncate">{summary}</span>
        {view.step && (
          <Link to={view.step.path} className="flex shrink-0 items-center gap-1 font-medium text-brand-600 hover:underline">
            Open
            <ExternalLink className="size-3" aria-hidden />
          </Link>
        )}
      </summary>
      <pre className="max-h-48 overflow-auto border-t border-gray-200 px-3 py-2 whitespace-pre-wrap text-gray-600">
        {JSON.stringify(withoutStep(view.output), null, 2)}
      </pre>
    </details>
  );
}

function withoutStep(output: unknown): unknown {
  if (typeof output !== 'object' || output === null || Array.isArray(output)) return output;
  const { step: _step, ...rest } = output as Record<string, unknown>;
  return rest;
}
