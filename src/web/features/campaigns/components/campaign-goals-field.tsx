import { campaignGoals } from '@/shared/projects';
import type { CampaignForm } from '../campaign-form';

type Goal = CampaignForm['goals'][number];

/** The six campaign goals as checkboxes; the order of the list is kept whatever order they are ticked in. */
export function CampaignGoalsField({ value, onChange }: { value: readonly Goal[]; onChange: (goals: Goal[]) => void }) {
  function toggle(goal: Goal, checked: boolean) {
    onChange(campaignGoals.filter((item) => (item === goal ? checked : value.includes(item))));
  }

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-gray-700">Goals</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {campaignGoals.map((goal) => (
          <label
            key={goal}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-gray-200 px-3 py-2 text-sm text-gray-700 hover:bg-gray-50 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
          >
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={value.includes(goal)}
              onChange={(event) => toggle(goal, event.target.checked)}
            />
            {goal}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
