import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function Container({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8', className)} {...props} />;
}

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: ReactNode;
  description?: ReactNode;
  className?: string;
}

/** The eyebrow, h2 and lede that open every landing section; `id` labels the section via aria-labelledby. */
export function SectionHeading({ id, eyebrow, title, description, className }: SectionHeadingProps) {
  return (
    <div className={cn('max-w-2xl', className)}>
      <p className="text-sm font-semibold text-accent-700">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-semibold tracking-tight text-balance text-ink sm:text-4xl">
        {title}
      </h2>
      {description && <p className="mt-4 text-lg text-pretty text-muted">{description}</p>}
    </div>
  );
}

interface LandingSectionProps extends Omit<SectionHeadingProps, 'className'> {
  /** The band's own look (a border, a white background); the vertical rhythm is shared. */
  className?: string;
  children: ReactNode;
}

/** A landing band that opens with its heading, which names the section for screen readers. */
export function LandingSection({ id, eyebrow, title, description, className, children }: LandingSectionProps) {
  return (
    <section aria-labelledby={id} className={cn('py-16 sm:py-24', className)}>
      <Container>
        <SectionHeading id={id} eyebrow={eyebrow} title={title} description={description} />
        {children}
      </Container>
    </section>
  );
}

/** An icon on its rounded tile, as the landing's cards open; `className` gives the tile's size and colours. */
export function IconTile({ icon: Icon, className }: { icon: LucideIcon; className: string }) {
  return (
    <span className={cn('flex items-center justify-center rounded-lg', className)}>
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}
