import { paths } from '@/web/config/paths';
import { sections } from '../sections';
import { RequireAdmin } from './guards';
import { SectionPage } from './section-page';

const adminSection = sections.find((section) => section.path === paths.admin);

export function AdminRoute() {
  if (!adminSection) return null;
  return (
    <RequireAdmin>
      <SectionPage section={adminSection} />
    </RequireAdmin>
  );
}
