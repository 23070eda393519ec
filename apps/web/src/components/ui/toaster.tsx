import { Toaster as SonnerToaster } from 'sonner';
import { useMediaQuery } from '@/lib/use-media-query';

/**
 * sonner's default Toaster (richColors fails WCAG AA contrast, STACK-NOTES §8). On wide screens bottom-right, clear of
 * the header; on phones at the top, because a bottom toast spans the width and covers a dialog's Continue button.
 */
export function Toaster() {
  const phone = useMediaQuery('(max-width: 639px)');
  return <SonnerToaster position={phone ? 'top-center' : 'bottom-right'} duration={5000} closeButton />;
}

export { toast } from 'sonner';
