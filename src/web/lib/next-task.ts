/**
 * Resolves in a task of its own: work after it does not lengthen the task that awaited it, so that a
 * tap or a paint can come between (on a slow phone, one long task is a page that does not answer).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
