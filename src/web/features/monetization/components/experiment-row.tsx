import { type Experiment, experimentTexts, type VariantFigures } from '@/shared/monetization/experiments';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useEndExperiment } from '../api/experiments';
import { formatPValue, formatRate, splitText } from '../offers-format';
import { formatNumber } from '@/shared/number-format';

const kindLabels = { link: 'Tracked link', 'lead-magnet': 'Lead magnet heading' } as const;

/** A running test: each variant's figures, the p-value, the verdict, and ending it by keeping one. */
export function ExperimentRow({ experiment, canEdit }: { experiment: Experiment; canEdit: boolean }) {
  const end = useEndExperiment();
  const reportFailure = useActionFailureToast();
  const { winner } = experiment;
  const keep = (variant: 'a' | 'b') =>
    end.mutate(
      { kind: experiment.kind, id: experiment.id, keep: variant },
      {
        onSuccess: () => toast.success(`Test of ${experiment.name} ended: variant ${variant.toUpperCase()} kept`),
        onError: (error) => reportFailure(error, 'Failed to end the test'),
      },
    );

  return (
    <li className="space-y-3 rounded-lg border border-gray-200 p-4 text-sm" data-testid="experiment">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words text-gray-900">{experiment.name}</p>
          <p className="text-xs text-gray-500">
            {kindLabels[experiment.kind]} · {splitText(experiment.split)}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <span className="text-xs text-gray-500 tabular-nums">{formatPValue(experiment.pValue)}</span>
          <Badge tone={winner ? 'green' : 'gray'}>{winner ? experimentTexts.winnerIs(winner) : experimentTexts.noWinner}</Badge>
        </div>
      </div>
      <table className="w-full text-left">
        <thead className="text-xs text-gray-500">
          <tr>
            <th className="py-1 pr-3 font-medium">Variant</th>
            <th className="py-1 pr-3 text-right font-medium">Visitors</th>
            <th className="py-1 pr-3 text-right font-medium">Conversions</th>
            <th className="py-1 text-right font-medium">Rate</th>
          </tr>
        </thead>
        <tbody>
          {experiment.variants.map((variant, index) => (
            <VariantRow key={index} name={index === 0 ? 'A' : 'B'} variant={variant} leads={winner === (index === 0 ? 'a' : 'b')} />
          ))}
        </tbody>
      </table>
      {canEdit && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="flex-1 text-xs text-gray-500">Ending the test keeps one variant for every visitor.</span>
          <Button size="sm" variant={winner === 'a' ? 'default' : 'outline'} disabled={end.isPending} onClick={() => keep('a')}>
            Keep A
          </Button>
          <Button size="sm" variant={winner === 'b' ? 'default' : 'outline'} disabled={end.isPending} onClick={() => keep('b')}>
            Keep B
          </Button>
        </div>
      )}
    </li>
  );
}

function VariantRow({ name, variant, leads }: { name: string; variant: VariantFigures; leads: boolean }) {
  return (
    <tr className={leads ? 'font-medium text-green-800' : 'text-gray-800'}>
      <td className="max-w-64 py-1 pr-3">
        <span className="mr-2 font-semibold">{name}</span>
        <span className="break-all" title={variant.label}>
          {variant.label}
        </span>
      </td>
      <td className="py-1 pr-3 text-right tabular-nums">{formatNumber(variant.visitors)}</td>
      <td className="py-1 pr-3 text-right tabular-nums">{formatNumber(variant.conversions)}</td>
      <td className="py-1 text-right tabular-nums">{formatRate(variant.rate)}</td>
    </tr>
  );
}
