import type { ExternalToast, toast as sonnerToast } from 'sonner';

// Durations: default 4 s, success 3 s, error 5 s, loading until dismissed; at most 20 kept.
export const toastDurations = { default: 4000, success: 3000, error: 5000, loading: Infinity } as const;
export const maxToasts = 20;

type ToastId = string | number;
type Sonner = typeof sonnerToast;

// Sonner is loaded with the first toast or with the Toaster (after the first screen has been
// painted, app-providers-route.tsx), not with the app's first code: no screen needs it to show.
// Each toast keeps the id it is given here, so a caller can dismiss it before sonner has arrived;
// the calls reach sonner in the order they were made.
let loaded: Promise<Sonner> | undefined;
const sonner = () => (loaded ??= import('sonner').then((module) => module.toast));
let counter = 0;

const live: ToastId[] = [];

function forget(id: ToastId | undefined) {
  const index = live.indexOf(id as ToastId);
  if (index >= 0) live.splice(index, 1);
}

function withCleanup(options: ExternalToast | undefined, duration: number, id: ToastId): ExternalToast {
  return {
    duration,
    ...options,
    id,
    onDismiss: (t) => {
      forget(t.id);
      options?.onDismiss?.(t);
    },
    onAutoClose: (t) => {
      forget(t.id);
      options?.onAutoClose?.(t);
    },
  };
}

function show(kind: 'message' | 'success' | 'error' | 'loading', text: string, options: ExternalToast | undefined): ToastId {
  const id = options?.id ?? `toast-${++counter}`;
  forget(id);
  live.push(id);
  const dropped = live.length > maxToasts ? live.splice(0, live.length - maxToasts) : [];
  const duration = toastDurations[kind === 'message' ? 'default' : kind];
  void sonner().then((toast) => {
    for (const old of dropped) toast.dismiss(old);
    (kind === 'message' ? toast : toast[kind])(text, withCleanup(options, duration, id));
  });
  return id;
}

export const toast = {
  message: (text: string, options?: ExternalToast) => show('message', text, options),
  success: (text: string, options?: ExternalToast) => show('success', text, options),
  error: (text: string, options?: ExternalToast) => show('error', text, options),
  loading: (text: string, options?: ExternalToast) => show('loading', text, options),
  dismiss: (id?: ToastId) => {
    if (id === undefined) live.length = 0;
    else forget(id);
    void sonner().then((toast) => toast.dismiss(id));
  },
};
