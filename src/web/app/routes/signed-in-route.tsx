import { type FrameParts, AppLayout } from '../layout/app-layout';
import { RequireUser } from './guards';

export function SignedInRoute({ frame }: { frame: FrameParts }) {
  return (
    <RequireUser>
      <AppLayout frame={frame} />
    </RequireUser>
  );
}
