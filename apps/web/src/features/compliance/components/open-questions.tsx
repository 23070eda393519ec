import { CircleHelp } from 'lucide-react';
import { useState } from 'react';
import type { OpenQuestion, UpdateCompanyBody } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

interface OpenQuestionsProps {
  questions: readonly OpenQuestion[];
  /** Saves the answer on the company (owners and members); absent, the questions are shown without controls. */
  onAnswer?: ((changes: UpdateCompanyBody) => Promise<void>) | undefined;
}

/**
 * Obligations that exclude each other (MGT-7 or MGT-7A): while the profile cannot tell which applies, one side is
 * listed and the question that settles it is asked here, once, with what each answer changes.
 */
export function OpenQuestions({ questions, onAnswer }: OpenQuestionsProps) {
  if (questions.length === 0) return null;
  return (
    <Card>
      <CardContent className="grid grid-cols-1 gap-4">
        <div>
          <h2 className="text-base font-semibold text-ink">One answer settles your calendar</h2>
          <p className="text-sm text-muted">
            Some filings replace each other. Until you answer, the list shows the likelier one, marked “Assumed”.
          </p>
        </div>
        <ul className="grid gap-4">
          {questions.map((question) => (
            <QuestionItem key={question.id} question={question} onAnswer={onAnswer} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function QuestionItem({ question, onAnswer }: { question: OpenQuestion; onAnswer: OpenQuestionsProps['onAnswer'] }) {
  const [saving, setSaving] = useState<string | null>(null);
  const [figure, setFigure] = useState('');
  const save = async (key: string, changes: UpdateCompanyBody) => {
    if (!onAnswer) return;
    setSaving(key);
    try {
      await onAnswer(changes);
    } finally {
      setSaving(null);
    }
  };
  const headingId = `question-${question.id}`;
  return (
    <li className="grid gap-2 rounded-lg border border-line p-3" aria-labelledby={headingId} data-testid="open-question">
      <p id={headingId} className="flex items-start gap-2 font-medium text-ink">
        <CircleHelp className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
        {question.question}
      </p>
      <p className="text-sm text-muted">{question.explanation}</p>
      <ul className="grid gap-1 text-sm">
        {question.answers.map((answer) => (
          <li key={answer.label}>
            <span className="font-medium text-ink">{answer.label}:</span> <span className="text-muted">{answer.effect}</span>
            {answer.label === question.assumed && <span className="text-xs text-amber-800"> (listed until you answer)</span>}
          </li>
        ))}
      </ul>
      {onAnswer &&
        (question.input === 'choice' ? (
          <div className="flex flex-wrap gap-2">
            {question.answers.map((answer) => (
              <Button
                key={answer.label}
                size="sm"
                variant="secondary"
                loading={saving === answer.label}
                disabled={saving !== null}
                onClick={() => void save(answer.label, { [question.field]: answer.value })}
              >
                {answer.label}
              </Button>
            ))}
          </div>
        ) : (
          <form
            className="flex flex-wrap items-center gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (figure !== '') void save('figure', { [question.field]: Number(figure) });
            }}
          >
            <input
              inputMode="numeric"
              aria-label={question.question}
              value={figure}
              onChange={(event) => setFigure(event.target.value.replace(/\D/g, ''))}
              className="h-8 w-40 rounded-md border border-line px-2 text-sm"
            />
            <Button size="sm" type="submit" variant="secondary" loading={saving === 'figure'} disabled={figure === ''}>
              Save
            </Button>
          </form>
        ))}
    </li>
  );
}
