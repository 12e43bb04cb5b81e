import { CheckCircle2, Plug, Puzzle } from 'lucide-react';
import { integrationsMessages as text } from '@/shared/integrations/catalogue';
import { StatTiles } from '@/web/components/stat-tiles';
import type { IntegrationCounts } from '../catalogue-view';

/** Connected, Available and Total, over every card whatever the filter; placeholders while they load. */
export function IntegrationCounters({ counts }: { counts: IntegrationCounts | undefined }) {
  return (
    <StatTiles
      testIdPrefix="integrations-count"
      className="grid-cols-3 lg:grid-cols-3"
      tiles={[
        { id: 'connected', label: text.counters.connected, icon: CheckCircle2, value: counts?.connected.toString() },
        { id: 'available', label: text.counters.available, icon: Plug, value: counts?.available.toString() },
        { id: 'total', label: text.counters.total, icon: Puzzle, value: counts?.total.toString() },
      ]}
    />
  );
}
