import { errorCodes } from '@/shared/error-codes';
import { studioMessages } from '@/shared/studio/studio';
import { ApiError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';

/** A render that could not start: one already under way says so in the spec's words, anything else as usual. */
export function useRenderFailureToast() {
  const reportFailure = useActionFailureToast();
  return (error: unknown) => {
    if (error instanceof ApiError && error.code === errorCodes.RENDER_UNDER_WAY) toast.error(studioMessages.renderUnderWay);
    else reportFailure(error, 'Failed to start the render');
  };
}
