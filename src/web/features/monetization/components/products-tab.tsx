import { BarChart3, Link2, Package, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { monetizationMessages } from '@/shared/monetization/monetization';
import { formatAmount } from '@/shared/monetization/price';
import type { DigitalProduct } from '@/shared/monetization/products';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import type { PeriodSelection } from '@/web/lib/period-selection';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useDeleteProduct, useProducts } from '../api/products';
import { formatAmounts } from '../monetization-format';
import { EmptyState } from '@/web/components/empty-state';
import { ListPending } from '@/web/components/list-pending';
import { ProductAnalyticsDialog } from './product-analytics-dialog';
import { ProductDialog } from './product-dialog';
import { ProductLinkDialog } from './product-link-dialog';
import { TrackedLink } from './tracked-link';
import { formatNumber } from '@/shared/number-format';

type OpenedDialog = 'edit' | 'analytics' | 'link' | 'delete';
type Opened = { dialog: OpenedDialog; id: string } | null;

interface ProductsTabProps {
  selection: PeriodSelection;
  canEdit: boolean;
  /** The page's digital product dialog, which the header's Add Revenue Stream opens too. */
  onAddProduct: () => void;
}

/** Products: what the workspace sells itself, with the period's sales and revenue. */
export function ProductsTab({ selection, canEdit, onAddProduct }: ProductsTabProps) {
  const products = useProducts(selection);
  const [opened, setOpened] = useState<Opened>(null);
  const chosen = opened && products.data?.find((product) => product.id === opened.id);
  const close = () => setOpened(null);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-gray-600">Sales are counted from revenue recorded against a product and from connected stores.</p>
        {canEdit && (
          <Button onClick={onAddProduct}>
            <Plus aria-hidden />
            Add Product
          </Button>
        )}
      </div>
      {products.data === undefined ? (
        <ListPending what="digital products" failed={products.isError} onRetry={() => void products.refetch()} />
      ) : products.data.length === 0 ? (
        <EmptyState icon={Package} title="No digital products yet">
          {canEdit
            ? 'Add a course, eBook, template, software or membership you sell to count its sales here.'
            : 'Products appear here once an Owner or Editor adds them.'}
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Digital products">
          {products.data.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} canEdit={canEdit} onOpen={(dialog) => setOpened({ dialog, id: product.id })} />
            </li>
          ))}
        </ul>
      )}
      {chosen && opened.dialog === 'edit' && <ProductDialog product={chosen} onClose={close} />}
      {chosen && opened.dialog === 'analytics' && <ProductAnalyticsDialog product={chosen} selection={selection} onClose={close} />}
      {chosen && opened.dialog === 'link' && chosen.link && <ProductLinkDialog product={chosen} link={chosen.link} onClose={close} />}
      {chosen && opened.dialog === 'delete' && <DeleteProductDialog product={chosen} onClose={close} />}
    </div>
  );
}

function ProductCard({ product, canEdit, onOpen }: { product: DigitalProduct; canEdit: boolean; onOpen: (dialog: OpenedDialog) => void }) {
  return (
    <Card className="flex h-full flex-col gap-3 p-4" data-testid="product-card">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="truncate font-medium text-gray-900">{product.name}</h3>
          <p className="text-sm text-gray-500">{product.type}</p>
        </div>
        <Badge tone={product.status === 'Active' ? 'green' : 'gray'}>{product.status}</Badge>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <Figure label="Price" value={formatAmount(product.priceMinor, product.currency)} />
        <Figure label="Sales" value={formatNumber(product.sales)} />
        <Figure label="Revenue" value={formatAmounts(product.revenue)} />
      </dl>
      {product.link && <TrackedLink link={product.link} />}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        {canEdit && (
          <Button size="sm" variant="outline" onClick={() => onOpen('edit')}>
            <Pencil aria-hidden />
            Edit
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={() => onOpen('analytics')}>
          <BarChart3 aria-hidden />
          Analytics
        </Button>
        {product.link && (
          <Button size="sm" variant="outline" title="The tracked link, and a copy for a content item" onClick={() => onOpen('link')}>
            <Link2 aria-hidden />
            Link
          </Button>
        )}
        {canEdit && (
          <Button size="sm" variant="ghost" aria-label={`Delete ${product.name}`} onClick={() => onOpen('delete')}>
            <Trash2 aria-hidden />
          </Button>
        )}
      </div>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-gray-500">{label}</dt>
      <dd className="truncate font-semibold text-gray-900 tabular-nums" title={value}>
        {value}
      </dd>
    </div>
  );
}

function DeleteProductDialog({ product, onClose }: { product: DigitalProduct; onClose: () => void }) {
  const remove = useDeleteProduct();
  const reportFailure = useActionFailureToast();
  return (
    <ConfirmDialog
      title={`Delete ${product.name}?`}
      text={product.link ? 'Its tracked link stops redirecting.' : 'It is removed from your products.'}
      confirmLabel="Delete"
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(product.id, {
          onSuccess: () => {
            toast.success(monetizationMessages.productDeleted);
            onClose();
          },
          onError: (error) => reportFailure(error, 'Failed to delete the digital product'),
        })
      }
    />
  );
}
