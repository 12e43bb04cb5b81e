import { LayoutGrid, Lock } from 'lucide-react';
import { useState } from 'react';
import { canUseFeature } from '@/shared/feature-catalogue';
import type { CustomDashboard } from '@/shared/dashboard/custom-dashboard';
import { Button } from '@/web/components/ui/button';
import { useUser } from '@/web/lib/auth';
import { useUpgrade } from '@/web/lib/use-upgrade';
import { customDashboardLabels } from '../labels';
import { CustomizeDialog } from './customize-dialog';

/** Customize: the editor on Enterprise; elsewhere locked, opening the plans to upgrade. */
export function CustomizeButton({ dashboard }: { dashboard: CustomDashboard | undefined }) {
  const { data: user } = useUser();
  const [open, setOpen] = useState(false);
  const upgrade = useUpgrade();
  const allowed = user ? canUseFeature(user.plan, 'custom_dashboards') : false;
  if (!allowed)
    return (
      <Button variant="outline" onClick={upgrade} title={customDashboardLabels.locked} aria-description={customDashboardLabels.locked}>
        <Lock aria-hidden /> {customDashboardLabels.customize}
      </Button>
    );
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} disabled={!dashboard}>
        <LayoutGrid aria-hidden /> {customDashboardLabels.customize}
      </Button>
      {dashboard && open && <CustomizeDialog dashboard={dashboard} open={open} onOpenChange={setOpen} />}
    </>
  );
}
