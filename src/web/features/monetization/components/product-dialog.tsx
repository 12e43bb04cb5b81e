import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { monetizationMessages as text } from '@/shared/monetization/monetization';
import {
  type DigitalProduct,
  type ProductInput,
  productInputSchema,
  type ProductStatus,
  productStatuses,
  type ProductType,
  productTypes,
} from '@/shared/monetization/products';
import { FormDialog } from '@/web/components/form-dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { firstFormError } from '@/web/lib/first-form-error';
import { resolverFrom } from '@/web/lib/resolver-from';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useAddProduct, useUpdateProduct } from '../api/products';
import { pricePreview, priceText } from '../monetization-format';

interface ProductFields {
  name: string;
  /** '' until one is chosen: the type is required, so none is preselected. */
  type: ProductType | '';
  price: string;
  destination: string;
  status: ProductStatus;
}

const inputOf = ({ status: _status, ...fields }: ProductFields): ProductInput => ({ ...fields, type: fields.type as ProductType });

/** The digital product dialog (Add Revenue Stream, Add Product, Edit): a price without a currency is in dollars. */
export function ProductDialog({ product, onClose }: { product: DigitalProduct | null; onClose: () => void }) {
  const id = useId();
  const add = useAddProduct();
  const update = useUpdateProduct();
  const pending = add.isPending || update.isPending;
  const reportFailure = useActionFailureToast({ close: onClose });
  const form = useForm({
    // An edit is checked as a new product is: name, type and price stay required.
    resolver: resolverFrom(inputOf, zodResolver(productInputSchema)),
    defaultValues: {
      name: product?.name ?? '',
      type: product?.type ?? '',
      price: product ? priceText(product.priceMinor, product.currency) : '',
      destination: product?.link?.destination ?? '',
      status: product?.status ?? 'Active',
    } as ProductFields,
  });
  const [name, type, price] = useWatch({ control: form.control, name: ['name', 'type', 'price'] });
  const incomplete = !name.trim() || !type || !price.trim();
  const preview = pricePreview(price);

  const done = (message: string) => () => {
    toast.success(message);
    onClose();
  };
  const submit = form.handleSubmit(
    () => {
      const fields = form.getValues();
      if (product)
        update.mutate(
          { id: product.id, update: { ...inputOf(fields), status: fields.status } },
          { onSuccess: done(text.productUpdated), onError: (error) => reportFailure(error, 'Failed to update the digital product') },
        );
      else
        add.mutate(inputOf(fields), {
          onSuccess: done(text.productAdded),
          onError: (error) => reportFailure(error, text.addProductFailed),
        });
    },
    (errors) => toast.error(firstFormError(errors) ?? text.fillRequired),
  );

  return (
    <FormDialog
      title={product ? `Edit ${product.name}` : 'Create Digital Product'}
      description={
        product
          ? undefined
          : 'A course, eBook, template, software or membership you sell; its sales are counted as Digital Products (courses as Course Sales).'
      }
      onSubmit={submit}
      onClose={onClose}
      pending={pending}
      submitDisabled={incomplete}
      submitLabel={product ? 'Save' : 'Create Product'}
      pendingLabel={product ? 'Saving…' : 'Creating…'}
    >
      <fieldset disabled={pending} className="space-y-4">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-name`}>Product name</Label>
          <Input id={`${id}-name`} maxLength={120} autoComplete="off" {...form.register('name')} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-type`}>Type</Label>
            <NativeSelect id={`${id}-type`} {...form.register('type')}>
              <option value="" disabled>
                Choose a type
              </option>
              {productTypes.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-price`}>Price</Label>
            <Input
              id={`${id}-price`}
              maxLength={40}
              placeholder="$49 or 49 EUR"
              autoComplete="off"
              aria-describedby={`${id}-price-preview`}
              {...form.register('price')}
            />
            <p id={`${id}-price-preview`} className="text-xs text-gray-500" aria-live="polite">
              {price.trim()
                ? preview
                  ? `Saved as ${preview}`
                  : 'Enter a price such as $49 or 49 EUR'
                : 'Without a currency, the price is in dollars.'}
            </p>
          </div>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-destination`}>Sale page URL (optional)</Label>
          <Input
            id={`${id}-destination`}
            type="url"
            maxLength={2048}
            placeholder="https://store.example.com/my-course"
            autoComplete="off"
            {...form.register('destination')}
          />
          <p className="text-xs text-gray-500">With one, the product gets a tracked link to share, and its clicks are counted.</p>
        </div>
        {product && (
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-status`}>Status</Label>
            <NativeSelect id={`${id}-status`} {...form.register('status')}>
              {productStatuses.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
        {incomplete && form.formState.isDirty && <p className="text-sm text-gray-600">{text.fillRequired}</p>}
      </fieldset>
    </FormDialog>
  );
}
