import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { type Project, projectInputSchema, projectMessages } from '@/shared/projects';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { firstFormError } from '@/web/lib/first-form-error';
import { resolverFrom } from '@/web/lib/resolver-from';

const fields = [
  { key: 'name', label: 'Project name *', placeholder: 'My website', type: 'text' },
  { key: 'url', label: 'Website URL', placeholder: 'https://example.com', type: 'url' },
  { key: 'niche', label: 'Niche', placeholder: 'Home fitness', type: 'text' },
  { key: 'keywords', label: 'Keywords (comma-separated)', placeholder: 'home workouts, kettlebells', type: 'text' },
  { key: 'competitors', label: 'Competitors (comma-separated)', placeholder: 'rival.com, other.io', type: 'text' },
] as const;

export type ProjectFormValues = Record<(typeof fields)[number]['key'], string>;

export const emptyProjectForm: ProjectFormValues = { name: '', url: '', niche: '', keywords: '', competitors: '' };

/** A saved project as the form shows it, its lists back in comma-separated text. */
export function projectFormValues(project: Project): ProjectFormValues {
  return {
    name: project.name,
    url: project.url ?? '',
    niche: project.niche ?? '',
    keywords: project.keywords.join(', '),
    competitors: project.competitors.join(', '),
  };
}

interface ProjectFormProps {
  initialValues: ProjectFormValues;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: ProjectFormValues) => void;
  onCancel: () => void;
  /** Above the fields, e.g. the plan-limit prompt. */
  notice?: ReactNode;
  /** At the start of the actions row, e.g. 'Delete project'. */
  extraAction?: ReactNode;
  /** Replaces the actions row, e.g. with a confirmation step. */
  footer?: ReactNode;
}

/** The project fields and their checks, shared by the create and edit dialogs. */
export function ProjectForm({ initialValues, submitLabel, pending, onSubmit, onCancel, notice, extraAction, footer }: ProjectFormProps) {
  // The shared schema gives the same messages the server would (required name, http(s) URL); the
  // message stays until the fields change. The fields are its input, the lists as typed text.
  const form = useForm({
    resolver: resolverFrom((fields: ProjectFormValues) => fields, zodResolver(projectInputSchema)),
    defaultValues: initialValues,
    reValidateMode: 'onSubmit',
  });
  const errors = form.formState.errors;
  const error = Object.keys(errors).length > 0 ? (firstFormError(errors) ?? projectMessages.fillRequired) : null;

  // The dialogs send the fields as typed: the server splits the lists.
  const submit = form.handleSubmit(() => {
    if (!pending) onSubmit(form.getValues());
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {notice}
      {error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
          {error}
        </p>
      )}
      {fields.map((field) => (
        <div key={field.key} className="space-y-1.5">
          <Label htmlFor={`project-${field.key}`}>{field.label}</Label>
          <Input
            id={`project-${field.key}`}
            type={field.type}
            {...form.register(field.key, { onChange: () => form.clearErrors() })}
            placeholder={field.placeholder}
          />
        </div>
      ))}
      {footer ?? (
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          {extraAction}
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          {/* aria-disabled while sending: a disabled button would drop the focus out of the dialog. */}
          <Button type="submit" aria-disabled={pending} className="aria-disabled:opacity-50">
            {pending && <Loader2 className="animate-spin" />}
            {submitLabel}
          </Button>
        </div>
      )}
    </form>
  );
}
