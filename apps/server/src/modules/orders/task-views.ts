import type { OrderDocument, OrderTask, TaskComment, TimelineEntry } from '@charter/shared';
import type { DocumentRow, TaskRow } from './orders.repository';
import type { CommentRow } from './tasks.repository';

/** How the API shows a document: where to download it, never where it is stored. */
export function toDocumentView(document: DocumentRow): OrderDocument {
  return {
    id: document.id,
    filename: document.filename,
    size: document.size,
    kind: document.kind,
    created_at: document.createdAt.toISOString(),
    uploaded_at: document.createdAt.toISOString(),
    uploaded_by_role: document.uploadedByRole,
    uploaded_by_type: document.uploadedByType,
    uploaded_by_name: document.uploadedByName,
    download_url: `/api/orders/${document.orderId}/documents/${document.id}/download`,
  };
}

export function toCommentView(comment: CommentRow): TaskComment {
  return {
    id: comment.id,
    task_id: comment.taskId,
    user_name: comment.authorName,
    user_type: comment.authorType,
    comment: comment.comment,
    created_at: comment.createdAt.toISOString(),
  };
}

/** Whether completing the task changes what is earned or refunded (milestone pricing: its weight or its spends). */
export const earnsFee = (task: Pick<TaskRow, 'weight' | 'spends'>): boolean => task.weight > 0 || task.spends.length > 0;

/** Tasks with their own documents and comments (each list already in display order). */
export function toTaskViews(
  order: { id: string; orderNumber: string },
  tasks: TaskRow[],
  documents: DocumentRow[],
  comments: CommentRow[],
): OrderTask[] {
  return tasks.map((task) => ({
    id: task.id,
    order_id: order.id,
    order_number: order.orderNumber,
    title: task.title,
    description: task.description,
    status: task.status,
    category: task.category,
    priority: task.priority,
    due_date: task.dueDate,
    created_at: task.createdAt.toISOString(),
    submitted_at: task.submittedAt?.toISOString() ?? null,
    // The founder sees their agent as staff sign comments: the name with the Charter label.
    assigned_to: task.assigneeName ? `${task.assigneeName} (Charter)` : null,
    performer: task.performer,
    earns_fee: earnsFee(task),
    documents: documents.filter((document) => document.taskId === task.id).map(toDocumentView),
    comments: comments.filter((comment) => comment.taskId === task.id).map(toCommentView),
  }));
}

/** A timeline entry as founders and staff read it (agent_name: the staff member who wrote it, or none). */
export function toTimelineView(entry: {
  id: string;
  title: string;
  description: string;
  status: TimelineEntry['status'];
  createdAt: Date;
  docIds: string[];
  authorName: string | null;
}): TimelineEntry {
  return {
    id: entry.id,
    title: entry.title,
    description: entry.description,
    status: entry.status,
    created_at: entry.createdAt.toISOString(),
    doc_ids: entry.docIds,
    agent_name: entry.authorName,
  };
}
