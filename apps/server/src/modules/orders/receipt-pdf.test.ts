import { describe, expect, it } from 'vitest';
import { pdfLines } from '../../../test/pdf-text';
import { receiptMoney, renderReceipt } from './receipt-pdf';

describe('the PDF receipt', () => {
  it.each([
    [1_155_900, 'INR', 'INR 11,559.00'],
    [11_559_000, 'INR', 'INR 1,15,590.00'],
    [4_999, 'USD', 'USD 49.99'],
    [123_456_789, 'GBP', 'GBP 1,234,567.89'],
    [0, 'AED', 'AED 0.00'],
  ] as const)('writes %i minor units of %s as %s', (minor, currency, expected) => {
    expect(receiptMoney(minor, currency)).toBe(expected);
  });

  it('prints each line and the total to the paisa, with the currency code Helvetica can draw', async () => {
    const pdf = await renderReceipt({
      orderNumber: 'CH-1001',
      paidAt: new Date('2026-11-29T06:30:00Z'),
      buyerName: 'Asha Rao',
      buyerEmail: 'asha@example.com',
      companyName: 'Rao Foods Private Limited',
      currency: 'INR',
      lines: [
        { label: 'GST Registration', amountMinor: 499_900 },
        { label: 'Government fees', amountMinor: 656_000 },
      ],
      totalMinor: 1_155_900,
      provider: 'sandbox',
      providerPaymentId: 'pay_1',
    });
    const lines = await pdfLines(pdf);
    expect(lines).toContain('GST Registration | INR 4,999.00');
    expect(lines).toContain('Government fees | INR 6,560.00');
    expect(lines).toContain('Total paid | INR 11,559.00');
    expect(lines).toContain('Paid on 2026-11-29 (UTC)');
  });
});
