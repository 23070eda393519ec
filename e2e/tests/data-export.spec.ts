import yauzl from 'yauzl';
import { expect, test } from '../support/test';
import { waitForMail } from '../support/mailbox';
import { desktop, snapBothWidths } from '../support/screenshots';
import { signUpAndSignIn } from '../support/sign-in';
import { indianPrivateCompany } from '../support/companies';

const company = indianPrivateCompany('Exported Ledgers Private Limited', 'Technology');

/** Every entry of a ZIP file by its path (yauzl: a reader independent of the writer). */
async function readZip(file: string): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true }, (error, opened) => (error ? reject(error) : resolve(opened))),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) =>
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      }),
    );
    zip.readEntry();
  });
  return entries;
}

test('a founder exports a company from its settings, sees it built, downloads the ZIP and opens it', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(desktop);
  const email = await signUpAndSignIn(page, request, 'Esha Exporter');
  const created = await page.request.post('/api/companies', { data: company });
  expect(created.status()).toBe(201);
  const { id: companyId } = (await created.json()) as { id: string };

  await page.goto(`/companies/${companyId}/settings?tab=details`);
  const card = page.getByTestId('data-export');
  await expect(card.getByRole('heading', { name: 'Export this company' })).toBeVisible();
  await expect(card).toContainText('We email you the link when it is ready.');
  await card.getByRole('button', { name: 'Export', exact: true }).click();

  // The page polls the job until the ZIP is ready, then offers it with its expiry.
  const download = card.getByRole('link', { name: 'Download ZIP' });
  await expect(download).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText(/Ready · [\d.]+ (KB|MB) · 0 files/);
  await expect(card).toContainText('The link works until');
  await snapBothWidths(page, '90-company-export-ready');

  // The same link is mailed, and opens only for this account.
  const mail = await waitForMail(request, email, /export of Exported Ledgers Private Limited is ready/);
  const href = (await download.getAttribute('href'))!;
  expect(mail.text).toContain(href);
  expect((await request.get(href)).status()).toBe(401);

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^charter-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await readZip(await file.path());
  const document = JSON.parse(zip.get('export.json')!.toString('utf8')) as {
    format: string;
    companies: { company: { id: string; name: string }; obligations: unknown[]; members: { email: string; role: string }[] }[];
  };
  expect(document.format).toBe('charter-export/1');
  expect(document.companies).toHaveLength(1);
  expect(document.companies[0]!.company).toMatchObject({ id: companyId, name: company.name });
  expect(document.companies[0]!.obligations.length).toBeGreaterThan(0);
  expect(document.companies[0]!.members).toEqual([expect.objectContaining({ email, role: 'owner' })]);
  expect(zip.get('obligations.csv')!.toString().split('\r\n')[0]).toContain('obligation_id');

  // A second export asked for from /settings covers the whole account.
  await page.goto('/settings');
  const account = page.getByTestId('data-export');
  await expect(account.getByRole('heading', { name: 'Export my account' })).toBeVisible();
  await account.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(account.getByRole('link', { name: 'Download ZIP' })).toBeVisible({ timeout: 30_000 });
  await snapBothWidths(page, '91-account-export-ready');
});
