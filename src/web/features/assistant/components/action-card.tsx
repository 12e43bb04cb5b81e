import { CheckCircle2, CircleSlash, ExternalLink, ShieldAlert, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Spinner } from '@/web/components/ui/spinner';
import { Textarea } from '@/web/components/ui/textarea';
import { cn } from '@/web/lib/cn';
import { type ToolPartView, actionTitles, confirmedInput, proposalFields } from '../tool-parts';

type Proposal = Extract<ToolPartView, { kind: 'proposal' }>;
type Outcome = Extract<ToolPartView, { kind: 'outcome' }>;

interface ProposalCardProps {
  view: Proposal;
  /** The user may act (Owners and Editors); a Viewer sees what was proposed only. */
  canAnswer: boolean;
  pending: boolean;
  onAnswer: (answer: { confirm: true; input: Record<string, unknown> } | { confirm: false }) => void;
}

/** An action the assistant proposes: what will be done, its fields (editable where sensible), Confirm and Decline. */
export function ProposalCard({ view, canAnswer, pending, onAnswer }: ProposalCardProps) {
  const fields = proposalFields(view.input);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const title = actionTitles[view.toolName];
  return (
    <section aria-label={title} className="space-y-3 rounded-xl border border-indigo-200 bg-brand-50/60 p-4" data-testid="action-proposal">
      <header>
        <h4 className="flex items-center gap-2 text-sm font-semibold text-gray-900">
          <Sparkles className="size-4 text-brand-600" aria-hidden />
          {title}
        </h4>
        <p className="mt-0.5 pl-6 text-xs text-gray-500">Nothing is done until you confirm.</p>
      </header>
      {fields.length > 0 && (
        <div className="space-y-2">
          {fields.map((field) => {
            const id = `${view.toolCallId}-${field.key}`;
            const value = edits[field.key] ?? field.value;
            const change = (next: string) => setEdits((current) => ({ ...current, [field.key]: next }));
            return (
              <div key={field.key} className="space-y-1">
                {field.input === null || !canAnswer ? (
                  <>
                    <p className="text-xs font-medium text-gray-600">{field.label}</p>
                    <p className="max-h-40 overflow-y-auto rounded-lg bg-white px-3 py-2 text-sm break-words whitespace-pre-wrap text-gray-800">
                      {field.value}
                    </p>
                  </>
                ) : (
                  <>
                    <Label htmlFor={id} className="text-xs text-gray-600">
                      {field.label}
                      {field.input === 'list' && <span className="font-normal text-gray-400"> (separated by commas)</span>}
                    </Label>
                    {field.input === 'multiline' ? (
                      <Textarea id={id} value={value} rows={5} disabled={pending} onChange={(event) => change(event.target.value)} />
                    ) : (
                      <Input
                        id={id}
                        type={field.input === 'datetime' ? 'datetime-local' : 'text'}
                        value={value}
                        disabled={pending}
                        onChange={(event) => change(event.target.value)}
                      />
                    )}
                  </>
                )}
              </div>
            );
          })}
        </div>
      )}
      {canAnswer ? (
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" size="sm" disabled={pending} onClick={() => onAnswer({ confirm: false })}>
            Decline
          </Button>
          <Button size="sm" disabled={pending} onClick={() => onAnswer({ confirm: true, input: confirmedInput(view.input, edits) })}>
            {pending && <Spinner className="size-3.5 border-2 border-white/40 border-t-white" />}
            Confirm
          </Button>
        </div>
      ) : (
        <p className="text-xs text-gray-500">Only Owners and Editors can confirm this.</p>
      )}
    </section>
  );
}

const outcomeLooks = {
  done: { icon: CheckCircle2, className: 'border-green-200 bg-green-50 text-green-800' },
  declined: { icon: CircleSlash, className: 'border-gray-200 bg-gray-50 text-gray-600' },
  refused: { icon: ShieldAlert, className: 'border-amber-200 bg-amber-50 text-amber-800' },
} as const;

/** An answered action: done (with where to find it), declined, or refused with the reason. */
export function ActionOutcome({ view }: { view: Outcome }) {
  const look = outcomeLooks[view.outcome];
  const Icon = look.icon;
  return (
    <div
      className={cn('flex flex-wrap items-center gap-2 rounded-lg border px-3 py-2 text-xs', look.className)}
      data-testid="action-outcome"
    >
      <Icon className="size-4 shrink-0" aria-hidden />
      {view.step && view.outcome === 'done' ? (
        <span className="min-w-0 flex-1 font-medium">{view.step.summary}</span>
      ) : (
        <span className="min-w-0 flex-1">
          <span className="font-medium">{actionTitles[view.toolName]}: </span>
          {view.text}
        </span>
      )}
      {view.step && view.outcome === 'done' && (
        <Link to={view.step.path} className="flex items-center gap-1 font-medium underline-offset-4 hover:underline">
          Open
          <ExternalLink className="size-3" aria-hidden />
        </Link>
      )}
    </div>
  );
}
