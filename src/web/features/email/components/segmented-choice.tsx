import { cn } from '@/web/lib/cn';

interface SegmentedChoiceProps<Value extends string> {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: Value; label: string }>;
  value: Value;
  onChange: (value: Value) => void;
  disabled?: boolean;
}

/** Two or three exclusive options as segmented radio buttons (Markdown or HTML, single or double opt-in). */
export function SegmentedChoice<Value extends string>({ legend, name, options, value, onChange, disabled }: SegmentedChoiceProps<Value>) {
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium text-gray-700">{legend}</legend>
      <div className="inline-grid auto-cols-fr grid-flow-col gap-1 rounded-lg bg-gray-100 p-1">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-center justify-center rounded-md px-3 py-1 text-sm font-medium whitespace-nowrap has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 has-[:disabled]:cursor-default',
              value === option.value ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-600 hover:text-gray-900',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
