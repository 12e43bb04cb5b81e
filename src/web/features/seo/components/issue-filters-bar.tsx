import { useId } from 'react';
import type { IssueCounts } from '@/shared/seo/seo';
import { type AuditCheckId, auditChecks, issuePriorities, isAuditCheckId } from '@/shared/seo/checks';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { cn } from '@/web/lib/cn';
import { type IssueFilters, withFilter } from '../issue-query';
import { formatNumber } from '@/shared/number-format';

interface IssueFiltersBarProps {
  filters: IssueFilters;
  onChange: (filters: IssueFilters) => void;
  counts: IssueCounts;
}

const statusChoices = [
  { value: 'pending', label: 'Pending' },
  { value: 'fixed', label: 'Fixed' },
] as const;

/** Pending or Fixed, a priority, one check (those with pending issues, by name), and "New only". */
export function IssueFiltersBar({ filters, onChange, counts }: IssueFiltersBarProps) {
  const id = useId();
  const set = (change: Partial<Omit<IssueFilters, 'page'>>) => onChange(withFilter(filters, change));
  const checks = checkChoices(counts.byCheck, filters.check);
  const pendingTotal = issuePriorities.reduce((sum, priority) => sum + counts.pending[priority], 0);

  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <div role="group" aria-label="Status" className="inline-flex self-start rounded-lg bg-gray-100 p-1">
        {statusChoices.map(({ value, label }) => {
          const selected = filters.status === value;
          return (
            <button
              key={value}
              type="button"
              aria-pressed={selected}
              onClick={() => set({ status: value })}
              className={cn(
                'h-8 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                selected ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-600 hover:text-gray-900',
              )}
            >
              {label}{' '}
              <span className="tabular-nums text-gray-500">({formatNumber(value === 'pending' ? pendingTotal : counts.fixed)})</span>
            </button>
          );
        })}
      </div>
      <div className="grid flex-1 gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <Label htmlFor={`${id}-priority`}>Priority</Label>
          <NativeSelect
            id={`${id}-priority`}
            value={filters.priority ?? ''}
            onChange={(event) => set({ priority: issuePriorities.find((priority) => priority === event.target.value) ?? null })}
          >
            <option value="">All priorities</option>
            {issuePriorities.map((priority) => (
              <option key={priority} value={priority}>
                {priority}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-check`}>Check</Label>
          <NativeSelect
            id={`${id}-check`}
            value={filters.check ?? ''}
            onChange={(event) => set({ check: isAuditCheckId(event.target.value) ? event.target.value : null })}
          >
            <option value="">All checks</option>
            {checks.map(([check, pending]) => (
              <option key={check} value={check}>
                {auditChecks[check].issue} ({formatNumber(pending)} pending)
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <label className="flex h-10 items-center gap-2 text-sm font-medium text-gray-700">
        <input
          type="checkbox"
          checked={filters.onlyNew}
          onChange={(event) => set({ onlyNew: event.target.checked })}
          className="size-4 rounded border-gray-300"
        />
        New only
      </label>
    </div>
  );
}

/** The checks with pending issues, by name, and the chosen one even when none of its issues is pending any more. */
function checkChoices(byCheck: IssueCounts['byCheck'], chosen: AuditCheckId | null): [AuditCheckId, number][] {
  const choices = (Object.entries(byCheck) as [string, number][]).filter((entry): entry is [AuditCheckId, number] =>
    isAuditCheckId(entry[0]),
  );
  if (chosen && !choices.some(([check]) => check === chosen)) choices.push([chosen, 0]);
  return choices.sort(([a], [b]) => auditChecks[a].issue.localeCompare(auditChecks[b].issue));
}
