import { Loader2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { setupLabels } from '@/shared/setup/setup';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { urlAnalysisSchema } from '../api/start-url-analysis';
import { FieldError, FormCard } from './form-card';

interface UrlFormProps {
  url: string;
  onUrlChange: (url: string) => void;
  onBack: () => void;
  /** Called with the trimmed, valid URL. */
  onAnalyze: (url: string) => void;
  pending: boolean;
}

export function UrlForm({ url, onUrlChange, onBack, onAnalyze, pending }: UrlFormProps) {
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const parsed = urlAnalysisSchema.safeParse({ url });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    onAnalyze(parsed.data.url);
  }

  return (
    <FormCard title={setupLabels.urlMode} description={setupLabels.urlModeDescription} onBack={onBack}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="space-y-1.5">
          <Label htmlFor="setup-url">{setupLabels.websiteUrl}</Label>
          <Input
            id="setup-url"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://example.com"
            value={url}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'setup-url-error' : undefined}
            className={error ? 'border-red-500 focus:border-red-500 focus:ring-red-500/30' : undefined}
            onChange={(event) => {
              onUrlChange(event.target.value);
              setError(null);
            }}
          />
          {error && <FieldError id="setup-url-error">{error}</FieldError>}
        </div>
        <Button type="submit" aria-disabled={pending} className="w-full aria-disabled:opacity-50 sm:w-auto">
          {pending && <Loader2 className="animate-spin" />}
          {setupLabels.analyze}
        </Button>
      </form>
    </FormCard>
  );
}
