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
 * Where the last press was (a pointer or Enter/Space): the control, and its box then (a button that turns into a
 * spinner, or leaves the page, can no longer be measured when the answer comes).
 */
let lastPress: { element: Element; box: DOMRect } | null = null;
if (typeof window !== 'undefined') {
  const remember = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest('button, a, input, select, label, [role="button"]') : null;
    if (control) lastPress = { element: control, box: control.getBoundingClientRect() };
  };
  window.addEventListener('pointerdown', remember, true);
  window.addEventListener('keydown', (event) => (event.key === 'Enter' || event.key === ' ') && remember(event), true);
}

/** Whether the control last pressed sits in the upper half of the window (where a phone's toast would land on it). */
function pressedNearTop(): boolean {
  if (!lastPress) return false;
  const box = lastPress.element.isConnected ? lastPress.element.getBoundingClientRect() : lastPress.box;
  return box.height > 0 && (box.top + box.bottom) / 2 < window.innerHeight / 2;
}

// On a phone the toast goes where the control that caused it is not: at the top, unless that control is up there.
type PhoneEdge = 'top-center' | 'bottom-center';
let phoneEdge: PhoneEdge = 'top-center';
const edgeListeners = new Set<() => void>();
const subscribeEdge = (listener: () => void) => {
  edgeListeners.add(listener);
  return () => void edgeListeners.delete(listener);
};
function choosePhoneEdge(): void {
  const next: PhoneEdge = pressedNearTop() ? 'bottom-center' : 'top-center';
  if (next === phoneEdge) return;
  phoneEdge = next;
  for (const listener of edgeListeners) listener();
}

/**
 * sonner's default Toaster (richColors fails WCAG AA contrast, STACK-NOTES §8). On wide screens bottom-right, clear of
 * the header (and its Ask Charter button) and below the assistant panel, which stops short of the bottom for them. On
 * phones a toast spans the width, so it must not land on the button just pressed (issue 30): at the top, just below
 * the 64 px header (its Ask Charter, Logout and menu buttons) and a dialog's close button, where a dialog's Continue
 * and the assistant panel's Send (at the bottom) stay clear; at the bottom when the press was in the upper half of the
 * window (a button just under the header). sonner switches to its phone layout (mobileOffset) only up to 600 px; from
 * there to 639 px `offset` keeps the toast clear of the header too.
 */
export function Toaster() {
  const phone = useMediaQuery('(max-width: 639px)');
  const shown = useSyncExternalStore(
    subscribeWanted,
    () => wanted,
    () => false,
  );
  const edge = useSyncExternalStore(
    subscribeEdge,
    () => phoneEdge,
    () => 'top-center' as const,
  );
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position={phone ? edge : 'bottom-right'}
        offset={{ top: 72, bottom: 16 }}
        mobileOffset={{ top: 72, bottom: 16, left: 16, right: 16 }}
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
  choosePhoneEdge();
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
