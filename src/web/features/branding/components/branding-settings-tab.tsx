import { Lock, Palette } from 'lucide-react';
import { Link } from 'react-router';
import { type Branding, upliftPresentation } from '@/shared/branding';
import { canUseFeature } from '@/shared/feature-catalogue';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { paths } from '@/web/config/paths';
import { useUser } from '@/web/lib/auth';
import { usePermissions } from '@/web/lib/permissions';
import { useFailureToast } from '@/web/lib/use-failure-toast';
import { useBranding } from '../api/get-branding';
import { brandingLabels } from '../labels';
import { BrandingForm } from './branding-form';

/** Settings → Branding: what white label does, locked with the upgrade path below Enterprise. */
export function BrandingSettingsTab() {
  const { data: user } = useUser();
  const branding = useBranding();
  const { canEdit } = usePermissions();
  useFailureToast(branding.isError, brandingLabels.loadFailed);
  const allowed = user ? canUseFeature(user.plan, 'white_label') : false;

  return (
    <Card className="space-y-6 p-6" data-testid="branding-tab">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
          {allowed ? <Palette className="size-5" aria-hidden /> : <Lock className="size-5" aria-hidden />}
        </span>
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-gray-900">{brandingLabels.title}</h2>
          <p className="text-sm text-gray-600">{brandingLabels.description}</p>
        </div>
      </div>
      {!allowed && (
        <div className="space-y-3 rounded-lg border border-amber-200 bg-amber-50 p-4">
          <p className="text-sm text-amber-900">{branding.data?.branding ? brandingLabels.notApplied : brandingLabels.locked}</p>
          <Link to={paths.billing} className={buttonVariants({ variant: 'outline' })}>
            {brandingLabels.upgrade}
          </Link>
        </div>
      )}
      {allowed && branding.data && <BrandingForm saved={branding.data.branding ?? startingPoint(user?.workspace.name)} canEdit={canEdit} />}
      {allowed && !branding.data && (
        <div role="status" className="flex justify-center py-8">
          {branding.isError ? (
            <Button variant="outline" size="sm" onClick={() => void branding.refetch()}>
              Try again
            </Button>
          ) : (
            <Spinner />
          )}
        </div>
      )}
    </Card>
  );
}

/** Before the first save: the workspace's name in Uplift's colours. */
function startingPoint(workspaceName = ''): Branding {
  const { primaryColor, accentColor } = upliftPresentation;
  return { displayName: workspaceName, primaryColor, accentColor, footerText: '', logoUrl: null };
}
