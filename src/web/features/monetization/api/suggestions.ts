import { useMutation } from '@tanstack/react-query';
import type { ConversionSuggestions } from '@/shared/monetization/suggestions';
import { api } from '@/web/lib/api-client';
import { type PeriodSelection, selectionQuery } from '@/web/lib/period-selection';
import { monetizationPath } from './monetization-keys';

/** Get Suggestions: asked on demand (it may call the AI provider), from the period's figures. */
export function useConversionSuggestions() {
  return useMutation({
    mutationFn: (selection: PeriodSelection) =>
      api.post<ConversionSuggestions>(monetizationPath(`suggestions?${selectionQuery(selection)}`)),
  });
}
