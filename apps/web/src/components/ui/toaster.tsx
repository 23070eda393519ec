import { Toaster as SonnerToaster } from 'sonner';

/** sonner's default Toaster: its richColors variant fails WCAG AA contrast (STACK-NOTES §8). */
export function Toaster() {
  return <SonnerToaster position="top-right" duration={5000} closeButton />;
}

export { toast } from 'sonner';
