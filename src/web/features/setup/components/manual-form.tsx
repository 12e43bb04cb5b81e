import { Loader2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { setupLabels } from '@/shared/setup/setup';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { type ManualSetupInput, manualSetupSchema } from '../api/start-manual-setup';
import { FieldError, FormCard } from './form-card';

interface ManualFormProps {
  values: ManualSetupInput;
  onChange: (patch: Partial<ManualSetupInput>) => void;
  onBack: () => void;
  onSubmit: (values: ManualSetupInput) => void;
  pending: boolean;
}

const fields = [
  { key: 'niche', label: setupLabels.nicheField, placeholder: 'Home baking' },
  { key: 'keywords', label: setupLabels.keywordsField, placeholder: 'sourdough, rye bread, starter' },
  { key: 'competitors', label: setupLabels.competitorsField, placeholder: 'rival.com, other.io' },
] as const;

export function ManualForm({ values, onChange, onBack, onSubmit, pending }: ManualFormProps) {
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    // The shared schema trims, splits on commas and drops empty entries, as the server does.
    const parsed = manualSetupSchema.safeParse(values);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    onSubmit(values);
  }

  return (
    <FormCard title={setupLabels.manualMode} description={setupLabels.manualModeDescription} onBack={onBack}>
      <form onSubmit={submit} noValidate className="space-y-4">
        {fields.map((field) => (
          <div key={field.key} className="space-y-1.5">
            <Label htmlFor={`setup-${field.key}`}>{field.label}</Label>
            <Input
              id={`setup-${field.key}`}
              value={values[field.key]}
              placeholder={field.placeholder}
              aria-describedby={error ? 'setup-manual-error' : undefined}
              onChange={(event) => {
                onChange({ [field.key]: event.target.value });
                setError(null);
              }}
            />
          </div>
        ))}
        {error && <FieldError id="setup-manual-error">{error}</FieldError>}
        <Button type="submit" aria-disabled={pending} className="w-full aria-disabled:opacity-50 sm:w-auto">
          {pending && <Loader2 className="animate-spin" />}
          {setupLabels.continue}
        </Button>
      </form>
    </FormCard>
  );
}
