import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { type Funnel, type FunnelInput, type GoalTarget, goalMessages } from '@/shared/analytics/goals';
import { FormDialog } from '@/web/components/form-dialog';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { ApiError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { addFunnelSchema, useAddFunnel } from '../api/add-funnel';
import { goalKindLabels, goalValueFields } from './goal-kind-picker';

const maxSteps = 8;

interface AddFunnelDialogProps {
  projectId: string;
  onClose: () => void;
  onAdded: (funnel: Funnel) => void;
}

/** A name and two to eight ordered steps, checked as the server checks them. */
export function AddFunnelDialog({ projectId, onClose, onAdded }: AddFunnelDialogProps) {
  const id = useId();
  const add = useAddFunnel();
  // Errors stay until the next try.
  const form = useForm<FunnelInput>({
    resolver: zodResolver(addFunnelSchema),
    defaultValues: {
      name: '',
      steps: [
        { kind: 'page', value: '' },
        { kind: 'page', value: '' },
      ],
    },
    reValidateMode: 'onSubmit',
  });
  // Each step keeps its own id across removals, so each input keeps its own text.
  const steps = useFieldArray({ control: form.control, name: 'steps' });
  const kinds = useWatch({ control: form.control, name: 'steps' }).map((step) => step.kind);
  const { errors } = form.formState;

  const submit = form.handleSubmit((funnel) =>
    add.mutate(
      { projectId, funnel },
      {
        onSuccess: (added) => {
          toast.success(goalMessages.funnelAdded);
          onAdded(added);
        },
        onError: (failure) => toast.error((failure instanceof ApiError && failure.message) || 'Failed to create the funnel'),
      },
    ),
  );

  return (
    <FormDialog
      title="New funnel"
      description="The steps a visitor takes in order, such as a landing page, the pricing page and a signup."
      className="max-w-xl"
      onSubmit={submit}
      onClose={onClose}
      pending={add.isPending}
      submitLabel="Create funnel"
      pendingLabel="Creating…"
    >
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input
          id={`${id}-name`}
          {...form.register('name')}
          placeholder="Pricing to signup"
          aria-invalid={errors.name !== undefined}
          aria-describedby={errors.name ? `${id}-name-error` : undefined}
          autoComplete="off"
        />
        <FieldError id={`${id}-name-error`} text={errors.name?.message} />
      </div>
      <fieldset className="space-y-3">
        <legend className="mb-1.5 text-sm font-medium text-gray-700">Steps</legend>
        <ol className="space-y-3">
          {steps.fields.map((step, index) => {
            const field = goalValueFields[kinds[index] ?? step.kind];
            const error = errors.steps?.[index]?.value?.message;
            const stepName = `Step ${index + 1}`;
            return (
              <li key={step.id} data-testid="funnel-draft-step" className="flex gap-2">
                <span className="mt-2.5 w-4 shrink-0 text-right text-xs font-semibold text-gray-400" aria-hidden>
                  {index + 1}
                </span>
                <div className="min-w-0 flex-1 space-y-1">
                  <div className="flex flex-col gap-2 sm:flex-row">
                    <NativeSelect aria-label={`${stepName} type`} {...form.register(`steps.${index}.kind`)} className="sm:w-40">
                      {(Object.keys(goalKindLabels) as GoalTarget['kind'][]).map((kind) => (
                        <option key={kind} value={kind}>
                          {goalKindLabels[kind]}
                        </option>
                      ))}
                    </NativeSelect>
                    <Input
                      aria-label={`${stepName} ${field.label.toLowerCase()}`}
                      {...form.register(`steps.${index}.value`)}
                      placeholder={field.placeholder}
                      aria-invalid={error !== undefined}
                      aria-describedby={error ? `${id}-step-${step.id}-error` : undefined}
                      autoComplete="off"
                      className="min-w-0 sm:flex-1"
                    />
                  </div>
                  <FieldError id={`${id}-step-${step.id}-error`} text={error} />
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="mt-0.5 shrink-0"
                  aria-label={`Remove ${stepName.toLowerCase()}`}
                  disabled={steps.fields.length <= 2}
                  onClick={() => {
                    steps.remove(index);
                    form.clearErrors();
                  }}
                >
                  <X className="text-gray-500" aria-hidden />
                </Button>
              </li>
            );
          })}
        </ol>
        <FieldError id={`${id}-steps-error`} text={errors.steps?.root?.message} />
        <div className="flex flex-wrap items-center gap-3 pl-6">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={steps.fields.length >= maxSteps}
            onClick={() => {
              steps.append({ kind: 'page', value: '' }, { shouldFocus: false });
              form.clearErrors();
            }}
          >
            <Plus aria-hidden />
            Add step
          </Button>
          <p className="text-xs text-gray-500">
            Two to eight steps. A page path may end in *, as in /blog/*; an event is the name your site sends.
          </p>
        </div>
      </fieldset>
    </FormDialog>
  );
}

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={id} role="alert" className="text-sm text-red-600">
      {text}
    </p>
  );
}
