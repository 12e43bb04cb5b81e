import { Download } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { toast } from '@/web/lib/toast';
import { useImportStripePlans } from '../api/import-stripe-plans';
import { adminTexts } from '../admin-texts';
import { useReportActionFailure } from './admin-access';

/** Under the Stripe keys: once they are set, the plans' products and prices come over from Stripe. */
export function ImportStripePlans({ stripeKeySet }: { stripeKeySet: boolean }) {
  const importPlans = useImportStripePlans();
  const reportFailure = useReportActionFailure();

  function run() {
    importPlans.mutate(undefined, {
      onSuccess: ({ products, prices }) => toast.success(adminTexts.imported(products, prices)),
      onError: (error) => reportFailure(error, adminTexts.importFailed),
    });
  }

  return (
    <div className="mt-4 flex flex-col gap-3 rounded-lg bg-gray-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-gray-600">
        {stripeKeySet
          ? 'Checkout offers the prices imported from Stripe. Import again after changing products or prices there.'
          : 'Enter the Stripe secret key above, then import your products and prices so checkout can offer them.'}
      </p>
      <Button variant="outline" onClick={run} disabled={!stripeKeySet || importPlans.isPending} className="shrink-0">
        {importPlans.isPending ? <Spinner className="size-4 border-2" /> : <Download aria-hidden />}
        {adminTexts.importStripe}
      </Button>
    </div>
  );
}
