import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type PeriodRules, type PeriodSelection, selectionFromParams } from './period-selection';

/** The screen's period, kept in the address so a reload or a shared link shows the same one. */
export function usePeriodSelection<Range extends string>(
  rules: PeriodRules<Range>,
): [PeriodSelection<Range>, (selection: PeriodSelection<Range>) => void] {
  const [params, setParams] = useSearchParams();
  const selection = useMemo(() => selectionFromParams(params, rules), [params, rules]);
  const select = useCallback(
    (next: PeriodSelection<Range>) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          for (const key of ['range', 'from', 'to']) updated.delete(key);
          if ('range' in next) updated.set('range', next.range);
          else {
            updated.set('from', next.from);
            updated.set('to', next.to);
          }
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [selection, select];
}
