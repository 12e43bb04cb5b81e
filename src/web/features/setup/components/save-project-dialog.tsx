import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorCodes } from '@/shared/error-codes';
import { type Project, type ProjectInput, projectInputSchema, projectMessages } from '@/shared/projects';
import { type WebsiteAnalysis, setupLabels } from '@/shared/setup/setup';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { ApiError } from '@/web/lib/api-client';
import { firstFormError } from '@/web/lib/first-form-error';
import { resolverFrom } from '@/web/lib/resolver-from';
import { toast } from '@/web/lib/toast';
import { useErrorsClearedOnChange } from '@/web/lib/use-errors-cleared-on-change';
import type { ProjectDefaults } from '../project-defaults';
import { FieldError } from './form-card';

/** How Smart Setup saves a project (setup-screen.tsx): the core's projects create and select it. */
export interface SaveProjectProps {
  saveProject: (input: ProjectInput) => Promise<Project>;
  /** The core's upgrade prompt for a PLAN_LIMIT_REACHED refusal; null for anything else. */
  renderLimitPrompt: (refusal: unknown) => ReactNode;
  /** Reports a failure: a lost session opens Subscription Required, anything else is a toast. */
  onError: (error: unknown, fallback: string) => void;
}

interface SaveProjectDialogProps extends SaveProjectProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  analysis: WebsiteAnalysis;
  defaults: ProjectDefaults;
  onSaved: (project: Project) => void;
}

export function SaveProjectDialog({ open, onOpenChange, ...form }: SaveProjectDialogProps) {
  const [pending, setPending] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      dismissible={!pending}
      title={setupLabels.saveAsProject}
      description={setupLabels.saveAsProjectText}
    >
      {/* Rendered only while open, so each opening starts from the analysis again. */}
      <SaveProjectForm {...form} pending={pending} setPending={setPending} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}

interface SaveProjectFormProps extends Omit<SaveProjectDialogProps, 'open' | 'onOpenChange'> {
  pending: boolean;
  setPending: (pending: boolean) => void;
  onClose: () => void;
}

function SaveProjectForm({
  analysis,
  defaults,
  onSaved,
  saveProject,
  renderLimitPrompt,
  onError,
  pending,
  setPending,
  onClose,
}: SaveProjectFormProps) {
  const form = useForm({
    // The shared schema gives the messages the server would: a required name, an http(s) URL. The
    // project is saved as typed, with what the analysis found.
    resolver: resolverFrom(
      (fields: ProjectDefaults): ProjectInput => ({
        ...fields,
        niche: analysis.niche ?? '',
        keywords: analysis.keywords,
        competitors: analysis.competitors,
      }),
      zodResolver(projectInputSchema, undefined, { raw: true }),
    ),
    defaultValues: defaults,
    // The message stays until something changes, and the focus where the user left it.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  useErrorsClearedOnChange(form);
  const error = firstFormError(form.formState.errors);
  const [refusal, setRefusal] = useState<ApiError | null>(null);

  const submit = form.handleSubmit(async (input) => {
    if (pending) return;
    setRefusal(null);
    setPending(true);
    try {
      const project = await saveProject(input);
      toast.success(projectMessages.created);
      onSaved(project);
      onClose();
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === errorCodes.PLAN_LIMIT_REACHED) setRefusal(failure);
      else onError(failure, setupLabels.saveProjectFailed);
    } finally {
      setPending(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {refusal && renderLimitPrompt(refusal)}
      <div className="space-y-1.5">
        <Label htmlFor="setup-project-name">{setupLabels.projectName}</Label>
        <Input id="setup-project-name" placeholder="My website" {...form.register('name')} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="setup-project-url">{setupLabels.websiteUrl}</Label>
        <Input id="setup-project-url" type="url" inputMode="url" placeholder="https://example.com" {...form.register('url')} />
      </div>
      {error && <FieldError id="setup-project-error">{error}</FieldError>}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
          {setupLabels.cancel}
        </Button>
        {/* aria-disabled while sending: a disabled button would drop the focus out of the dialog. */}
        <Button type="submit" aria-disabled={pending} className="aria-disabled:opacity-50">
          {pending && <Loader2 className="animate-spin" />}
          {setupLabels.saveProject}
        </Button>
      </div>
    </form>
  );
}
