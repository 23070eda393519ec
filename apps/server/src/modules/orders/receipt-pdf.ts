import PDFDocument from 'pdfkit';
import { currencyExponents, minorPerMajor, type Currency } from '@charter/shared';

export interface ReceiptData {
  orderNumber: string;
  paidAt: Date;
  buyerName: string;
  buyerEmail: string;
  companyName: string | null;
  currency: Currency;
  lines: { label: string; amountMinor: number }[];
  totalMinor: number;
  provider: string;
  providerPaymentId: string | null;
}

/**
 * Helvetica has no ₹ glyph, so the receipt names the currency by its code (INR 11,559.00), to the currency's own minor
 * unit (its exponent), grouped as its country writes it (INR 1,15,590.00).
 */
export function receiptMoney(minor: number, currency: Currency): string {
  const locale = currency === 'INR' ? 'en-IN' : 'en-US';
  const digits = currencyExponents[currency];
  const amount = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return `${currency} ${amount.format(minor / minorPerMajor(currency))}`;
}

/** The PDF receipt of a paid order, rendered from the stored order on each download (same data, same document). */
export function renderReceipt(data: ReceiptData): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: `Receipt ${data.orderNumber}`, Author: 'Charter', CreationDate: data.paidAt },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.fillColor('#4f46e5').fontSize(20).text('Charter', { continued: false });
    doc.moveDown(0.5).fillColor('#0f172a').fontSize(16).text('Payment receipt');
    doc.moveDown(0.5).fontSize(10).fillColor('#475569');
    doc.text(`Order ${data.orderNumber}`);
    doc.text(`Paid on ${data.paidAt.toISOString().slice(0, 10)} (UTC)`);
    doc.text(`Billed to ${data.buyerName} <${data.buyerEmail}>`);
    if (data.companyName) doc.text(`For ${data.companyName}`);
    doc.text(`Paid through ${data.provider}${data.providerPaymentId ? `, payment ${data.providerPaymentId}` : ''}`);
    doc.moveDown(1.2).fillColor('#0f172a').fontSize(11);

    const left = doc.page.margins.left;
    const right = doc.page.width - doc.page.margins.right;
    for (const line of data.lines) {
      const y = doc.y;
      doc.text(line.label, left, y, { width: right - left - 140 });
      doc.text(receiptMoney(line.amountMinor, data.currency), right - 140, y, { width: 140, align: 'right' });
      doc.moveDown(0.4);
    }
    doc
      .moveTo(left, doc.y + 4)
      .lineTo(right, doc.y + 4)
      .strokeColor('#cbd5e1')
      .stroke();
    doc.moveDown(0.8).fontSize(12);
    const y = doc.y;
    doc.text('Total paid', left, y);
    doc.text(receiptMoney(data.totalMinor, data.currency), right - 160, y, { width: 160, align: 'right' });
    doc
      .moveDown(2)
      .fontSize(9)
      .fillColor('#64748b')
      .text(
        'This receipt confirms payment to Charter. Government fees are paid on your behalf to the authorities named in your order.',
        left,
      );
    doc.end();
  });
}
