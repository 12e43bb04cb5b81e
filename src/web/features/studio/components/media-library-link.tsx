import { Button } from '@/web/components/ui/button';

/** Opens the media library from the editor, for an image or music not uploaded yet. */
export function MediaLibraryLink({ onOpen }: { onOpen: () => void }) {
  return (
    <Button variant="link" className="h-auto p-0 text-xs" onClick={onOpen}>
      Upload images or music
    </Button>
  );
}
