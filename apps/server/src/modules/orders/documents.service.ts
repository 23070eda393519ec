import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { canUploadToTask, UPLOAD_EXTENSIONS, type OrderDocument, type UploadLimits } from '@charter/shared';
import { taskDocumentMail } from '../../adapters/mail/templates';
import { StoredFileNotFoundError, type FileStorage } from '../../adapters/storage/file-storage';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { ReceivedFile } from '../../http/multipart';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/ids';
import type { AuditService } from '../audit/audit.service';
import type { Mailer } from '../mail/mail.service';
import { checkUploadType, sanitiseFilename } from './document-files';
import type { OrdersService } from './orders.service';
import { ordersRepository, type DocumentRow, type OrderRow, type TaskRow } from './orders.repository';
import { toDocumentView } from './task-views';
import { tasksRepository } from './tasks.repository';
import { refuseCharterTask } from './tasks.service';
import { taskTarget } from './audit-targets';

interface Deps {
  db: Db;
  clock: Clock;
  orders: Pick<OrdersService, 'visibleOrder' | 'receiptPdf'>;
  audit: AuditService;
  mailer: Mailer;
  /** Who is told when staff upload: the company's members (the members service, in the caller's transaction). */
  contacts: (executor: Db, companyId: string) => Promise<{ name: string; email: string }[]>;
  storage: FileStorage;
  maxBytes: number;
  appUrl: string;
  /** Where a file that could not be removed after a failed write is reported (it is then unreferenced, never served). */
  onOrphan?: (key: string, error: unknown) => void;
}

/** A document ready to send: always as an attachment, with the type it was accepted as. */
export interface DocumentFile {
  filename: string;
  contentType: string;
  body: Buffer | Readable;
  size: number | undefined;
}

/** Spec §4: a task that is completed or under review takes no documents; a cancelled order's tasks take none either. */
function refuseUpload(order: OrderRow, task: TaskRow): void {
  if (order.orderStatus === 'cancelled') throw new AppError('CONFLICT', 'This order was cancelled: its tasks cannot change.');
  if (canUploadToTask(task.status)) return;
  throw new AppError(
    'CONFLICT',
    task.status === 'completed'
      ? 'This task is completed: reopen it to upload more documents.'
      : 'This task is under review: documents can be uploaded again once the review is done.',
  );
}

/**
 * Task documents (issue 11 §2): uploads checked for size and type, stored under random keys through the storage
 * adapter, recorded with the task's move to submitted, the timeline entry and the audit event in one transaction; and
 * downloads for the company's members and staff only.
 */
export function createDocumentsService({ db, clock, orders, audit, mailer, contacts, storage, maxBytes, appUrl, onOrphan }: Deps) {
  async function serve(order: OrderRow, document: DocumentRow): Promise<DocumentFile> {
    if (document.kind === 'receipt') {
      const body = await orders.receiptPdf(order);
      return { filename: document.filename, contentType: 'application/pdf', body, size: body.length };
    }
    if (!document.storageKey) throw AppError.notFound('Document');
    try {
      const stored = await storage.get(document.storageKey);
      return {
        filename: document.filename,
        contentType: document.contentType ?? 'application/octet-stream',
        body: stored.body,
        size: stored.size ?? document.size,
      };
    } catch (error) {
      if (error instanceof StoredFileNotFoundError) throw new AppError('NOT_FOUND', 'Document not found', { cause: error });
      throw error;
    }
  }

  async function removeStored(key: string) {
    try {
      await storage.delete(key);
    } catch (error) {
      onOrphan?.(key, error);
    }
  }

  return {
    /** GET /api/documents/limits: what the server accepts, so the browser refuses the same files before sending them. */
    limits(): UploadLimits {
      return { max_bytes: maxBytes, extensions: [...UPLOAD_EXTENSIONS] };
    },

    /**
     * POST /api/orders/{orderId}/tasks/{taskId}/documents. Who may, and whether the task takes documents, is checked
     * before the body is read (`receive` reads it). The file is written first under a new key, then the row with its
     * consequences in one transaction; if that fails, the file is removed, so a row and its file exist together or not.
     */
    async upload(actor: Actor, orderId: string, taskId: string, receive: () => Promise<ReceivedFile>): Promise<OrderDocument> {
      // The task is read beside the order's access check, not after it: one round trip less before the body is read.
      // Its row is used only once the check has passed.
      const [{ order: checked, company }, task] = await Promise.all([
        orders.visibleOrder(actor, orderId, 'tasks:write'),
        isUuid(orderId) && isUuid(taskId) ? tasksRepository.find(db, orderId, taskId) : undefined,
      ]);
      if (!task) throw AppError.notFound('Task');
      refuseCharterTask(actor, task);
      refuseUpload(checked, task);

      const byStaff = actor.type === 'staff';
      const file = await receive();
      let document: DocumentRow;
      let spooled = true;
      try {
        if (file.size === 0) throw new AppError('VALIDATION_FAILED', 'The file is empty.');
        const filename = sanitiseFilename(file.filename);
        const { contentType } = await checkUploadType(file, filename);
        const key = `documents/${randomUUID()}`;
        // The storage takes the spool away (moved where the storage is this disk), so there is nothing left to discard.
        await storage.putFile(key, file.path, { size: file.size, contentType });
        spooled = false;
        try {
          document = await db.transaction(async (tx) => {
            const locked = await tasksRepository.lockWithOrder(tx, checked.id, task.id);
            if (!locked) throw AppError.notFound('Task');
            const { order, task: current } = locked;
            refuseUpload(order, current);
            const now = clock();
            const row = await ordersRepository.insertDocument(tx, {
              orderId: order.id,
              taskId: current.id,
              kind: 'upload',
              filename,
              size: file.size,
              storageKey: key,
              contentType,
              uploadedByType: byStaff ? 'admin' : 'user',
              uploadedByRole: byStaff ? 'Charter' : 'Customer',
              uploadedByName: actor.name,
              createdAt: now,
            });
            // Spec §4: a founder's upload marks the task submitted; staff adding a document leaves it where it is.
            const submits = !byStaff && current.status !== 'submitted';
            if (submits) await tasksRepository.setStatus(tx, current.id, 'submitted', now);
            const quoted = `“${filename}”`;
            await ordersRepository.insertTimeline(tx, [
              {
                orderId: order.id,
                title: 'Document uploaded',
                description: byStaff
                  ? `Charter added ${quoted} to “${current.title}”.`
                  : submits
                    ? `${quoted} was uploaded to “${current.title}”, which is now submitted for review.`
                    : `${quoted} was uploaded to “${current.title}”.`,
                status: 'in_progress',
                docIds: [row.id],
                createdAt: now,
              },
            ]);
            // Work on a task has started, so the order is in progress (as when a task moves).
            if (submits && (order.orderStatus === 'processing' || order.orderStatus === 'completed')) {
              await ordersRepository.update(tx, order.id, { orderStatus: 'in_progress' });
            }
            await audit.record(tx, actor, {
              companyId: company.id,
              action: 'task.document_uploaded',
              target: taskTarget(current),
              changes: [
                { field: 'document', before: null, after: filename },
                ...(submits ? [{ field: 'status', before: current.status, after: 'submitted' }] : []),
              ],
            });
            // Staff share a document with the founders: every member hears of it, through the outbox (sent after commit).
            if (byStaff) {
              for (const member of await contacts(tx, company.id)) {
                await mailer.enqueue(
                  taskDocumentMail(member.email, member.name, {
                    taskTitle: current.title,
                    orderNumber: order.orderNumber,
                    filename,
                    url: `${appUrl}/orders/${order.id}`,
                  }),
                  { key: `task-document:${row.id}:${member.email}`, executor: tx },
                );
              }
            }
            return row;
          });
        } catch (error) {
          await removeStored(key);
          throw error;
        }
      } finally {
        if (spooled) await file.discard();
      }
      return toDocumentView(document);
    },

    /** GET /api/orders/{orderId}/documents/{documentId}/download: a receipt or an upload of that order. */
    async downloadFromOrder(actor: Actor, orderId: string, documentId: string): Promise<DocumentFile> {
      const { order } = await orders.visibleOrder(actor, orderId);
      const document = isUuid(documentId) ? await ordersRepository.document(db, order.id, documentId) : undefined;
      if (!document) throw AppError.notFound('Document');
      return serve(order, document);
    },

    /** GET /api/documents/{id}/download (and /download/{id}): by the document's id; anyone who may not see it gets 404. */
    async download(actor: Actor, documentId: string): Promise<DocumentFile> {
      const document = isUuid(documentId) ? await ordersRepository.documentById(db, documentId) : undefined;
      if (!document) throw AppError.notFound('Document');
      try {
        const { order } = await orders.visibleOrder(actor, document.orderId, 'orders:read');
        return await serve(order, document);
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') throw AppError.notFound('Document');
        throw error;
      }
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
