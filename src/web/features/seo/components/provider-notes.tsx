import { AlertTriangle, Info } from 'lucide-react';
import { type ProviderState, researchLabels } from '@/shared/seo/research';

/**
 * Why figures show '—': no search data provider is configured (where to connect one), or it failed
 * this time and the figures are older ones.
 */
export function ProviderNotes({ provider }: { provider: ProviderState }) {
  return (
    <>
      {!provider.configured && (
        <p className="flex items-start gap-2 text-sm text-gray-600">
          <Info className="mt-0.5 size-4 shrink-0 text-gray-400" aria-hidden />
          {researchLabels.noProvider}
        </p>
      )}
      {provider.problem && (
        <p role="note" className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          {provider.problem}
        </p>
      )}
    </>
  );
}
