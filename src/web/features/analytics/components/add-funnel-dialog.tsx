import { Plus, X } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { type Funnel, type GoalTarget, goalMessages } from '@/shared/analytics-goals';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { ApiError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { addFunnelSchema, useAddFunnel } from '../api/add-funnel';
import { goalKindLabels, goalValueFields } from './goal-kind-picker';

const maxSteps = 8;

interface DraftStep {
  /** Kept across removals, so each input keeps its own text. */
  key: number;
  kind: GoalTarget['kind'];
  value: string;
}

/** Field errors by the schema's path: 'name', 'steps' (their number), 'steps.2.value'. */
type Errors = Record<string, string>;

interface AddFunnelDialogProps {
  projectId: string;
  onClose: () => void;
  onAdded: (funnel: Funnel) => void;
}

/** A name and two to eight ordered steps, checked as the server checks them. */
export function AddFunnelDialog({ projectId, onClose, onAdded }: AddFunnelDialogProps) {
  const id = useId();
  const add = useAddFunnel();
  const nextKey = useRef(2);
  const [name, setName] = useState('');
  const [steps, setSteps] = useState<DraftStep[]>([
    { key: 0, kind: 'page', value: '' },
    { key: 1, kind: 'page', value: '' },
  ]);
  const [errors, setErrors] = useState<Errors>({});

  const update = (key: number, change: Partial<DraftStep>) => setSteps(steps.map((step) => (step.key === key ? { ...step, ...change } : step)));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = addFunnelSchema.safeParse({ name, steps: steps.map(({ kind, value }) => ({ kind, value })) });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    add.mutate(
      { projectId, funnel: parsed.data },
      {
        onSuccess: (funnel) => {
          toast.success(goalMessages.funnelAdded);
          onAdded(funnel);
        },
        onError: (failure) => toast.error((failure instanceof ApiError && failure.message) || 'Failed to create the funnel'),
      },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      dismissible={!add.isPending}
      title="New funnel"
      description="The steps a visitor takes in order, such as a landing page, the pricing page and a signup."
      className="max-w-xl"
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input
            id={`${id}-name`}
            value={name}
            placeholder="Pricing to signup"
            onChange={(event) => setName(event.target.value)}
            aria-invalid={errors.name !== undefined}
            aria-describedby={errors.name ? `${id}-name-error` : undefined}
            autoComplete="off"
          />
          <FieldError id={`${id}-name-error`} text={errors.name} />
        </div>
        <fieldset className="space-y-3">
          <legend className="mb-1.5 text-sm font-medium text-gray-700">Steps</legend>
          <ol className="space-y-3">
            {steps.map((step, index) => {
              const field = goalValueFields[step.kind];
              const error = errors[`steps.${index}.value`];
              const stepName = `Step ${index + 1}`;
              return (
                <li key={step.key} data-testid="funnel-draft-step" className="flex gap-2">
                  <span className="mt-2.5 w-4 shrink-0 text-right text-xs font-semibold text-gray-400" aria-hidden>
                    {index + 1}
                  </span>
                  <div className="min-w-0 flex-1 space-y-1">
                    <div className="flex flex-col gap-2 sm:flex-row">
                      <NativeSelect
                        aria-label={`${stepName} type`}
                        value={step.kind}
                        onChange={(event) => update(step.key, { kind: event.target.value as GoalTarget['kind'] })}
                        className="sm:w-40"
                      >
                        {(Object.keys(goalKindLabels) as GoalTarget['kind'][]).map((kind) => (
                          <option key={kind} value={kind}>
                            {goalKindLabels[kind]}
                          </option>
                        ))}
                      </NativeSelect>
                      <Input
                        aria-label={`${stepName} ${field.label.toLowerCase()}`}
                        value={step.value}
                        placeholder={field.placeholder}
                        onChange={(event) => update(step.key, { value: event.target.value })}
                        aria-invalid={error !== undefined}
                        aria-describedby={error ? `${id}-step-${step.key}-error` : undefined}
                        autoComplete="off"
                        className="min-w-0 sm:flex-1"
                      />
                    </div>
                    <FieldError id={`${id}-step-${step.key}-error`} text={error} />
                  </div>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="mt-0.5 shrink-0"
                    aria-label={`Remove ${stepName.toLowerCase()}`}
                    disabled={steps.length <= 2}
                    onClick={() => {
                      setSteps(steps.filter((item) => item.key !== step.key));
                      setErrors({});
                    }}
                  >
                    <X className="text-gray-500" aria-hidden />
                  </Button>
                </li>
              );
            })}
          </ol>
          <FieldError id={`${id}-steps-error`} text={errors.steps} />
          <div className="flex flex-wrap items-center gap-3 pl-6">
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={steps.length >= maxSteps}
              onClick={() => {
                setSteps([...steps, { key: nextKey.current++, kind: 'page', value: '' }]);
                setErrors({});
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
        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose} disabled={add.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? 'Creating…' : 'Create funnel'}
          </Button>
        </div>
      </form>
    </Dialog>
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
