import PDFDocument from 'pdfkit';
import { formatCents, kitPlanName } from '../../../shared/domain/pricing';
import type { TPurchaseRow, TUserRow } from '../../db/schema';

/** A one-page PDF receipt: brand, buyer, date, amounts, discount and the payment reference. */
export function renderReceipt(input: { brandName: string; user: TUserRow; purchase: TPurchaseRow }): Promise<Buffer> {
  const { brandName, user, purchase } = input;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    info: { Title: `${brandName} receipt`, Author: brandName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc.fontSize(22).fillColor('#166534').text(brandName);
  doc.moveDown(0.3).fontSize(16).fillColor('#111827').text('Receipt');
  doc.moveDown().fontSize(11);
  const line = (label: string, value: string) => doc.text(`${label}: ${value}`);
  line('Receipt number', purchase.id);
  line('Date', purchase.paidAt.toISOString().slice(0, 10));
  line('Billed to', `${user.displayName} <${user.email}>`);
  doc.moveDown();
  line('Item', kitPlanName);
  line('Price', formatCents(purchase.listAmountCents));
  if (purchase.discountCents > 0)
    line(`Discount (${purchase.discountCode})`, `-${formatCents(purchase.discountCents)}`);
  doc.font('Helvetica-Bold');
  line('Amount paid', `${formatCents(purchase.amountCents)} USD`);
  doc.font('Helvetica');
  line('Payment reference', purchase.paymentReference ?? 'none (fully discounted)');
  if (purchase.status === 'refunded' && purchase.refundedAt) {
    doc.moveDown().fillColor('#b91c1c');
    line('Refunded', `${formatCents(purchase.amountCents)} on ${purchase.refundedAt.toISOString().slice(0, 10)}`);
    doc.fillColor('#111827');
  }
  doc.moveDown(2).fontSize(9).fillColor('#4b5563');
  doc.text('One-time purchase, no recurring fees. 14-day money-back guarantee: ask through the contact form.');
  doc.end();
  return done;
}
