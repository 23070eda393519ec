import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';

/** An honest page for a section whose feature has not shipped yet. */
export function UpcomingPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-16 text-center">
        <Construction className="size-10 text-accent-600" aria-hidden="true" />
        <h1 className="text-xl font-semibold">{title}</h1>
        <p className="max-w-md text-muted">
          This part of Charter is on its way and is not available yet. Everything else keeps working in the meantime.
        </p>
        <Button asChild variant="secondary">
          <Link to="/dashboard">Back to dashboard</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
