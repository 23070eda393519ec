import { expect, test } from '../support/test';
import { blockingAxeViolations } from '../support/axe';
import { desktop, phone, snap } from '../support/screenshots';
import { paidServiceOrder } from '../support/orders';
import { signUpAndSignIn } from '../support/sign-in';

/** Bytes a PDF reader and `file-type` both take for a PDF, padded to `size`, so the upload takes long enough to watch. */
function pdfOf(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x20), tail]);
}

for (const [label, viewport] of [
  ['1280', desktop],
  ['375', phone],
] as const) {
  test(`${label} px: a paid order → Start Task → upload a PDF with progress → Submitted → comment → /tasks`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const founder = label === '1280' ? 'Kavya Iyer' : 'Rohan Das';
    await signUpAndSignIn(page, request, founder);
    await paidServiceOrder(page, `${founder.split(' ')[1]} Robotics Private Limited`);

    const tasks = page.getByRole('list', { name: 'Tasks of this order' });
    // Charter's filing is read-only to the founder (issue 27): who does it, its status, no checkbox and no buttons.
    const filing = tasks.getByRole('listitem').filter({ hasText: 'Our team prepares and files it' });
    await expect(filing.getByTestId('task-performer')).toHaveText('Who does it: Charter’s team');
    await expect(filing.getByText('Pending', { exact: true })).toBeVisible();
    await expect(filing.getByRole('checkbox')).toHaveCount(0);
    for (const name of ['Start Task', 'Upload', 'Send to Review']) await expect(filing.getByRole('button', { name })).toHaveCount(0);
    await expect(filing.getByTestId(/^upload-input-/)).toHaveCount(0);
    // The founder's own tasks are the document ones, and the first of them is worked below.
    const first = tasks.getByRole('listitem').first();
    const title = (await first.locator('p').first().textContent())!;
    expect(title).toMatch(/^Share: /);
    await expect(first.getByTestId('task-performer')).toHaveText('Who does it: You');
    await expect(first.getByText('Pending', { exact: true })).toBeVisible();
    await first.getByRole('button', { name: 'Start Task' }).click();
    await expect(page.getByText('Task status updated')).toBeVisible();
    await expect(first.getByText('In progress', { exact: true })).toBeVisible();
    // Send to Review waits for a document (spec §4), and says so.
    await expect(first.getByRole('button', { name: 'Send to Review' })).toBeDisabled();
    await expect(first.getByText('Upload at least one document first.')).toBeVisible();
    await snap(page, `100-order-task-started-${label}`);

    // A 3 MB PDF over a slow uplink: the progress is shown while it goes.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 600_000 });
    await first
      .getByTestId(/^upload-input-/)
      .setInputFiles({ name: 'gst-documents.pdf', mimeType: 'application/pdf', buffer: pdfOf(3_000_000) });
    const progress = first.getByRole('progressbar', { name: 'Uploading gst-documents.pdf' });
    await expect(progress).toBeVisible();
    await expect(first.getByText(/Uploading gst-documents\.pdf: [\d.]+ MB of 2\.9 MB/)).toBeVisible();
    await snap(page, `101-order-task-uploading-${label}`);
    await expect(page.getByText('Document uploaded successfully - Task marked as Submitted')).toBeVisible({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await expect(first.getByText('Submitted', { exact: true })).toBeVisible();
    await expect(first.getByRole('link', { name: 'Download gst-documents.pdf' })).toBeVisible();
    await expect(first.getByRole('button', { name: 'Continue Working' })).toBeVisible();

    // A file the server would refuse is refused before it is sent.
    await first
      .getByTestId(/^upload-input-/)
      .setInputFiles({ name: 'notes.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await expect(first.getByRole('alert')).toHaveText('Only PDF, PNG, JPEG, WebP, DOCX, XLSX, CSV and text files can be uploaded.');

    // The task modal: steps, documents, a comment.
    await first.getByRole('button', { name: `Details of “${title}”` }).click();
    const modal = page.getByRole('dialog', { name: title });
    await expect(modal.getByRole('heading', { name: 'Steps' })).toBeVisible();
    await expect(modal.locator('[aria-current="step"]')).toHaveText('Your Charter agent reviews it');
    await modal.getByLabel('Add a comment').fill('PAN and address proof are in the PDF.');
    await modal.getByRole('button', { name: 'Add Comment' }).click();
    await expect(page.getByText('Comment added')).toBeVisible();
    await expect(modal.getByText('PAN and address proof are in the PDF.')).toBeVisible();
    expect(await blockingAxeViolations(page)).toEqual([]);
    await snap(page, `102-task-modal-${label}`, { fullPage: false });
    await page.keyboard.press('Escape');

    // /tasks: counters, the filter and the search, all answered by the server.
    await page.goto('/tasks');
    const counts = page.getByRole('definition');
    await expect(page.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible();
    const total = Number(await counts.nth(0).textContent());
    expect(total).toBeGreaterThanOrEqual(2);
    await expect(counts.nth(2)).toHaveText('1'); // in progress counts the submitted task
    await page.getByLabel('Show').selectOption('in_progress');
    const list = page.getByRole('list', { name: 'Tasks' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('button', { name: new RegExp(title) })).toBeVisible();
    await page.getByLabel('Show').selectOption('all');
    await expect(list.getByRole('listitem')).toHaveCount(total);
    await page.getByLabel('Search tasks').fill('zzz-nothing');
    await expect(page.getByText('No tasks match “zzz-nothing”.')).toBeVisible();
    await page.getByLabel('Search tasks').fill(title.slice(0, 6));
    await list.getByRole('button', { name: new RegExp(title) }).click();
    const detail = page.getByRole('region', { name: title });
    await expect(detail.getByText('PAN and address proof are in the PDF.')).toBeVisible();
    await expect(detail.getByRole('link', { name: 'Download gst-documents.pdf' })).toBeVisible();
    expect(await blockingAxeViolations(page)).toEqual([]);
    await snap(page, `103-tasks-${label}`);

    // The dashboard, from one call: the order's figures and its tasks; Complete Task moves the counts.
    await page.goto('/dashboard');
    const figures = page.getByRole('region', { name: 'Your figures' });
    await expect(figures.getByText('Total Orders')).toBeVisible();
    await expect(figures.getByText('1 processing · 0 in progress').or(figures.getByText('0 processing · 1 in progress'))).toBeVisible();
    const panel = page.getByRole('region', { name: 'Tasks' });
    await expect(panel.getByRole('tab', { name: `All (${total})` })).toBeVisible();
    await expect(panel.getByRole('tab', { name: 'Completed (0)' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'AI Insights' }).getByText('Not enough data yet').first()).toBeVisible();
    await snap(page, `104-dashboard-${label}`);
    // Charter's filing shows who does it and offers no Complete Task; only the founder's two tasks do.
    const filingCard = panel.getByRole('listitem').filter({ hasText: 'Our team prepares and files it' });
    await expect(filingCard.getByTestId('task-performer')).toHaveText('Who does it: Charter’s team');
    await expect(filingCard.getByRole('button', { name: 'Complete Task' })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Complete Task' })).toHaveCount(total - 1);
    // Completing the founder's task lowers the refund: asked first.
    await panel.getByRole('button', { name: 'Complete Task' }).first().click();
    const confirm = page.getByRole('dialog', { name: /^Mark “Share: .*” as done\?$/ });
    await confirm.getByRole('button', { name: 'Mark as done' }).click();
    await expect(page.getByText('Task status updated')).toBeVisible();
    await expect(panel.getByRole('tab', { name: 'Completed (1)' })).toBeVisible();
    await panel.getByRole('tab', { name: 'Completed (1)' }).click();
    await expect(panel.getByRole('tabpanel').getByRole('listitem')).toHaveCount(1);
    expect(await blockingAxeViolations(page)).toEqual([]);
  });
}
