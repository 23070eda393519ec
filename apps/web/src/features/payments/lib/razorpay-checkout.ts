/** Razorpay's checkout.js, loaded only on the paying page (the CSP allows its origin there and nowhere else). */
const SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayHandlerResponse {
  razorpay_order_id?: string;
  razorpay_payment_id?: string;
  razorpay_signature?: string;
}

interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill?: { email?: string; name?: string };
  handler: (response: RazorpayHandlerResponse) => void;
  modal: { ondismiss: () => void };
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => { open(): void };
  }
}

let loading: Promise<void> | undefined;

export function loadRazorpay(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = undefined;
      reject(new Error('Failed to load Razorpay'));
    };
    document.head.append(script);
  });
  return loading;
}

export type PopupResult =
  { outcome: 'paid'; orderRef: string; paymentId: string; signature: string } | { outcome: 'dismissed' } | { outcome: 'invalid' };

/** Opens Razorpay's popup and resolves with what its handler received, or that it was dismissed. */
export async function openRazorpay(options: Omit<RazorpayOptions, 'handler' | 'modal'>): Promise<PopupResult> {
  await loadRazorpay();
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('Failed to load Razorpay');
  return new Promise((resolve) => {
    new Razorpay({
      ...options,
      handler: (response) => {
        const { razorpay_order_id: orderRef, razorpay_payment_id: paymentId, razorpay_signature: signature } = response;
        resolve(orderRef && paymentId && signature ? { outcome: 'paid', orderRef, paymentId, signature } : { outcome: 'invalid' });
      },
      modal: { ondismiss: () => resolve({ outcome: 'dismissed' }) },
    }).open();
  });
}
