import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { toast as sonnerToast } from 'sonner';
import { useMediaQuery } from '@/lib/use-media-query';

// sonner (about 9 KB compressed) is needed only to show a toast: it loads when the first one is asked for (or a form
// that will show one is sent, prepareToasts), not with the page (issue 14: what a page downloads).
const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

let wanted = false;
const wantedListeners = new Set<() => void>();
const subscribeWanted = (listener: () => void) => {
  wantedListeners.add(listener);
  return () => void wantedListeners.delete(listener);
};

/** Starts loading the toasts (a form about to answer with one calls it as it is sent); toast calls do it themselves. */
export function prepareToasts(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of wantedListeners) listener();
}

// A toast sent before the Toaster subscribed would be lost (sonner's Toaster starts empty), so toasts wait for it.
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Rendered after sonner's Toaster: its effect runs once the Toaster's own subscription is in place. */
function MountedSignal() {
  useEffect(() => markMounted(), []);
  return null;
}

/**
 * sonner's default Toaster (richColors fails WCAG AA contrast, STACK-NOTES §8). On wide screens bottom-right, clear of
 * the header (and its Ask Charter button) and below the assistant panel, which stops short of the bottom for them. On
 * phones a toast spans the width: at the bottom it covered a dialog's Continue button and the assistant panel's Send
 * button, so it shows at the top, just below the 64 px header (its Ask Charter, Logout and menu buttons) and below a
 * dialog's close button. sonner switches to its phone layout (mobileOffset) only up to 600 px; from there to 639 px the
 * toast is still at the top, so `offset` keeps it below the header too.
 */
export function Toaster() {
  const phone = useMediaQuery('(max-width: 639px)');
  const shown = useSyncExternalStore(
    subscribeWanted,
    () => wanted,
    () => false,
  );
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position={phone ? 'top-center' : 'bottom-right'}
        offset={{ top: 72 }}
        mobileOffset={{ top: 72, left: 16, right: 16 }}
        duration={5000}
        closeButton
      />
      <MountedSignal />
    </Suspense>
  );
}

type SonnerToast = typeof sonnerToast;

async function ready(): Promise<SonnerToast> {
  prepareToasts();
  const [{ toast }] = await Promise.all([import('sonner'), mounted]);
  return toast;
}

/** The toasts the app shows; each call is queued until sonner and its Toaster are in place (a moment after load). */
export const toast = {
  success: (...args: Parameters<SonnerToast['success']>) => void ready().then((sonner) => sonner.success(...args)),
  error: (...args: Parameters<SonnerToast['error']>) => void ready().then((sonner) => sonner.error(...args)),
  info: (...args: Parameters<SonnerToast['info']>) => void ready().then((sonner) => sonner.info(...args)),
  message: (...args: Parameters<SonnerToast['message']>) => void ready().then((sonner) => sonner.message(...args)),
  // Nothing to dismiss before any toast was wanted: a page dismissing its error toast on every load must not load sonner.
  dismiss: (...args: Parameters<SonnerToast['dismiss']>) => {
    if (wanted) void ready().then((sonner) => sonner.dismiss(...args));
  },
};
