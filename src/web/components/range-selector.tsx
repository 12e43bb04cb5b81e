import { CalendarRange } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { cn } from '@/web/lib/cn';
import { firstFormError } from '@/web/lib/first-form-error';
import { resolverFrom } from '@/web/lib/resolver-from';
import type { PeriodQuery, PeriodRules, PeriodSelection } from '@/web/lib/period-selection';

interface RangeSelectorProps<Range extends string> {
  /** The area's ranges and the check of custom days (Analytics' for its report and Monetization's). */
  rules: PeriodRules<Range>;
  value: PeriodSelection<Range>;
  onChange: (selection: PeriodSelection<Range>) => void;
}

type CustomRange = Extract<PeriodSelection, { from: string }>;

const today = () => new Date().toISOString().slice(0, 10);

/** 7d, 30d, 90d, 1y or custom dates (UTC days, both included). */
export function RangeSelector<Range extends string>({ rules, value, onChange }: RangeSelectorProps<Range>) {
  const custom = !('range' in value);
  const [editing, setEditing] = useState(false);
  const showForm = editing || custom;
  const segment = (selected: boolean) =>
    cn(
      'h-8 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
      selected ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-600 hover:text-gray-900',
    );
  return (
    <div className="flex flex-col items-stretch gap-2 sm:items-end">
      <div role="group" aria-label="Time range" className="inline-flex w-full rounded-lg bg-gray-100 p-1 sm:w-auto">
        {rules.ranges.map((range) => {
          const selected = !showForm && 'range' in value && value.range === range;
          return (
            <button
              key={range}
              type="button"
              aria-pressed={selected}
              className={cn(segment(selected), 'flex-1 sm:flex-none')}
              onClick={() => {
                setEditing(false);
                onChange({ range });
              }}
            >
              {range}
            </button>
          );
        })}
        <button
          type="button"
          aria-pressed={showForm}
          className={cn(segment(showForm), 'inline-flex flex-1 items-center justify-center gap-1.5 sm:flex-none')}
          onClick={() => setEditing(true)}
        >
          <CalendarRange className="size-4" aria-hidden />
          Custom
        </button>
      </div>
      {showForm && (
        <CustomRangeForm
          key={custom ? `${value.from}-${value.to}` : 'new'}
          initial={custom ? value : undefined}
          querySchema={rules.querySchema}
          onApply={(selection) => {
            setEditing(false);
            onChange(selection);
          }}
        />
      )}
    </div>
  );
}

function CustomRangeForm({
  initial,
  querySchema,
  onApply,
}: {
  initial?: CustomRange;
  querySchema: PeriodRules['querySchema'];
  onApply: (selection: CustomRange) => void;
}) {
  const id = useId();
  const form = useForm({
    // The dates are the whole query: a custom range has no preset.
    resolver: resolverFrom((range: CustomRange): PeriodQuery => range, zodResolver(querySchema)),
    defaultValues: { from: initial?.from ?? '', to: initial?.to ?? today() },
    // The message stays until the next Apply, and the focus where the user left it.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [from, to] = useWatch({ control: form.control, name: ['from', 'to'] });
  const error = firstFormError(form.formState.errors);
  // The schema only checks the days; the selection keeps them as they were typed.
  const submit = form.handleSubmit(() => onApply(form.getValues()));

  return (
    <div className="space-y-1">
      <form onSubmit={submit} noValidate className="grid grid-cols-2 items-end gap-2 sm:flex" aria-label="Custom range">
        <div className="min-w-0 space-y-1 sm:w-40">
          <Label htmlFor={`${id}-from`}>From</Label>
          <Input id={`${id}-from`} type="date" max={to || undefined} {...form.register('from')} />
        </div>
        <div className="min-w-0 space-y-1 sm:w-40">
          <Label htmlFor={`${id}-to`}>To</Label>
          <Input id={`${id}-to`} type="date" min={from || undefined} {...form.register('to')} />
        </div>
        <Button type="submit" variant="outline" className="col-span-2">
          Apply
        </Button>
      </form>
      {error && (
        <p role="alert" className="text-sm text-red-600 sm:text-right">
          {error}
        </p>
      )}
    </div>
  );
}
