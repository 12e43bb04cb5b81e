import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { type GoalTarget, goalMessages } from '@/shared/analytics/goals';
import { FormDialog } from '@/web/components/form-dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { ApiError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { addGoalSchema, useAddGoal } from '../api/add-goal';
import { GoalKindPicker, goalValueFields } from './goal-kind-picker';

/** A page or an event to count as a conversion, checked as the server checks it. */
export function AddGoalDialog({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  const id = useId();
  const add = useAddGoal();
  // The error stays until the next try, as the server's refusal does.
  const form = useForm<GoalTarget>({
    resolver: zodResolver(addGoalSchema),
    defaultValues: { kind: 'page', value: '' },
    reValidateMode: 'onSubmit',
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const error = form.formState.errors.value?.message;
  const field = goalValueFields[kind];

  const submit = form.handleSubmit((target) =>
    add.mutate(
      { projectId, target },
      {
        onSuccess: () => {
          toast.success(goalMessages.goalAdded);
          onClose();
        },
        onError: (failure) => {
          // A goal that exists, or one too many, is said under the field; anything else in a toast.
          if (failure instanceof ApiError && (failure.status === 400 || failure.status === 409) && failure.message)
            form.setError('value', { message: failure.message });
          else toast.error((failure instanceof ApiError && failure.message) || 'Failed to add the goal');
        },
      },
    ),
  );

  return (
    <FormDialog
      title="Add goal"
      description="Each visitor who reaches it counts as one conversion a day."
      onSubmit={submit}
      onClose={onClose}
      pending={add.isPending}
      submitLabel="Add goal"
      pendingLabel="Adding…"
    >
      <GoalKindPicker
        name={`${id}-kind`}
        value={kind}
        onChange={(next) => {
          form.setValue('kind', next);
          form.clearErrors();
        }}
      />
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-value`}>{field.label}</Label>
        <Input
          id={`${id}-value`}
          {...form.register('value')}
          placeholder={field.placeholder}
          aria-invalid={error !== undefined}
          aria-describedby={error ? `${id}-help ${id}-error` : `${id}-help`}
          autoComplete="off"
        />
        <p id={`${id}-help`} className="text-xs text-gray-500">
          {field.help}
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
      </div>
    </FormDialog>
  );
}
