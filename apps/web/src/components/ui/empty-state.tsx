import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from './button-link';
import { Card, CardContent } from './card';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  /** `h1` where the card is the whole page (nothing to list yet), `h2` under the page's own heading. */
  titleAs?: 'h1' | 'h2';
  /** What will appear here, and how to get there. */
  children: ReactNode;
  /** The way onward, e.g. Browse Services. */
  actions: ReactNode;
}

/** A page's "nothing here yet" card: an icon, what is missing, what will appear and the button(s) that lead there. */
export function EmptyState({ icon: Icon, title, titleAs: Title = 'h2', children, actions }: EmptyStateProps) {
  return (
    <Card>
      <CardContent className="grid grid-cols-1 justify-items-center gap-3 py-16 text-center">
        <Icon className="size-10 text-accent-600" aria-hidden="true" />
        <Title className="text-xl font-semibold text-ink">{title}</Title>
        <p className="max-w-md text-muted">{children}</p>
        <div className="flex flex-wrap justify-center gap-2">{actions}</div>
      </CardContent>
    </Card>
  );
}

/** The usual way onward from an empty founder page: the catalogue. */
export function BrowseServices() {
  return <ButtonLink to="/services">Browse Services</ButtonLink>;
}
