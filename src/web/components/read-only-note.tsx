import { Eye } from 'lucide-react';
import { permissionMessages } from '@/shared/messages';
import { usePermissions } from '@/web/lib/permissions';

/** A Viewer's reminder, above every screen, of why the screens offer no changes. */
export function ReadOnlyNote() {
  const { role, canEdit } = usePermissions();
  if (!role || canEdit) return null;
  return <ReadOnlyNoteView />;
}

/** The note as it shows, in the frame or in a screen's shell. */
export function ReadOnlyNoteView() {
  return (
    <p
      role="note"
      data-testid="read-only-note"
      className="flex items-start gap-2 border-b border-gray-200 bg-gray-100 px-4 py-2 text-sm text-gray-700 sm:px-6"
    >
      <Eye className="mt-0.5 size-4 shrink-0 text-gray-500" aria-hidden />
      {permissionMessages.readOnly}
    </p>
  );
}
