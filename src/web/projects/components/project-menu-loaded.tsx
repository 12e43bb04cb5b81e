import { Check, Pencil, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Project } from '@/shared/projects';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu';
import type { LoadedMenuProps } from '@/web/components/ui/menu-on-demand';
import { usePermissions } from '@/web/lib/permissions';
import { useCurrentProject } from '../use-current-project';
import { CreateProjectDialog } from './create-project-dialog';
import { EditProjectDialog } from './edit-project-dialog';

/** The project selector's menu with 'New project' and 'Edit project', and their dialogs, loaded when first opened (project-selector.tsx). */
export function LoadedProjectMenu({ trigger, defaultOpen, onContentFocus }: LoadedMenuProps) {
  const { project, projects, isPending, select } = useCurrentProject();
  const { canEdit } = usePermissions();
  const [creating, setCreating] = useState(false);
  // A snapshot: while a delete settles, the current project changes under the open dialog.
  const [editing, setEditing] = useState<Project | null>(null);
  // A dialog opens once the menu has handed focus back to its trigger: otherwise the menu's focus
  // return lands behind the open dialog, and the dialog would later return focus to a removed item.
  const requested = useRef<'create' | 'edit' | null>(null);

  return (
    <>
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
        <DropdownMenuContent
          align="start"
          className="w-64"
          onFocus={onContentFocus}
          onCloseAutoFocus={() => {
            if (requested.current === 'create') setCreating(true);
            if (requested.current === 'edit') setEditing(project);
            requested.current = null;
          }}
        >
          <DropdownMenuLabel className="text-xs font-medium uppercase tracking-wide text-gray-500">Projects</DropdownMenuLabel>
          <div className="max-h-72 overflow-y-auto">
            {projects.length === 0 && !isPending && (
              <p className="px-3 py-2 text-sm text-gray-500">
                {canEdit ? 'No projects yet. Create one to get started.' : 'No projects yet.'}
              </p>
            )}
            {projects.map((item) => {
              const current = item.id === project?.id;
              return (
                <DropdownMenuItem key={item.id} onSelect={() => select(item.id)} aria-current={current || undefined}>
                  <Check className={current ? 'text-brand-600' : 'invisible'} aria-hidden />
                  <span className="min-w-0 flex-1 truncate">{item.name}</span>
                </DropdownMenuItem>
              );
            })}
          </div>
          {/* A Viewer picks the project to look at, but neither adds nor changes one. */}
          {canEdit && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => (requested.current = 'create')} className="text-brand-700">
                <Plus /> New project
              </DropdownMenuItem>
              {project && (
                <DropdownMenuItem onSelect={() => (requested.current = 'edit')}>
                  <Pencil /> Edit project
                </DropdownMenuItem>
              )}
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <CreateProjectDialog open={creating} onOpenChange={setCreating} onCreated={(created) => select(created.id)} />
      <EditProjectDialog project={editing} onClose={() => setEditing(null)} />
    </>
  );
}
