import { Layers, Lock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { canUseFeature } from '@/shared/feature-catalogue';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { paths } from '@/web/config/paths';
import { useUser } from '@/web/lib/auth';
import { contentLabels } from '../labels';
import { BulkGenerationDialog } from './bulk-generation-dialog';

/** Bulk generation for plans with the feature (professional and up); locked with an upgrade link otherwise. */
export function BulkGenerationCard({ projectId }: { projectId?: string }) {
  const { data: user } = useUser();
  const [open, setOpen] = useState(false);
  const allowed = user ? canUseFeature(user.plan, 'bulk_generation') : false;
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="bulk-generation">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-green-50 text-green-700">
          {allowed ? <Layers className="size-5" aria-hidden /> : <Lock className="size-5" aria-hidden />}
        </span>
        <div className="min-w-0">
          <h2 className="font-semibold text-gray-900">{contentLabels.bulkTitle}</h2>
          <p className="text-sm text-gray-600">{allowed ? contentLabels.bulkDescription : contentLabels.bulkLocked}</p>
        </div>
      </div>
      {allowed ? (
        <Button variant="outline" onClick={() => setOpen(true)}>
          {contentLabels.bulkTitle}
        </Button>
      ) : (
        <Link to={paths.billing} className={buttonVariants({ variant: 'outline' })}>
          {contentLabels.bulkUpgrade}
        </Link>
      )}
      {allowed && <BulkGenerationDialog open={open} onOpenChange={setOpen} projectId={projectId} />}
    </Card>
  );
}
