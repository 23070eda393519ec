import { ButtonLink } from '@/components/ui/button-link';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="flex flex-col items-center gap-3 py-24 text-center">
      <p className="text-sm font-semibold text-accent-700">404</p>
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="text-muted">The page you asked for does not exist.</p>
      <ButtonLink to="/dashboard">Go to dashboard</ButtonLink>
    </div>
  );
}

export { NotFoundPage as Component };
