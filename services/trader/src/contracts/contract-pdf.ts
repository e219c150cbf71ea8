import { CONTRACT_PDF, CURRENCY, PAYMENT_TERMS_LABELS, usStateOfCode, type ContractView } from '@solar/contracts';
import PDFDocument from 'pdfkit';

const MM_TO_PT = 72 / 25.4;
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY });
const perWatt = new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY, minimumFractionDigits: 4, maximumFractionDigits: 4 });
const count = new Intl.NumberFormat('en-US');
const day = (iso: string) => iso.slice(0, 10);

/**
 * The contract as a PDF (the spec's export: legal paper, portrait, 15 mm margins, 'Contract Terms'), drawn with
 * pdfkit's standard Helvetica, so no font file ships. Everything printed comes from the immutable contract.
 */
export function renderContractPdf(contract: ContractView): Promise<Buffer> {
  const margin = CONTRACT_PDF.marginMm * MM_TO_PT;
  const doc = new PDFDocument({
    size: [CONTRACT_PDF.widthPt, CONTRACT_PDF.heightPt],
    layout: CONTRACT_PDF.orientation,
    margin,
    info: { Title: CONTRACT_PDF.fileName, Subject: `Contract ${contract.id}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = CONTRACT_PDF.widthPt - 2 * margin;
  const heading = (text: string) => doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(text).moveDown(0.3).font('Helvetica').fontSize(10);
  /** A label and its value on one line, the value right-aligned: the rows of the lot and the totals. */
  const row = (label: string, value: string, bold = false, labelShare = 0.6) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, margin, y, { width: width * labelShare });
    const labelBottom = doc.y;
    doc.text(value, margin + width * labelShare, y, { width: width * (1 - labelShare), align: 'right' });
    doc.y = Math.max(labelBottom, doc.y);
    doc.x = margin;
  };

  doc.font('Helvetica-Bold').fontSize(18).text(CONTRACT_PDF.fileName);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#555')
    .text(`Contract ${contract.id} · quote version ${contract.version} · signed ${day(contract.signed_at)} · status ${contract.status}`)
    .fillColor('#000');

  heading('Parties');
  // Names and addresses are long: they get most of the line.
  row('Buyer', `${contract.buyer.name}${contract.buyer.email ? ` <${contract.buyer.email}>` : ''}`, false, 0.2);
  row('Seller', `${contract.seller.name}${contract.seller.email ? ` <${contract.seller.email}>` : ''}`, false, 0.2);

  heading('Lot');
  row('Deal', `${contract.deal.name} (deal ${contract.deal.id})`);
  row('Category', contract.deal.category);
  row('Condition', contract.deal.condition);
  if (contract.deal.mpn) row('MPN', contract.deal.mpn);
  row('Quantity', `${count.format(contract.qty)} units`);
  if (contract.price_per_watt !== null) row('Price per watt', perWatt.format(contract.price_per_watt));
  row('Price per unit', usd.format(contract.unit_price));
  if (contract.total_watts !== null) row('Total watts', `${count.format(contract.total_watts)} W`);

  heading('Terms');
  row('Incoterm', contract.incoterm);
  row('Delivery to', usStateOfCode(contract.delivery_state)?.name ?? contract.delivery_state);
  row('Payment terms', PAYMENT_TERMS_LABELS[contract.payment_terms]);
  row('Lead time', `${contract.lead_time} days`);

  heading('Price');
  const { totals } = contract;
  row('Goods', usd.format(totals.subtotal));
  if (totals.discount_amount > 0) {
    const how = totals.discount?.type === 'percent' ? ` (${totals.discount.value}%)` : '';
    row(`Discount${how}`, `-${usd.format(totals.discount_amount)}`);
  }
  for (const charge of totals.charges) row(charge.rate !== null ? `${charge.label} (${charge.rate}%)` : charge.label, usd.format(charge.amount));
  row('Charges', usd.format(totals.charges_total));
  row('Taxes', usd.format(totals.tax_total));
  row('Total', usd.format(totals.total), true);

  if (contract.legal_text) {
    heading('Legal terms');
    doc.text(contract.legal_text, { width, align: 'left' });
  }
  doc.end();
  return done;
}
