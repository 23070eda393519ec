import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code (its form, and Radix's focus trap, scroll lock and dismissal) loads when it is first opened
 * (`isOpen` says when), then stays mounted so closing it keeps its state. For dialogs most visits never open.
 */
export function lazyDialog<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  isOpen: (props: Props) => boolean,
): ComponentType<Props> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog(props: Props) {
    const open = isOpen(props);
    const [wanted, setWanted] = useState(open);
    if (open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
