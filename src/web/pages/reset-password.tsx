import { ResetPasswordPage } from '@/web/sign-in/components/reset-password-page';
import { showPublicPage } from './show-public-page';
import '../styles.css';

// The build renders the page without an address; the browser reads the link's token when it hydrates.
const params = typeof window === 'undefined' ? new URLSearchParams() : new URLSearchParams(window.location.search);

export default showPublicPage(<ResetPasswordPage token={params.get('token')} linkError={params.has('error')} />);
