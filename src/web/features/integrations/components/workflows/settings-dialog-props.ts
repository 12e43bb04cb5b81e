import type { Workflow } from '@/shared/integrations/workflows';

/** What a workflow's settings dialog is given: its card, and how to close it. Saving it activates the workflow. */
export interface WorkflowSettingsDialogProps {
  workflow: Workflow;
  onClose: () => void;
}
