import { LandingPage } from '@/web/features/landing/components/landing-page';
import { showPublicPage } from './show-public-page';
import '../styles.css';

export default showPublicPage(<LandingPage />);
