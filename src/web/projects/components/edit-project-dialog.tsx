import { Loader2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { type Project, projectMessages } from '@/shared/projects';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { ApiError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { useDeleteProject } from '../api/delete-project';
import { useUpdateProject } from '../api/update-project';
import { ProjectForm, projectFormValues, type ProjectFormValues } from './project-form';

interface EditProjectDialogProps {
  /** The project as it was when editing began; null while closed. */
  project: Project | null;
  onClose: () => void;
}

export function EditProjectDialog({ project, onClose }: EditProjectDialogProps) {
  const update = useUpdateProject();
  const remove = useDeleteProject();
  return (
    <Dialog
      open={project !== null}
      onOpenChange={(open) => !open && onClose()}
      dismissible={!update.isPending && !remove.isPending}
      title="Edit project"
      description="Its niche, keywords and competitors guide every tool."
    >
      {project && <EditProjectBody project={project} update={update} remove={remove} onClose={onClose} />}
    </Dialog>
  );
}

interface EditProjectBodyProps {
  project: Project;
  update: ReturnType<typeof useUpdateProject>;
  remove: ReturnType<typeof useDeleteProject>;
  onClose: () => void;
}

const serverMessage = (failure: unknown) => (failure instanceof ApiError && failure.message) || null;

function EditProjectBody({ project, update, remove, onClose }: EditProjectBodyProps) {
  // Focus follows the step: into the confirmation, and back to 'Delete project' when it is cancelled.
  const [deleteStep, setDeleteStep] = useState<'idle' | 'confirming' | 'cancelled'>('idle');
  const pending = update.isPending || remove.isPending;

  function save(values: ProjectFormValues) {
    update.mutate(
      { id: project.id, input: values },
      {
        onSuccess: () => {
          toast.success(projectMessages.updated);
          onClose();
        },
        onError: (failure) => toast.error(serverMessage(failure) ?? projectMessages.updateFailed),
      },
    );
  }

  function confirmDelete() {
    if (remove.isPending) return;
    // The stored current-project id may now name nothing: the selector falls back to the newest project.
    remove.mutate(project.id, {
      onSuccess: () => {
        toast.success(projectMessages.deleted);
        onClose();
      },
      onError: (failure) => toast.error(serverMessage(failure) ?? projectMessages.deleteFailed),
    });
  }

  const confirmation = (
    <div className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-4">
      <p className="text-sm text-red-800">{projectMessages.deleteConfirm(project.name)}</p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" autoFocus onClick={() => setDeleteStep('cancelled')} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button
          type="button"
          onClick={confirmDelete}
          variant="destructive"
          aria-disabled={remove.isPending}
          className="aria-disabled:opacity-50"
        >
          {remove.isPending && <Loader2 className="animate-spin" />}
          Delete
        </Button>
      </div>
    </div>
  );

  return (
    <ProjectForm
      initialValues={projectFormValues(project)}
      submitLabel="Save changes"
      pending={pending}
      onSubmit={save}
      onCancel={onClose}
      extraAction={
        <Button
          type="button"
          variant="ghost"
          autoFocus={deleteStep === 'cancelled'}
          onClick={() => !pending && setDeleteStep('confirming')}
          aria-disabled={pending}
          className="text-red-600 hover:bg-red-50 aria-disabled:opacity-50 sm:mr-auto"
        >
          <Trash2 aria-hidden />
          Delete project
        </Button>
      }
      footer={deleteStep === 'confirming' ? confirmation : undefined}
    />
  );
}
