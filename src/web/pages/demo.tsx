import { DemoPage } from '@/web/features/demo/components/demo-page';
import { showPublicPage } from './show-public-page';
import '../styles.css';

export default showPublicPage(<DemoPage />);
