import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/web/config/paths';
import { contentLabels } from '../labels';

/** The calendar's way back to the content library, above its title. */
export function BackToContentLink() {
  return (
    <Link to={paths.content} className="inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:text-brand-700">
      <ArrowLeft className="size-4" aria-hidden />
      {contentLabels.backToContent}
    </Link>
  );
}
