import type { TrackedLink as Link } from '@/shared/monetization/programs';
import { CopyButton } from '@/web/components/ui/copy-button';

/** A tracked link to share, with its copy button; the destination it leads to on hover. */
export function TrackedLink({ link }: { link: Link }) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <code className="truncate text-xs text-brand-700" title={`Leads to ${link.destination}`}>
        {link.url}
      </code>
      <CopyButton text={link.url} label="Copy" variant="ghost" className="h-7 px-2" />
    </div>
  );
}
