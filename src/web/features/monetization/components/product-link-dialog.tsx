import type { DigitalProduct } from '@/shared/monetization/products';
import type { TrackedLink as Link } from '@/shared/monetization/programs';
import { Dialog } from '@/web/components/ui/dialog';
import { ContentLinkCopier } from './content-link-copier';
import { TrackedLink } from './tracked-link';

/** A product's tracked link to share, and a copy of it that credits a content item. */
export function ProductLinkDialog({ product, link, onClose }: { product: DigitalProduct; link: Link; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`${product.name}: tracked link`} className="sm:max-w-xl">
      <div className="space-y-4 text-sm">
        <TrackedLink link={link} />
        <p className="text-xs break-all text-gray-500">Leads to {link.destination}</p>
        <ContentLinkCopier linkUrl={link.url} />
      </div>
    </Dialog>
  );
}
