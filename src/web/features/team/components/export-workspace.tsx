import { Download } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { workspaceExportUrl } from '../api/export-workspace';

/** The Owner's copy of the whole workspace: every table's rows as JSON and its uploaded files, in one zip. */
export function ExportWorkspace({ workspaceName }: { workspaceName: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-100 px-6 py-4">
      <p className="text-sm text-gray-600">Download everything in {workspaceName}: its data as JSON and its uploaded files, in one zip.</p>
      <Button variant="outline" asChild>
        <a href={workspaceExportUrl} download>
          <Download aria-hidden /> Export workspace
        </a>
      </Button>
    </div>
  );
}
