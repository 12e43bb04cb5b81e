import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from './toast';

export interface SearchParamToast {
  param: string;
  value: string;
  kind: 'success' | 'error';
  text: string;
}

/**
 * Shows a toast for each matching query parameter (e.g. ?success=true after checkout), then removes the
 * parameter so a reload or a shared link does not repeat it. `rules` must be a stable (module-level) list.
 */
export function useSearchParamToasts(rules: readonly SearchParamToast[]) {
  const [params, setParams] = useSearchParams();

  useEffect(() => {
    const matched = rules.filter((rule) => params.get(rule.param) === rule.value);
    if (matched.length === 0) return;
    // A fixed id: React's development double effects update the same toast instead of adding a second.
    for (const rule of matched) toast[rule.kind](rule.text, { id: `${rule.param}=${rule.value}` });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const rule of matched) next.delete(rule.param);
        return next;
      },
      { replace: true },
    );
  }, [params, rules, setParams]);
}
