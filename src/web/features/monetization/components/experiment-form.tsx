import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { type Experiment, leadMagnetExperimentSchema, linkExperimentSchema } from '@/shared/monetization/experiments';
import { monetizationMessages } from '@/shared/monetization/monetization';
import { FormDialog } from '@/web/components/form-dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { firstFormError } from '@/web/lib/first-form-error';
import type { PeriodSelection } from '@/web/lib/period-selection';
import { resolverFrom } from '@/web/lib/resolver-from';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useStartExperiment } from '../api/experiments';
import { useLeadMagnets } from '../api/lead-magnets';
import { useProducts } from '../api/products';
import { usePrograms } from '../api/programs';
import { testTargetOf } from '../offers-format';

interface ExperimentFields {
  /** 'link:<tracked link id>' or 'lead-magnet:<id>'. */
  target: string;
  /** The second destination, or the page's second heading. */
  variantB: string;
  split: string;
}

// Each kind is checked by its own schema: a link's second variant is an address, a page's a heading.
const linkResolver = resolverFrom(
  (fields: ExperimentFields) => ({ variantB: fields.variantB, split: fields.split }),
  zodResolver(linkExperimentSchema),
);
const headingResolver = resolverFrom(
  (fields: ExperimentFields) => ({ headingB: fields.variantB, split: fields.split }),
  zodResolver(leadMagnetExperimentSchema),
);
const resolver: Resolver<ExperimentFields> = (fields, context, options) =>
  (testTargetOf(fields.target)?.kind === 'lead-magnet' ? headingResolver : linkResolver)(fields, context, options) as ReturnType<
    Resolver<ExperimentFields>
  >;

interface ExperimentFormProps {
  selection: PeriodSelection;
  /** The running tests: choosing one's offer changes that test instead of starting another. */
  running: Experiment[];
  onDone: () => void;
}

/** New test: a program's or product's tracked link with a second destination, or a lead magnet with a second heading. */
export function ExperimentForm({ selection, running, onDone }: ExperimentFormProps) {
  const id = useId();
  const programs = usePrograms(selection);
  const products = useProducts(selection);
  const magnets = useLeadMagnets(selection);
  const start = useStartExperiment();
  const reportFailure = useActionFailureToast({ close: onDone });
  const form = useForm<ExperimentFields>({ resolver, defaultValues: { target: '', variantB: '', split: '50' } });
  const [target, variantB] = useWatch({ control: form.control, name: ['target', 'variantB'] });
  const chosen = testTargetOf(target);
  const isHeading = chosen?.kind === 'lead-magnet';

  // A running test's offer opens with its current second variant and split, to change them.
  const targetField = form.register('target', {
    onChange: (event: { target: { value: string } }) => {
      const next = testTargetOf(event.target.value);
      const test = next && running.find((experiment) => experiment.kind === next.kind && experiment.id === next.id);
      form.setValue('variantB', test ? test.variants[1].label : '');
      form.setValue('split', String(test?.split ?? 50));
    },
  });

  const submit = form.handleSubmit(
    () => {
      const fields = form.getValues();
      if (!chosen) return;
      const split = Number(fields.split);
      const request =
        chosen.kind === 'link'
          ? { kind: 'link' as const, id: chosen.id, input: { variantB: fields.variantB, split } }
          : { kind: 'lead-magnet' as const, id: chosen.id, input: { headingB: fields.variantB, split } };
      start.mutate(request, {
        onSuccess: () => {
          toast.success('A/B test saved');
          onDone();
        },
        onError: (error) => reportFailure(error, 'Failed to start the A/B test'),
      });
    },
    (errors) => toast.error(firstFormError(errors) ?? monetizationMessages.fillRequired),
  );

  const linked = products.data?.filter((product) => product.link) ?? [];
  return (
    <FormDialog
      title="New A/B test"
      description="Visitors are split by a daily hash, so one visitor sees the same variant all day."
      onSubmit={submit}
      onClose={onDone}
      pending={start.isPending}
      submitDisabled={!chosen || !variantB.trim()}
      submitLabel="Start test"
      pendingLabel="Starting…"
    >
      <fieldset disabled={start.isPending} className="space-y-4">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-target`}>What to test</Label>
          <NativeSelect id={`${id}-target`} {...targetField}>
            <option value="" disabled>
              Choose a program, product or lead magnet
            </option>
            <TargetOptions
              label="Affiliate programs"
              items={programs.data?.map((program) => ({ value: `link:${program.link.id}`, name: program.name }))}
            />
            <TargetOptions
              label="Digital products"
              items={linked.map((product) => ({ value: `link:${product.link!.id}`, name: product.name }))}
            />
            <TargetOptions
              label="Lead magnets"
              items={magnets.data?.map((magnet) => ({ value: `lead-magnet:${magnet.id}`, name: magnet.title }))}
            />
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-variant`}>{isHeading ? 'Variant B’s heading' : 'Variant B’s destination'}</Label>
          <Input
            id={`${id}-variant`}
            type={isHeading ? 'text' : 'url'}
            maxLength={isHeading ? 120 : 2048}
            autoComplete="off"
            placeholder={isHeading ? 'Get the checklist that doubled our traffic' : 'https://partner.example.com/other-offer?ref=you'}
            {...form.register('variantB')}
          />
          <p className="text-xs text-gray-500">
            {isHeading ? 'Variant A is the page’s own heading.' : 'Variant A is the link’s current destination.'}
          </p>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-split`}>Visitors sent to B (%)</Label>
          <Input id={`${id}-split`} type="number" min={1} max={99} step={1} className="w-28" {...form.register('split')} />
        </div>
      </fieldset>
    </FormDialog>
  );
}

function TargetOptions({ label, items }: { label: string; items: { value: string; name: string }[] | undefined }) {
  if (!items?.length) return null;
  return (
    <optgroup label={label}>
      {items.map((item) => (
        <option key={item.value} value={item.value}>
          {item.name}
        </option>
      ))}
    </optgroup>
  );
}
