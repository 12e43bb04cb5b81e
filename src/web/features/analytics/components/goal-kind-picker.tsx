import type { GoalTarget } from '@/shared/analytics/goals';
import { cn } from '@/web/lib/cn';

type GoalKind = GoalTarget['kind'];

export const goalKindLabels: Record<GoalKind, string> = { page: 'Page visit', event: 'Custom event' };

/** What the value field asks for, and how it is explained, for each kind of goal or step. */
export const goalValueFields: Record<GoalKind, { label: string; placeholder: string; help: string }> = {
  page: {
    label: 'Page path',
    placeholder: '/thank-you',
    help: 'A path such as /thank-you, or /blog/* where * matches anything.',
  },
  event: {
    label: 'Event name',
    placeholder: 'Signup',
    help: "The name your site sends, as in uplift('Signup').",
  },
};

/** Page visit or custom event, as two segmented radio buttons. */
export function GoalKindPicker({ name, value, onChange }: { name: string; value: GoalKind; onChange: (kind: GoalKind) => void }) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-gray-700">Type</legend>
      <div className="grid grid-cols-2 gap-1 rounded-lg bg-gray-100 p-1">
        {(Object.keys(goalKindLabels) as GoalKind[]).map((kind) => (
          <label
            key={kind}
            className={cn(
              'flex cursor-pointer items-center justify-center rounded-md px-3 py-1.5 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
              value === kind ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-600 hover:text-gray-900',
            )}
          >
            <input type="radio" name={name} value={kind} checked={value === kind} onChange={() => onChange(kind)} className="sr-only" />
            {goalKindLabels[kind]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
