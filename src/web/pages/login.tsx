import { LoginPage } from '@/web/sign-in/components/login-page';
import { paths } from '@/web/config/paths';
import { returnPathOf } from '@/web/lib/return-path';
import { showPublicPage } from './show-public-page';
import '../styles.css';

// A visitor who signs in here loads the app afresh (the server sends signed-in visitors of /login on),
// back where a lost session left them (?redirect=).
export default showPublicPage(
  <LoginPage onSignedIn={() => window.location.assign(returnPathOf(window.location.search) ?? paths.dashboard)} />,
);
