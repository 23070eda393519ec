import { Toaster as SonnerToaster } from 'sonner';

/** sonner's default Toaster (richColors fails WCAG AA contrast, STACK-NOTES §8), bottom-right so it never covers the header. */
export function Toaster() {
  return <SonnerToaster position="bottom-right" duration={5000} closeButton />;
}

export { toast } from 'sonner';
