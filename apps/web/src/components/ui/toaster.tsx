import { Toaster as SonnerToaster } from 'sonner';
import { useMediaQuery } from '@/lib/use-media-query';

/**
 * sonner's default Toaster (richColors fails WCAG AA contrast, STACK-NOTES §8). On wide screens bottom-right, clear of
 * the header. On phones a toast spans the width: at the bottom it covered a dialog's Continue button, so it shows at
 * the top, just below the 64 px header (its Logout and menu buttons) and below a dialog's close button.
 */
export function Toaster() {
  const phone = useMediaQuery('(max-width: 639px)');
  return (
    <SonnerToaster
      position={phone ? 'top-center' : 'bottom-right'}
      mobileOffset={{ top: 72, left: 16, right: 16 }}
      duration={5000}
      closeButton
    />
  );
}

export { toast } from 'sonner';
