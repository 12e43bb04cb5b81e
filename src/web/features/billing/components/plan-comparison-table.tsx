import { Check, Minus } from 'lucide-react';
import { usageMessages } from '@/shared/messages';
import { plans } from '@/shared/plans';
import { type ComparisonCell, comparedFeatures, comparisonCell } from '../plan-comparison';
import { formatNumber } from '@/shared/number-format';

function Cell({ cell }: { cell: ComparisonCell }) {
  switch (cell.kind) {
    case 'included':
      return (
        <span role="img" aria-label="Included">
          <Check className="mx-auto size-5 text-green-700" aria-hidden />
        </span>
      );
    case 'excluded':
      return (
        <span role="img" aria-label="Not included">
          <Minus className="mx-auto size-5 text-gray-300" aria-hidden />
        </span>
      );
    case 'unlimited':
      return <span className="font-medium text-gray-900">{usageMessages.unlimited}</span>;
    case 'limit':
      return <span className="text-gray-700">{formatNumber(cell.value)}</span>;
  }
}

/** The first 10 catalogue features, plan by plan. */
export function PlanComparisonTable() {
  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200">
      <table className="w-full min-w-[32rem] text-sm">
        <caption className="sr-only">Feature comparison</caption>
        <thead className="bg-gray-50 text-gray-700">
          <tr>
            <th scope="col" className="px-4 py-3 text-left font-semibold">
              Feature
            </th>
            {plans.map((plan) => (
              <th key={plan.id} scope="col" className="px-4 py-3 text-center font-semibold">
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {comparedFeatures.map((feature) => (
            <tr key={feature.id}>
              <th scope="row" className="px-4 py-3 text-left font-normal text-gray-800">
                {feature.name}
              </th>
              {plans.map((plan) => (
                <td key={plan.id} className="px-4 py-3 text-center">
                  <Cell cell={comparisonCell(feature, plan.id)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
