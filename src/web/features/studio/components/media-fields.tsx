import type { ComponentProps } from 'react';
import { speedLimits } from '@/shared/studio/studio';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/native-select';

/** A type chosen from the spec's list, none chosen at first. */
export function TypeSelect({ types, ...props }: Omit<ComponentProps<'select'>, 'children'> & { types: readonly string[] }) {
  return (
    <NativeSelect {...props}>
      <option value="" disabled>
        Choose a type
      </option>
      {types.map((type) => (
        <option key={type} value={type}>
          {type}
        </option>
      ))}
    </NativeSelect>
  );
}

/** Whole seconds within the kind's limits. */
export function DurationInput({ limits, ...props }: ComponentProps<'input'> & { limits: { minSeconds: number; maxSeconds: number } }) {
  return <Input type="number" inputMode="numeric" min={limits.minSeconds} max={limits.maxSeconds} step={1} {...props} />;
}

/** The voice's speed, 0.5 to 2 in tenths. */
export function SpeedInput(props: ComponentProps<'input'>) {
  return <Input type="number" inputMode="decimal" min={speedLimits.min} max={speedLimits.max} step={0.1} {...props} />;
}
