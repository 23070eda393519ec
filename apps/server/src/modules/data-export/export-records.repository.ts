import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { CompanyRole, ExportActivity, ExportCompany, ExportDocument, ExportOrder } from '@charter/shared';
import type { Db } from '../../db/client';
import {
  auditEvents,
  bookings,
  chatMessages,
  chatThreads,
  companies,
  companyMembers,
  complianceRequirements,
  orderDocuments,
  orderItems,
  orders,
  orderTasks,
  orderTimeline,
  payments,
  services,
  sessions,
  taskComments,
  taxDocuments,
  users,
} from '../../db/schema';
import { toCompany } from '../companies/company-mapping';
import { taxDocumentFilename } from '../orders/invoices.service';
import type { ZipNames } from './zip-names';

type TaxDocumentRow = typeof taxDocuments.$inferSelect;

/** A file the ZIP will carry, read when its turn comes: an upload's stored bytes, or an invoice drawn from its content. */
export type ExportFile = { path: string } & ({ kind: 'upload'; storageKey: string } | { kind: 'tax_document'; row: TaxDocumentRow });

/** Rows per query for the tables that grow without bound (documents, the activity log). */
const PAGE = 500;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * Reads a table in keyset pages by id, so no query holds a whole big table. By id, not by time: PostgreSQL keeps
 * microseconds and a JavaScript Date milliseconds, so a page boundary inside one millisecond would repeat rows.
 */
async function* pages<Row extends { id: string }>(
  read: (afterId: string | undefined, limit: number) => Promise<Row[]>,
): AsyncGenerator<Row> {
  let afterId: string | undefined;
  for (;;) {
    const rows = await read(afterId, PAGE);
    yield* rows;
    if (rows.length < PAGE) return;
    afterId = rows.at(-1)!.id;
  }
}

function toActivity(row: typeof auditEvents.$inferSelect): ExportActivity {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    actor_type: row.actorType,
    actor_name: row.actorName,
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    target_label: row.targetLabel,
    changes: row.changes,
  };
}

/**
 * Orders (with their items, timeline, tasks and comments, payments, invoices and documents) matching `where`, and the
 * files they bring: uploads and invoice PDFs, named under `folder` in the ZIP.
 */
async function collectOrders(
  db: Db,
  where: ReturnType<typeof eq>,
  names: ZipNames,
  folder: string,
): Promise<{ orders: ExportOrder[]; files: ExportFile[] }> {
  const orderRows = await db.select().from(orders).where(where).orderBy(asc(orders.createdAt), asc(orders.id));
  if (orderRows.length === 0) return { orders: [], files: [] };
  const ids = orderRows.map((row) => row.id);
  const [items, timeline, tasks, paymentRows, invoices, placers] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
    db.select().from(orderTimeline).where(inArray(orderTimeline.orderId, ids)).orderBy(asc(orderTimeline.createdAt)),
    db.select().from(orderTasks).where(inArray(orderTasks.orderId, ids)).orderBy(asc(orderTasks.position)),
    db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(asc(payments.createdAt)),
    db.select().from(taxDocuments).where(inArray(taxDocuments.orderId, ids)).orderBy(asc(taxDocuments.createdAt)),
    db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(
        inArray(
          users.id,
          orderRows.flatMap((row) => (row.userId ? [row.userId] : [])),
        ),
      ),
  ]);
  const comments = tasks.length
    ? await db
        .select()
        .from(taskComments)
        .where(
          inArray(
            taskComments.taskId,
            tasks.map((task) => task.id),
          ),
        )
        .orderBy(asc(taskComments.createdAt))
    : [];
  const byOrder = new Map(orderRows.map((row) => [row.id, { row, documents: [] as ExportOrder['documents'] }]));
  const files: ExportFile[] = [];

  // Uploads in pages: a company may hold thousands.
  const documents = pages((after, limit) =>
    db
      .select()
      .from(orderDocuments)
      .where(and(inArray(orderDocuments.orderId, ids), eq(orderDocuments.kind, 'upload'), after ? gt(orderDocuments.id, after) : undefined))
      .orderBy(asc(orderDocuments.id))
      .limit(limit),
  );
  for await (const document of documents) {
    const entry = byOrder.get(document.orderId)!;
    if (!document.storageKey) continue;
    const path = names.claim(`${folder}/documents/${entry.row.orderNumber}`, document.filename);
    files.push({ path, kind: 'upload', storageKey: document.storageKey });
    entry.documents.push({
      id: document.id,
      path,
      filename: document.filename,
      size: document.size,
      content_type: document.contentType,
      kind: document.kind,
      uploaded_by_name: document.uploadedByName,
      created_at: document.createdAt.toISOString(),
    });
  }

  for (const { documents: list } of byOrder.values()) {
    list.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
  }
  const placerNames = new Map(placers.map((user) => [user.id, user.name]));
  const invoicePaths = new Map<string, string>();
  for (const invoice of invoices) {
    const path = names.claim(`${folder}/invoices`, taxDocumentFilename(invoice));
    invoicePaths.set(invoice.id, path);
    files.push({ path, kind: 'tax_document', row: invoice });
  }
  const result = orderRows.map((row): ExportOrder => {
    const orderTaskRows = tasks.filter((task) => task.orderId === row.id);
    return {
      id: row.id,
      order_number: row.orderNumber,
      kind: row.kind,
      currency: row.currency,
      total_minor: row.totalMinor,
      order_status: row.orderStatus,
      payment_status: row.paymentStatus,
      placed_by: row.userId ? (placerNames.get(row.userId) ?? null) : null,
      paid_at: iso(row.paidAt),
      completed_at: iso(row.completedAt),
      created_at: row.createdAt.toISOString(),
      items: items
        .filter((item) => item.orderId === row.id)
        .map((item) => ({ service_name: item.serviceName, name: item.name, quantity: item.quantity, price_minor: item.priceMinor })),
      timeline: timeline
        .filter((entry) => entry.orderId === row.id)
        .map((entry) => ({
          at: entry.createdAt.toISOString(),
          title: entry.title,
          description: entry.description,
          status: entry.status,
          author_name: entry.authorName,
        })),
      tasks: orderTaskRows.map((task) => ({
        id: task.id,
        title: task.title,
        description: task.description,
        status: task.status,
        category: task.category,
        priority: task.priority,
        due_date: task.dueDate,
        performer: task.performer,
        created_at: task.createdAt.toISOString(),
        comments: comments
          .filter((comment) => comment.taskId === task.id)
          .map((comment) => ({
            at: comment.createdAt.toISOString(),
            author_type: comment.authorType,
            author_name: comment.authorName,
            comment: comment.comment,
          })),
      })),
      payments: paymentRows
        .filter((payment) => payment.orderId === row.id)
        .map((payment) => ({
          id: payment.id,
          provider: payment.provider,
          status: payment.status,
          amount_minor: payment.amountMinor,
          currency: payment.currency,
          created_at: payment.createdAt.toISOString(),
          refunded_at: iso(payment.refundedAt),
        })),
      invoices: invoices
        .filter((invoice) => invoice.orderId === row.id)
        .map((invoice) => ({
          id: invoice.id,
          kind: invoice.kind,
          number: invoice.number,
          issued_on: invoice.issuedOn,
          currency: invoice.currency,
          total_minor: invoice.totalMinor,
          path: invoicePaths.get(invoice.id)!,
        })),
      documents: byOrder.get(row.id)!.documents,
    };
  });
  return { orders: result, files };
}

/** The account's memberships: which companies an export of it covers, and its role in each. */
export async function membershipsOf(db: Db, userId: string): Promise<{ companyId: string; role: CompanyRole }[]> {
  return db
    .select({ companyId: companyMembers.companyId, role: companyMembers.role })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId))
    .orderBy(asc(companyMembers.createdAt));
}

/** Who asked for an export. */
export async function exporterOf(db: Db, userId: string) {
  const [user] = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  return user;
}

/** One company's records and the files they bring, named under `companies/<name>/` in the ZIP. */
export async function collectCompany(
  db: Db,
  companyId: string,
  role: CompanyRole | null,
  names: ZipNames,
): Promise<{ record: ExportCompany; files: ExportFile[] }> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!row) throw new Error(`Company ${companyId} is gone`);
  const folder = names.folder('companies', row.name);
  const { orders: orderRecords, files } = await collectOrders(db, eq(orders.companyId, companyId), names, folder);

  const activity: ExportActivity[] = [];
  const auditPages = pages((after, limit) =>
    db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, companyId), after ? gt(auditEvents.id, after) : undefined))
      .orderBy(asc(auditEvents.id))
      .limit(limit),
  );
  for await (const event of auditPages) activity.push(toActivity(event));
  activity.sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));

  const requirements = await db
    .select()
    .from(complianceRequirements)
    .where(eq(complianceRequirements.companyId, companyId))
    .orderBy(asc(complianceRequirements.dueDate), asc(complianceRequirements.name));
  // Evidence: the company's orders of the service that files an obligation (order items keep the service's name).
  const productIds = [...new Set(requirements.flatMap((requirement) => (requirement.productId ? [requirement.productId] : [])))];
  const productNames = productIds.length
    ? new Map(
        (await db.select({ id: services.id, name: services.name }).from(services).where(inArray(services.id, productIds))).map(
          (service) => [service.id, service.name],
        ),
      )
    : new Map<string, string>();
  const historyOf = new Map<string, ExportActivity[]>();
  for (const event of activity) {
    if (event.target_type !== 'requirement' || !event.target_id) continue;
    historyOf.set(event.target_id, [...(historyOf.get(event.target_id) ?? []), event]);
  }
  const obligations = requirements.map((requirement) => {
    const serviceName = requirement.productId ? productNames.get(requirement.productId) : undefined;
    const evidence = serviceName
      ? orderRecords
          .filter((order) => order.items.some((item) => item.service_name === serviceName))
          .map((order) => ({
            order_id: order.id,
            order_number: order.order_number,
            files: [...order.documents.map((document) => document.path), ...order.invoices.map((invoice) => invoice.path)],
          }))
      : [];
    return {
      id: requirement.id,
      rule_id: requirement.ruleId,
      name: requirement.name,
      description: requirement.description,
      category: requirement.category,
      period_label: requirement.periodLabel,
      due_date: requirement.dueDate,
      status: requirement.status,
      completed_at: iso(requirement.completedAt),
      assumed_done: requirement.assumedDone,
      is_mandatory: requirement.isMandatory,
      source_url: requirement.sourceUrl,
      created_at: requirement.createdAt.toISOString(),
      status_history: historyOf.get(requirement.id) ?? [],
      evidence,
    };
  });

  const memberRows = await db
    .select({ userId: users.id, name: users.name, email: users.email, role: companyMembers.role, joinedAt: companyMembers.createdAt })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(companyMembers.createdAt), asc(users.email));
  const members = memberRows.map((member) => ({
    user_id: member.userId,
    name: member.name,
    email: member.email,
    role: member.role,
    joined_at: member.joinedAt.toISOString(),
  }));

  return {
    record: { company: toCompany(row, role), obligations, orders: orderRecords, members, activity },
    files,
  };
}

/** The account's own data: profile, open sessions (no secrets), bookings, assistant chats and orders of no company. */
export async function collectAccount(
  db: Db,
  userId: string,
  names: ZipNames,
): Promise<{ record: NonNullable<ExportDocument['account']>; files: ExportFile[] }> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`User ${userId} is gone`);
  const [sessionRows, bookingRows, threads] = await Promise.all([
    db.select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.userId, userId)),
    db.select().from(bookings).where(eq(bookings.userId, userId)).orderBy(asc(bookings.createdAt)),
    db.select().from(chatThreads).where(eq(chatThreads.userId, userId)).orderBy(asc(chatThreads.createdAt)),
  ]);
  const messages = threads.length
    ? await db
        .select()
        .from(chatMessages)
        .where(
          inArray(
            chatMessages.threadId,
            threads.map((thread) => thread.id),
          ),
        )
        .orderBy(asc(chatMessages.threadId), asc(chatMessages.position))
    : [];
  const { orders: ownOrders, files } = await collectOrders(
    db,
    and(eq(orders.userId, userId), isNull(orders.companyId)) as ReturnType<typeof eq>,
    names,
    'account',
  );
  return {
    record: {
      profile: {
        id: user.id,
        email: user.email,
        name: user.name,
        company_name: user.companyName,
        designation: user.designation,
        time_zone: user.timeZone,
        email_verified_at: iso(user.emailVerifiedAt),
        created_at: user.createdAt.toISOString(),
      },
      sessions: sessionRows.map((session) => ({
        created_at: session.createdAt.toISOString(),
        expires_at: session.expiresAt.toISOString(),
      })),
      bookings: bookingRows.map((booking) => ({
        id: booking.id,
        service_name: booking.serviceName,
        contact_name: booking.contactName,
        contact_email: booking.contactEmail,
        contact_phone: booking.contactPhone,
        preferred_date: booking.preferredDate,
        preferred_time: booking.preferredTime,
        time_zone: booking.timeZone,
        message: booking.message,
        status: booking.status,
        created_at: booking.createdAt.toISOString(),
      })),
      chats: threads.map((thread) => ({
        id: thread.id,
        kind: thread.kind,
        company_id: thread.companyId,
        created_at: thread.createdAt.toISOString(),
        messages: messages
          .filter((message) => message.threadId === thread.id)
          .map((message) => ({ role: message.role, content: message.content, at: message.createdAt.toISOString() })),
      })),
      orders: ownOrders,
    },
    files,
  };
}
