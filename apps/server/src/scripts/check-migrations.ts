// `npm run db:check` (part of `npm run lint`, so CI runs it): refuses a migration that would break the release still
// serving during a rolling deploy, unless it is marked as the contract step. The rules: src/db/migration-safety.ts.
import { migrationsFolder } from '../db/client';
import { checkMigrationsFolder, shippedBeforeTheRule } from '../db/migration-safety';

const reports = await checkMigrationsFolder(migrationsFolder());
const refused = reports.filter((report) => report.findings.length > 0 && !report.allowed);
for (const report of refused) {
  console.error(`${report.file} would break the release still running during a deploy:`);
  for (const finding of report.findings) console.error(`  ${finding.statement}\n    → ${finding.reason}`);
}
if (refused.length > 0) {
  console.error(
    '\nExpand, then contract: ship what adds now, and what removes or narrows as a later migration, after a release that no\n' +
      'longer uses it, starting with `-- contract-step: <what stopped using it, in which release>`.',
  );
  process.exit(1);
}
const grandfathered = reports.filter((report) => report.file in shippedBeforeTheRule).length;
console.log(`Migrations: ${reports.length} checked, none would break a running release (${grandfathered} shipped before the rule).`);
