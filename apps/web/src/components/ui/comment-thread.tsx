import type { FormEvent } from 'react';
import { TASK_COMMENT_MAX, type TaskComment } from '@charter/shared';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';
import { Badge } from './badge';
import { Button } from './button';
import { TextareaField, useRequiredText } from './textarea';

/** A task's comments, oldest first; the Charter agent's stand out. `labelCustomers` names the other side too (for staff). */
export function CommentList({ comments, labelCustomers = false }: { comments: readonly TaskComment[]; labelCustomers?: boolean }) {
  if (comments.length === 0) return <p className="text-sm text-muted">No comments yet.</p>;
  return (
    <ul className="grid grid-cols-1 gap-2">
      {comments.map((comment) => (
        <li
          key={comment.id}
          className={cn('rounded-lg border p-3', comment.user_type === 'admin' ? 'border-accent-100 bg-accent-50' : 'border-line')}
        >
          <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
            <span className="font-semibold text-ink">{comment.user_name}</span>
            {comment.user_type === 'admin' ? (
              <Badge tone="accent">Charter agent</Badge>
            ) : (
              labelCustomers && <Badge tone="outline">Customer</Badge>
            )}
            <span>{formatDate(comment.created_at)}</span>
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words text-sm text-ink">{comment.comment}</p>
        </li>
      ))}
    </ul>
  );
}

export type CommentFormProps = {
  /** The field's id, unique on the page (its error is `${id}-error`). */
  id: string;
  label: string;
  placeholder: string;
  pending: boolean;
  /** Sends the trimmed comment; `clear` empties the field once it is saved. */
  onAdd: (comment: string, clear: () => void) => void;
};

/** The field under a comment list: refuses an empty comment before anything is sent. */
export function CommentForm({ id, label, placeholder, pending, onAdd }: CommentFormProps) {
  const comment = useRequiredText('Write a comment first.');

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = comment.take();
    if (text) onAdd(text, comment.clear);
  }

  return (
    <form onSubmit={submit} className="grid grid-cols-1 gap-2" noValidate>
      <TextareaField id={id} label={label} {...comment.field} maxLength={TASK_COMMENT_MAX} rows={3} placeholder={placeholder} />
      <Button type="submit" variant="secondary" className="justify-self-start" loading={pending}>
        Add Comment
      </Button>
    </form>
  );
}
