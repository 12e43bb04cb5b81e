import { Loader2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { type Project, projectInputSchema, projectMessages } from '@/shared/projects';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { ApiError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { useCreateProject } from '../api/create-project';

/** Renders the upgrade prompt for a PLAN_LIMIT_REACHED refusal; the app passes the usage feature's. */
export type LimitPromptRenderer = (refusal: ApiError) => ReactNode;

interface CreateProjectDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (project: Project) => void;
  renderLimitPrompt: LimitPromptRenderer;
}

export function CreateProjectDialog({ open, onOpenChange, onCreated, renderLimitPrompt }: CreateProjectDialogProps) {
  const create = useCreateProject();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      dismissible={!create.isPending}
      title="New project"
      description="A project is the website you are growing: its niche, keywords and competitors guide every tool."
    >
      <ProjectFormBody
        create={create}
        renderLimitPrompt={renderLimitPrompt}
        onCancel={() => onOpenChange(false)}
        onCreated={(project) => {
          onCreated(project);
          onOpenChange(false);
        }}
      />
    </Dialog>
  );
}

interface ProjectFormBodyProps {
  create: ReturnType<typeof useCreateProject>;
  renderLimitPrompt: LimitPromptRenderer;
  onCancel: () => void;
  onCreated: (project: Project) => void;
}

const fields = [
  { key: 'name', label: 'Project name *', placeholder: 'My website', type: 'text' },
  { key: 'url', label: 'Website URL', placeholder: 'https://example.com', type: 'url' },
  { key: 'niche', label: 'Niche', placeholder: 'Home fitness', type: 'text' },
  { key: 'keywords', label: 'Keywords (comma-separated)', placeholder: 'home workouts, kettlebells', type: 'text' },
  { key: 'competitors', label: 'Competitors (comma-separated)', placeholder: 'rival.com, other.io', type: 'text' },
] as const;

type ProjectForm = Record<(typeof fields)[number]['key'], string>;

function ProjectFormBody({ create, renderLimitPrompt, onCancel, onCreated }: ProjectFormBodyProps) {
  const [form, setForm] = useState<ProjectForm>({ name: '', url: '', niche: '', keywords: '', competitors: '' });
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<ApiError | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    // The shared schema gives the same messages the server would (required name, http(s) URL).
    const parsed = projectInputSchema.safeParse(form);
    setError(parsed.success ? null : (parsed.error.issues[0]?.message ?? projectMessages.fillRequired));
    if (!parsed.success) return;
    create.mutate(form, {
      onSuccess: (project) => {
        toast.success(projectMessages.created);
        onCreated(project);
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.code === 'PLAN_LIMIT_REACHED') setRefusal(failure);
        else toast.error((failure instanceof ApiError && failure.message) || 'Failed to create project. Please try again.');
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {refusal && renderLimitPrompt(refusal)}
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
            value={form[field.key]}
            onChange={(event) => {
              setForm((current) => ({ ...current, [field.key]: event.target.value }));
              setError(null);
            }}
            placeholder={field.placeholder}
          />
        </div>
      ))}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={create.isPending}>
          Cancel
        </Button>
        {/* aria-disabled while sending: a disabled button would drop the focus out of the dialog. */}
        <Button type="submit" aria-disabled={create.isPending} className="aria-disabled:opacity-50">
          {create.isPending && <Loader2 className="animate-spin" />}
          Create project
        </Button>
      </div>
    </form>
  );
}
