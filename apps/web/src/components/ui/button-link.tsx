import type { VariantProps } from 'class-variance-authority';
import { Link, type LinkProps } from 'react-router';
import { Button, type buttonVariants } from './button';

export type ButtonLinkProps = LinkProps & VariantProps<typeof buttonVariants>;

/** A link to another screen that looks like a button: the router's Link in Button's styles. */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link {...props} />
    </Button>
  );
}
