import { ShoppingCart } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { useCart } from '../api/use-cart';

interface CartNavLinkProps {
  companyId: string | undefined;
  className?: string;
  onNavigate?: () => void;
  /** In the header's nav: the product's name alone (the icon says cart); "Cart" is kept for screen readers. */
  compact?: boolean;
}

/**
 * The cart in the main navigation (issue 30): the cart holds one product, so it shows that product's name rather than
 * a count; empty, it says so. Nothing until a company is selected (a cart belongs to a company).
 */
export function CartNavLink({ companyId, className, onNavigate, compact = false }: CartNavLinkProps) {
  const cart = useCart(companyId);
  if (!companyId || !cart.data) return null;
  const item = cart.data.items[0];
  return (
    <NavLink
      to="/cart"
      onClick={onNavigate}
      title={item ? `In your cart: ${item.service_name}` : 'Your cart is empty'}
      data-testid="nav-cart"
      className={({ isActive }) =>
        cn(
          'flex min-w-0 items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium text-muted hover:bg-slate-100 hover:text-ink',
          isActive && 'bg-accent-50 text-accent-700',
          className,
        )
      }
    >
      <ShoppingCart className="size-4 shrink-0" aria-hidden="true" />
      <span className={compact && item ? 'sr-only' : 'shrink-0'}>Cart</span>
      <span className={cn('min-w-0 truncate', item ? 'rounded-full bg-accent-50 px-2 text-xs text-accent-700' : 'text-xs')}>
        {item ? item.service_name : 'empty'}
      </span>
    </NavLink>
  );
}
