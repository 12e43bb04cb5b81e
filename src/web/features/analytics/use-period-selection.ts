import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type PeriodSelection, selectionFromParams } from './format';

/** The screen's period, kept in the address so a reload or a shared link shows the same one. */
export function usePeriodSelection(): [PeriodSelection, (selection: PeriodSelection) => void] {
  const [params, setParams] = useSearchParams();
  const selection = useMemo(() => selectionFromParams(params), [params]);
  const select = useCallback(
    (next: PeriodSelection) =>
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
