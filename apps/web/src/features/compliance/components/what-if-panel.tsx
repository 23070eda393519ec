import { FlaskConical } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import type { WhatIfFormProps } from './what-if-form';

// The form has a control for every fact of the profile (about 190 elements) and the draft rules behind them. Drawn
// open, it was most of the top of the phone page to style, lay out and hydrate, for a panel few visits use: it loads
// when asked for (its code starts loading as the pointer reaches the button).
const loadForm = () => import('./what-if-form');
const WhatIfForm = lazy(() => loadForm().then((module) => ({ default: module.WhatIfForm })));

/**
 * What if (★ beyond the spec): change a few facts without saving and see the obligations that would be added,
 * removed or moved. Folded until asked for.
 */
export function WhatIfPanel(props: WhatIfFormProps) {
  const [open, setOpen] = useState(false);
  // Once opened it stays mounted, so closing and opening again keeps the facts being tried.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const formId = useId();
  return (
    <Card>
      <CardContent className="grid grid-cols-1 gap-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 items-start gap-2">
            <FlaskConical className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden="true" />
            <div>
              <h2 className="text-base font-semibold text-ink">What if…</h2>
              <p className="text-sm text-muted">Try a change without saving it and see which obligations it adds or removes.</p>
            </div>
          </div>
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={open}
            aria-controls={opened ? formId : undefined}
            onPointerEnter={() => void loadForm()}
            onFocus={() => void loadForm()}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? 'Close' : 'Try a change'}
          </Button>
        </div>
        {opened && (
          <div id={formId} hidden={!open} className="grid grid-cols-1 gap-4">
            <Suspense fallback={<Spinner label="Loading the facts" className="py-6" />}>
              <WhatIfForm {...props} />
            </Suspense>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
