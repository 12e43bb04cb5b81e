import { useState } from 'react';
import { errorCodes } from '@/shared/error-codes';
import { type Project, projectMessages } from '@/shared/projects';
import { Dialog } from '@/web/components/ui/dialog';
import { ApiError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { planLimitPromptFor } from '@/web/usage/components/plan-limit-prompt';
import { useCreateProject } from '../api/create-project';
import { emptyProjectForm, ProjectForm, type ProjectFormValues } from './project-form';

interface CreateProjectDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (project: Project) => void;
}

export function CreateProjectDialog({ open, onOpenChange, onCreated }: CreateProjectDialogProps) {
  const create = useCreateProject();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      dismissible={!create.isPending}
      title="New project"
      description="A project is the website you are growing: its niche, keywords and competitors guide every tool."
    >
      <CreateProjectBody
        create={create}
        onCancel={() => onOpenChange(false)}
        onCreated={(project) => {
          onCreated(project);
          onOpenChange(false);
        }}
      />
    </Dialog>
  );
}

interface CreateProjectBodyProps {
  create: ReturnType<typeof useCreateProject>;
  onCancel: () => void;
  onCreated: (project: Project) => void;
}

// Inside the dialog, so a refusal from the last attempt is gone when it opens again.
function CreateProjectBody({ create, onCancel, onCreated }: CreateProjectBodyProps) {
  const [refusal, setRefusal] = useState<ApiError | null>(null);

  function submit(values: ProjectFormValues) {
    create.mutate(values, {
      onSuccess: (project) => {
        toast.success(projectMessages.created);
        onCreated(project);
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.code === errorCodes.PLAN_LIMIT_REACHED) setRefusal(failure);
        else toast.error((failure instanceof ApiError && failure.message) || projectMessages.createFailed);
      },
    });
  }

  return (
    <ProjectForm
      initialValues={emptyProjectForm}
      submitLabel="Create project"
      pending={create.isPending}
      onSubmit={submit}
      onCancel={onCancel}
      // A refusal at the plan's limit shows the core's upgrade prompt.
      notice={refusal && planLimitPromptFor(refusal)}
    />
  );
}
