import { AppError } from '../../http/app-error';
import type { RegistryInsert } from './registry.repository';

/**
 * The Ministry of Corporate Affairs "Company Master Data" CSV layout (published per state on data.gov.in).
 * Columns used (header names, any order, case-insensitive):
 *   CORPORATE_IDENTIFICATION_NUMBER (or CIN, or LLPIN for the LLP master data), COMPANY_NAME (or LLP_NAME),
 *   COMPANY_STATUS, COMPANY_CLASS, COMPANY_CATEGORY, DATE_OF_REGISTRATION (DD-MM-YYYY, DD/MM/YYYY or YYYY-MM-DD),
 *   REGISTERED_STATE, PAIDUP_CAPITAL (rupees; for LLPs TOTAL_OBLIGATION_OF_CONTRIBUTION).
 * Other columns (AUTHORIZED_CAP, INDUSTRIAL_CLASS, REGISTERED_OFFICE_ADDRESS, EMAIL_ADDR, …) are ignored.
 */
export const MCA_COLUMNS = {
  id: ['CORPORATE_IDENTIFICATION_NUMBER', 'CIN', 'LLPIN'],
  name: ['COMPANY_NAME', 'LLP_NAME'],
  status: ['COMPANY_STATUS', 'LLP_STATUS'],
  className: ['COMPANY_CLASS'],
  category: ['COMPANY_CATEGORY'],
  registeredOn: ['DATE_OF_REGISTRATION', 'DATE_OF_INCORPORATION'],
  state: ['REGISTERED_STATE', 'STATE'],
  capital: ['PAIDUP_CAPITAL', 'PAID_UP_CAPITAL', 'TOTAL_OBLIGATION_OF_CONTRIBUTION'],
} as const;

/** RFC 4180 CSV: quoted fields, doubled quotes, commas and newlines inside quotes, CRLF or LF. */
export function* parseCsv(text: string): Generator<string[]> {
  let field = '';
  let row: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const character = text[i]!;
    if (quoted) {
      if (character === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(field);
      field = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      if (row.some((cell) => cell !== '')) yield row;
      row = [];
      field = '';
    } else field += character;
  }
  row.push(field);
  if (row.some((cell) => cell !== '')) yield row;
}

export interface ImportReport {
  rows: RegistryInsert[];
  skipped: { line: number; reason: string }[];
}

/** Maps the CSV to directory rows; rows without an id or a name are reported, not guessed. A file we cannot read is a 400. */
export function readMcaMasterData(text: string): ImportReport {
  const lines = parseCsv(text.replace(/^\uFEFF/, ''));
  const first = lines.next();
  const header = first.done ? undefined : first.value;
  if (!header) throw new AppError('VALIDATION_FAILED', 'The file is empty.');
  const index = (names: readonly string[]) => header.findIndex((cell) => names.includes(cell.trim().toUpperCase()));
  const columns = Object.fromEntries(Object.entries(MCA_COLUMNS).map(([key, names]) => [key, index(names)])) as Record<
    keyof typeof MCA_COLUMNS,
    number
  >;
  if (columns.id < 0 || columns.name < 0)
    throw new AppError('VALIDATION_FAILED', 'Missing columns: the file needs CORPORATE_IDENTIFICATION_NUMBER (or LLPIN) and COMPANY_NAME.');

  const rows: RegistryInsert[] = [];
  const skipped: ImportReport['skipped'] = [];
  let line = 1;
  for (const cells of lines) {
    line += 1;
    const cell = (key: keyof typeof MCA_COLUMNS) => (columns[key] >= 0 ? (cells[columns[key]] ?? '').trim() : '');
    const entityId = cell('id').toUpperCase();
    const companyName = cell('name');
    if (!entityId || !companyName) {
      skipped.push({ line, reason: 'no id or name' });
      continue;
    }
    const capital = Number(cell('capital').replace(/,/g, ''));
    rows.push({
      entityId,
      companyName,
      companyStatus: cell('status') || null,
      companyClass: cell('className') || null,
      companyCategory: cell('category') || null,
      entityType: entityTypeOf(entityId, cell('className')),
      registeredState: titleCase(cell('state')) || null,
      dateOfIncorporation: isoDate(cell('registeredOn')),
      paidUpCapital: cell('capital') && Number.isFinite(capital) ? capital : null,
    });
  }
  return { rows, skipped };
}

/** CIN positions 13-15 hold the listing/ownership code (PTC private, OPC one person); LLPINs are AAA-1234. */
export function entityTypeOf(entityId: string, companyClass: string): RegistryInsert['entityType'] {
  if (/^[A-Z]{3}-\d{4}$/.test(entityId)) return 'LLP';
  if (/one person/i.test(companyClass) || entityId.slice(12, 15) === 'OPC') return 'OPC';
  if (/private/i.test(companyClass) || entityId.slice(12, 15) === 'PTC') return 'Private Limited';
  return null;
}

function isoDate(value: string): string | null {
  const dayFirst = value.match(/^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/);
  if (dayFirst) return `${dayFirst[3]}-${dayFirst[2]!.padStart(2, '0')}-${dayFirst[1]!.padStart(2, '0')}`;
  const isoLike = value.match(/^(\d{4})-(\d{2})-(\d{2})/);
  return isoLike ? `${isoLike[1]}-${isoLike[2]}-${isoLike[3]}` : null;
}

function titleCase(value: string): string {
  return value
    .toLowerCase()
    .replace(/\b([a-z])/g, (letter) => letter.toUpperCase())
    .replace(/\bAnd\b/g, 'and');
}
