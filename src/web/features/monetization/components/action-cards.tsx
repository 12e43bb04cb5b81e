import { FlaskConical, Magnet, type LucideIcon, Target } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { monetizationMessages } from '@/shared/monetization/monetization';
import type { ConversionSuggestions } from '@/shared/monetization/suggestions';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { cn } from '@/web/lib/cn';
import type { PeriodSelection } from '@/web/lib/period-selection';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useConversionSuggestions } from '../api/suggestions';
import { ConversionSuggestionsDialog } from './conversion-suggestions-dialog';
import { ExperimentsDialog } from './experiments-dialog';
import { LeadMagnetsDialog } from './lead-magnets-dialog';

type Opened = 'lead-magnets' | 'experiments' | null;

/** The Overview's three actions: Optimize Conversions, Create Lead Magnet and A/B Test Offers. */
export function ActionCards({ selection, canEdit }: { selection: PeriodSelection; canEdit: boolean }) {
  const [opened, setOpened] = useState<Opened>(null);
  const [suggestions, setSuggestions] = useState<ConversionSuggestions | null>(null);
  const suggest = useConversionSuggestions();
  const reportFailure = useActionFailureToast();
  const close = () => setOpened(null);

  return (
    <div className="grid gap-4 md:grid-cols-3">
      <ActionCard
        icon={Target}
        tone="bg-blue-50 text-blue-600"
        title="Optimize Conversions"
        text="Where clicks do not convert, busy pages carry no offer or a stream is falling, from this period’s figures."
      >
        {/* Asking may spend the plan's AI allowance: a change, as the assistant's insights are. */}
        <Button
          disabled={!canEdit || suggest.isPending}
          title={canEdit ? undefined : 'Owners and Editors can ask for suggestions'}
          onClick={() =>
            suggest.mutate(selection, {
              onSuccess: setSuggestions,
              onError: (error) => reportFailure(error, monetizationMessages.suggestionsFailed),
            })
          }
        >
          {suggest.isPending ? 'Getting suggestions…' : 'Get Suggestions'}
        </Button>
      </ActionCard>
      <ActionCard
        icon={Magnet}
        tone="bg-green-50 text-green-700"
        title="Create Lead Magnet"
        text="Give a file or a link for an e-mail address: a sign-up page and an embeddable form that fill an Email Marketing list."
      >
        <Button variant="outline" onClick={() => setOpened('lead-magnets')}>
          {canEdit ? 'Create Lead Magnet' : 'View Lead Magnets'}
        </Button>
      </ActionCard>
      <ActionCard
        icon={FlaskConical}
        tone="bg-purple-50 text-purple-600"
        title="A/B Test Offers"
        text="Split a tracked link between two destinations, or a lead magnet between two headings, and see which converts better."
      >
        <Button variant="outline" onClick={() => setOpened('experiments')}>
          {canEdit ? 'A/B Test Offers' : 'View A/B Tests'}
        </Button>
      </ActionCard>
      {suggestions && <ConversionSuggestionsDialog result={suggestions} onClose={() => setSuggestions(null)} />}
      {opened === 'lead-magnets' && <LeadMagnetsDialog selection={selection} canEdit={canEdit} onClose={close} />}
      {opened === 'experiments' && <ExperimentsDialog selection={selection} canEdit={canEdit} onClose={close} />}
    </div>
  );
}

function ActionCard({
  icon: Icon,
  tone,
  title,
  text,
  children,
}: {
  icon: LucideIcon;
  tone: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-3 p-5">
      <span className={cn('flex size-10 items-center justify-center rounded-lg', tone)}>
        <Icon className="size-5" aria-hidden />
      </span>
      <h3 className="font-semibold text-gray-900">{title}</h3>
      <p className="flex-1 text-sm text-gray-600">{text}</p>
      <div>{children}</div>
    </Card>
  );
}
