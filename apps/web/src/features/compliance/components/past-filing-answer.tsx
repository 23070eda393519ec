import { CircleHelp } from 'lucide-react';
import { createContext, useContext, useId, useState } from 'react';
import type { PastFilingBody, Requirement } from '@charter/shared';
import { Button } from '@/components/ui/button';

export interface PastFilingAnswer {
  /** Saves the founder's answer for one filing due before the company joined (the page composes the call in). */
  answer: (requirement: Requirement, answer: PastFilingBody['answer']) => Promise<void>;
  /** The requirement whose answer is being saved. */
  answeringId: string | null;
}

/** Given by the compliance page to members who may write, on today's list; absent, the assumption is only shown. */
export const PastFilingAnswerContext = createContext<PastFilingAnswer | undefined>(undefined);

/**
 * Says that a filing counts as done only on the founder's word for every filing due before the company joined, and
 * lets them change it for this one: "Not filed yet" opens it (overdue from its date), "It was filed" confirms it.
 */
export function AssumedDoneNote({ requirement }: { requirement: Requirement }) {
  const context = useContext(PastFilingAnswerContext);
  const [changing, setChanging] = useState(false);
  const questionId = useId();
  if (!requirement.assumed_done) return null;
  const answering = context?.answeringId === requirement.id;
  return (
    <div className="grid gap-2 rounded-lg border border-amber-200 bg-amber-50 p-2.5 text-sm text-amber-950" data-testid="assumed-done">
      <div className="flex items-start gap-2">
        <CircleHelp className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
        <p className="min-w-0 flex-1">
          <span className="font-medium">Assumed done:</span> it fell due before you added the company, and you said those filings were made.
        </p>
        {context && !changing && (
          <Button size="sm" variant="secondary" className="h-7 shrink-0 px-2" onClick={() => setChanging(true)}>
            Change<span className="sr-only"> whether {requirement.name} was filed</span>
          </Button>
        )}
      </div>
      {context && changing && (
        <div role="group" aria-labelledby={questionId} className="grid gap-2">
          <p id={questionId} className="font-medium">
            Was {requirement.name} filed?
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="secondary"
              loading={answering}
              disabled={context.answeringId !== null}
              onClick={() => void context.answer(requirement, 'not_filed')}
            >
              Not filed yet
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={context.answeringId !== null}
              onClick={() => void context.answer(requirement, 'filed')}
            >
              Yes, it was filed
            </Button>
            <Button size="sm" variant="ghost" disabled={answering} onClick={() => setChanging(false)}>
              Cancel
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
