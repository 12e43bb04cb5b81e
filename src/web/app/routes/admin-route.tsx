import { paths } from '@/web/config/paths';
import { AdminPage } from '@/web/features/admin/components/admin-page';
import { sections } from '../sections';
import { RequireAdmin } from './guards';

const adminSection = sections.find((section) => section.path === paths.admin);

export function AdminRoute() {
  if (!adminSection) return null;
  return (
    <RequireAdmin>
      <AdminPage title={adminSection.title} description={adminSection.description} />
    </RequireAdmin>
  );
}
