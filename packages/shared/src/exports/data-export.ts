import { z } from 'zod';
import { companySchema } from '../companies/company';
import { requirementSchema } from '../compliance/compliance';
import { bookingSchema } from '../bookings/bookings';
import { auditChangeSchema, memberSchema } from '../teams/teams';
import { currentUserSchema } from '../users/user';

/** The export document's format name: a reader checks it before anything else (docs/export.md describes each field). */
export const EXPORT_FORMAT = 'charter-export/1';

/** How long a ready export's link works. */
export const EXPORT_TTL_HOURS = 24;

export const dataExportStatuses = ['queued', 'running', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof dataExportStatuses)[number];

export const dataExportScopes = ['company', 'account'] as const;
export type DataExportScope = (typeof dataExportScopes)[number];

/** One export request and how far its job got: what the settings pages poll. */
export const dataExportSchema = z.object({
  id: z.string(),
  scope: z.enum(dataExportScopes),
  company_id: z.string().nullable(),
  status: z.enum(dataExportStatuses),
  /** Files (uploads and invoice PDFs) to collect, known once the job has listed them; 0 before. */
  files_total: z.number().int(),
  files_done: z.number().int(),
  /** The ZIP's size in bytes once ready. */
  size_bytes: z.number().int().nullable(),
  /** When the link stops working (ready exports). */
  expires_at: z.string().nullable(),
  /** Why the job failed, in words for the founder. */
  error: z.string().nullable(),
  /** The signed link, for the account that asked only, while ready. */
  download_url: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** The subject's latest exports by this account, newest first (at most 5). */
export const dataExportListSchema = z.object({ exports: z.array(dataExportSchema) });
export type DataExportList = z.infer<typeof dataExportListSchema>;

export const dataExportDownloadParamsSchema = z.object({ exportId: z.string().max(100) });
export const dataExportDownloadQuerySchema = z.object({ token: z.string().max(200) });

// ---- The document inside the ZIP (export.json) ----

export const exportActivitySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor_type: z.enum(['user', 'staff', 'system']),
  actor_name: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  target_label: z.string().nullable(),
  changes: z.array(auditChangeSchema),
});

/** A file inside the ZIP: `path` is where it is in the archive. */
export const exportFileSchema = z.object({
  id: z.string(),
  path: z.string(),
  filename: z.string(),
  size: z.number().int(),
  content_type: z.string().nullable(),
});

/** An obligation's facts as the compliance list shows them, with its category and status as stored. */
export const exportObligationSchema = requirementSchema
  .pick({
    id: true,
    rule_id: true,
    name: true,
    description: true,
    category: true,
    period_label: true,
    due_date: true,
    status: true,
    completed_at: true,
    assumed_done: true,
    is_mandatory: true,
    source_url: true,
  })
  .extend({
    category: z.string(),
    status: z.enum(['pending', 'in_progress', 'completed']),
    created_at: z.string(),
    /** Every recorded change of this obligation (from the activity log), oldest first. */
    status_history: z.array(exportActivitySchema),
    /** The company's orders of the service that files this obligation, with their files' paths in the ZIP. */
    evidence: z.array(z.object({ order_id: z.string(), order_number: z.string(), files: z.array(z.string()) })),
  });

export const exportOrderSchema = z.object({
  id: z.string(),
  order_number: z.string(),
  kind: z.string(),
  currency: z.string(),
  /** Integer minor units. */
  total_minor: z.number().int(),
  order_status: z.string(),
  payment_status: z.string(),
  placed_by: z.string().nullable(),
  paid_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  created_at: z.string(),
  items: z.array(z.object({ service_name: z.string(), name: z.string(), quantity: z.number().int(), price_minor: z.number().int() })),
  timeline: z.array(
    z.object({ at: z.string(), title: z.string(), description: z.string(), status: z.string(), author_name: z.string().nullable() }),
  ),
  tasks: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      status: z.string(),
      category: z.string(),
      priority: z.string(),
      due_date: z.string().nullable(),
      performer: z.string(),
      created_at: z.string(),
      comments: z.array(z.object({ at: z.string(), author_type: z.string(), author_name: z.string(), comment: z.string() })),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.string(),
      provider: z.string(),
      status: z.string(),
      amount_minor: z.number().int(),
      currency: z.string(),
      created_at: z.string(),
      refunded_at: z.string().nullable(),
    }),
  ),
  invoices: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      number: z.string(),
      issued_on: z.string(),
      currency: z.string(),
      total_minor: z.number().int(),
      path: z.string(),
    }),
  ),
  documents: z.array(exportFileSchema.extend({ kind: z.string(), uploaded_by_name: z.string(), created_at: z.string() })),
});

/** A member as the team page lists them, the role as stored. */
export const exportMemberSchema = memberSchema.extend({ role: z.string() });

/** A booking as the founder made it (not the staff's notes, the context or the derived instant), its status as stored. */
export const exportBookingSchema = bookingSchema
  .omit({ service_type: true, service_id: true, business_context: true, scheduled_at: true, admin_notes: true })
  .extend({ status: z.string() });

export const exportCompanySchema = z.object({
  /** The company's facts as the API shows them. */
  company: companySchema,
  obligations: z.array(exportObligationSchema),
  orders: z.array(exportOrderSchema),
  members: z.array(exportMemberSchema),
  activity: z.array(exportActivitySchema),
});

export const exportAccountSchema = z.object({
  /** The account as its owner sees it, the designation as stored. */
  profile: currentUserSchema
    .pick({ id: true, email: true, name: true, company_name: true, designation: true, time_zone: true })
    .extend({ designation: z.string().nullable(), email_verified_at: z.string().nullable(), created_at: z.string() }),
  /** Open sessions, without their secrets. */
  sessions: z.array(z.object({ created_at: z.string(), expires_at: z.string() })),
  bookings: z.array(exportBookingSchema),
  chats: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      company_id: z.string().nullable(),
      created_at: z.string(),
      messages: z.array(z.object({ role: z.string(), content: z.string(), at: z.string() })),
    }),
  ),
  /** Orders the account placed for no company. */
  orders: z.array(exportOrderSchema),
});

export const exportDocumentSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  exported_at: z.string(),
  scope: z.enum(dataExportScopes),
  /** Who asked for it. */
  exported_by: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** The account's own data (scope `account` only). */
  account: exportAccountSchema.nullable(),
  companies: z.array(exportCompanySchema),
});
export type ExportDocument = z.infer<typeof exportDocumentSchema>;
export type ExportCompany = z.infer<typeof exportCompanySchema>;
export type ExportOrder = z.infer<typeof exportOrderSchema>;
export type ExportActivity = z.infer<typeof exportActivitySchema>;
