import { parseArgs } from 'node:util';
import { openConfiguredDatabase } from '../db/schema-at-start';
import { createAdminService } from '../modules/admin/admin.service';
import { createUsersService } from '../modules/users/users.service';

/** npm run admin:create -- --email admin@example.com --password '…' [--name 'Ops'] */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
    },
  });
  if (!values.email || !values.password || values.password.length < 8) {
    console.error('Usage: npm run admin:create -- --email EMAIL --password PASSWORD (at least 8 characters) [--name NAME]');
    process.exit(2);
  }
  const { config, database } = await openConfiguredDatabase();
  const admins = createAdminService({
    db: database.db,
    config,
    clock: () => new Date(),
    users: createUsersService(database.db),
  });
  const admin = await admins.createAdmin(values.email, values.password, values.name);
  console.log(`Admin ${admin.email} is ready.`);
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
