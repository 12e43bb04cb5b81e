import { type FormEvent, useId, useState } from 'react';
import { type GoalTarget, goalMessages } from '@/shared/analytics-goals';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
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
  const [kind, setKind] = useState<GoalTarget['kind']>('page');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = goalValueFields[kind];

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = addGoalSchema.safeParse({ kind, value });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? field.help);
    setError(null);
    add.mutate(
      { projectId, target: parsed.data },
      {
        onSuccess: () => {
          toast.success(goalMessages.goalAdded);
          onClose();
        },
        onError: (failure) => {
          // A goal that exists, or one too many, is said under the field; anything else in a toast.
          if (failure instanceof ApiError && (failure.status === 400 || failure.status === 409) && failure.message) setError(failure.message);
          else toast.error((failure instanceof ApiError && failure.message) || 'Failed to add the goal');
        },
      },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      dismissible={!add.isPending}
      title="Add goal"
      description="Each visitor who reaches it counts as one conversion a day."
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <GoalKindPicker
          name={`${id}-kind`}
          value={kind}
          onChange={(next) => {
            setKind(next);
            setError(null);
          }}
        />
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-value`}>{field.label}</Label>
          <Input
            id={`${id}-value`}
            value={value}
            placeholder={field.placeholder}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={error !== null}
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
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose} disabled={add.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? 'Adding…' : 'Add goal'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
