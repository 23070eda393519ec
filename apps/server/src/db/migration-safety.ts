import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'libpg-query';

/**
 * Expand, then contract. During a rolling deploy the previous release keeps serving on the database the next
 * release's migration has just changed, so a migration may only add: tables, nullable columns or columns with a
 * default, indexes, enum values, backfills. What removes or narrows something the previous release reads or writes
 * (a DROP, a rename, a type change, NOT NULL on an existing column, a constraint over existing columns, deleting
 * rows) ships as a *contract step*: a later migration, after a release that no longer uses it, whose file starts
 * with `-- contract-step: <what stopped using it, and in which release>`. The SQL is read with PostgreSQL's own
 * parser (libpg-query), not patterns, so formatting or quoting cannot hide a statement.
 */

export const CONTRACT_STEP_MARK = /^\s*--\s*contract-step:\s*\S/m;

export interface Finding {
  /** The statement's first line, as written. */
  statement: string;
  /** Why it would break the release still running. */
  reason: string;
}

/** Migrations that shipped destructive before this check existed; each names what it did. Never add to this list. */
export const shippedBeforeTheRule: Readonly<Record<string, string>> = {
  '0003_drop_company_owner_column.sql': 'dropped companies.owner_id in the release that stopped using it',
  '0006_admin_password_resets.sql': 'dropped users.password_hash in the release that stopped using it',
  '0020_logic_rule_triggers.sql': 'dropped logic_rule_firings without carrying its history',
  '0027_fee_breakdown_minor.sql': 'dropped order_items.fee_breakdown in the release that moved to fee_breakdown_minor',
  '0028_sealed_mail_install_secrets.sql': 'deleted the unsealed mail_outbox rows when mail moved to outgoing_mail',
};

type Node = Record<string, unknown>;
const droppedObjects = new Set([
  'OBJECT_TABLE',
  'OBJECT_VIEW',
  'OBJECT_MATVIEW',
  'OBJECT_TYPE',
  'OBJECT_SCHEMA',
  'OBJECT_SEQUENCE',
  'OBJECT_FUNCTION',
  'OBJECT_DOMAIN',
]);

/** What in one migration's SQL would break the release before it, unless the file is marked as a contract step. */
export async function destructiveStatements(sql: string): Promise<Finding[]> {
  const { stmts } = (await parse(sql)) as { stmts: { stmt: Node; stmt_location?: number; stmt_len?: number }[] };
  const createdTables = new Set<string>();
  const addedColumns = new Set<string>();
  const findings: Finding[] = [];

  for (const { stmt, stmt_location = 0, stmt_len } of stmts) {
    const text = sql
      .slice(stmt_location, stmt_len === undefined ? undefined : stmt_location + stmt_len)
      .split('\n')
      .map((line) => line.replace('--> statement-breakpoint', '').trim())
      .find((line) => line !== '' && !line.startsWith('--'))!;
    const flag = (reason: string) => findings.push({ statement: text, reason });
    const [kind, body] = Object.entries(stmt)[0] as [string, Node];

    switch (kind) {
      case 'CreateStmt':
        createdTables.add(relationName(body.relation));
        break;
      case 'DropStmt':
        if (droppedObjects.has(body.removeType as string)) flag('drops an object the running release may still use');
        break;
      case 'RenameStmt':
        flag('renames what the running release refers to by its old name');
        break;
      case 'TruncateStmt':
      case 'DeleteStmt':
        flag('deletes rows: history the running release may still read');
        break;
      case 'AlterEnumStmt':
        if (body.oldVal !== undefined) flag('renames an enum value the running release still writes');
        break;
      case 'DoStmt':
        flag('a DO block cannot be read by this check: write plain statements');
        break;
      case 'AlterTableStmt': {
        const table = relationName(body.relation);
        const isNew = createdTables.has(table);
        for (const entry of body.cmds as { AlterTableCmd: Node }[]) {
          const command = entry.AlterTableCmd;
          switch (command.subtype) {
            case 'AT_AddColumn': {
              const column = (command.def as { ColumnDef: Node }).ColumnDef;
              addedColumns.add(`${table}.${column.colname as string}`);
              const constraints = ((column.constraints as { Constraint: Node }[] | undefined) ?? []).map((c) => c.Constraint.contype);
              if (!isNew && constraints.includes('CONSTR_NOTNULL') && !constraints.includes('CONSTR_DEFAULT'))
                flag('adds a NOT NULL column without a default: the running release inserts rows without it');
              break;
            }
            case 'AT_DropColumn':
              flag('drops a column the running release may still read or write');
              break;
            case 'AT_AlterColumnType':
              flag('changes a column’s type under the running release');
              break;
            case 'AT_SetNotNull':
              if (!isNew && !addedColumns.has(`${table}.${command.name as string}`))
                flag('makes an existing column NOT NULL: the running release may still write NULL');
              break;
            case 'AT_AddConstraint': {
              const constraint = (command.def as { Constraint: Node }).Constraint;
              const columns = constraintColumns(constraint);
              const onlyNewColumns = columns.length > 0 && columns.every((column) => addedColumns.has(`${table}.${column}`));
              if (!isNew && !onlyNewColumns && !constraint.skip_validation)
                flag('adds a constraint over existing columns: the running release may write what it refuses');
              break;
            }
            default:
              break;
          }
        }
        break;
      }
      default:
        break;
    }
  }
  return findings;
}

function relationName(relation: unknown): string {
  const { schemaname, relname } = relation as { schemaname?: string; relname: string };
  return schemaname && schemaname !== 'public' ? `${schemaname}.${relname}` : relname;
}

function constraintColumns(constraint: Node): string[] {
  const lists = [constraint.keys, constraint.fk_attrs] as ({ String: { sval: string } }[] | undefined)[];
  return lists.flatMap((list) => (list ?? []).map((item) => item.String.sval));
}

export interface FileReport {
  file: string;
  findings: Finding[];
  /** Marked `-- contract-step:`, or shipped before the rule. */
  allowed: boolean;
}

/** Every migration in the folder, in order, with what the check found in it. */
export async function checkMigrationsFolder(folder: string): Promise<FileReport[]> {
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  const reports: FileReport[] = [];
  for (const file of files) {
    const sql = readFileSync(path.join(folder, file), 'utf8');
    const findings = await destructiveStatements(sql);
    reports.push({ file, findings, allowed: CONTRACT_STEP_MARK.test(sql) || file in shippedBeforeTheRule });
  }
  return reports;
}
