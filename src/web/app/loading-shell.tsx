import { layoutMessages } from '@/shared/messages';
import { FullScreenLoader } from '@/web/components/ui/spinner';

/**
 * What index.html shows before the app's code has run, rendered into it by the build
 * (scripts/vite/public-pages.ts): the same loading state the router shows next, so the first paint
 * comes with the HTML and the app takes over without a visible change.
 */
export default <FullScreenLoader text={layoutMessages.loading} />;
