import PDFDocument from 'pdfkit';

export interface Datasheet {
  brand: string;
  model: string;
  title: string;
  category: string;
  summary: string;
  sections: readonly { heading: string; rows: readonly (readonly [string, string])[] }[];
  /** Printed in the footer, e.g. 'DS-SMA-2026-04'. */
  documentNumber: string;
  hue: number;
}

/** A fixed date: the same datasheet bytes on every fresh install. */
const ISSUED = new Date('2026-01-15T00:00:00Z');

/** hsl(h, 55%, 32%) as the RGB pdfkit takes, for the header band in the brand's colour. */
function accent(hue: number): [number, number, number] {
  const s = 0.55;
  const l = 0.32;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/**
 * A one-page product datasheet (US Letter) in pdfkit's standard Helvetica, so no font file ships: the maker and
 * model in a header band, a summary, then the spec tables two columns wide.
 */
export function renderDatasheetPdf(sheet: Datasheet): Promise<Buffer> {
  const margin = 48;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin,
    compress: true,
    info: { Title: `${sheet.title} datasheet`, Author: sheet.brand, Subject: sheet.category, CreationDate: ISSUED, ModDate: ISSUED },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const pageWidth = doc.page.width;
  const width = pageWidth - 2 * margin;
  const colour = accent(sheet.hue);
  doc.rect(0, 0, pageWidth, 96).fill(colour);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(22).text(sheet.brand, margin, 26, { width });
  doc.font('Helvetica').fontSize(12).text(`${sheet.model}  |  ${sheet.category}`, margin, 58, { width });
  doc.fillColor('#1f2a37').font('Helvetica-Bold').fontSize(16).text(sheet.title, margin, 120, { width });
  doc.moveDown(0.4).font('Helvetica').fontSize(10).fillColor('#333333').text(sheet.summary, { width, lineGap: 2 });
  doc.moveDown(1);

  const columnWidth = (width - 24) / 2;
  const columnTops = [doc.y, doc.y];
  sheet.sections.forEach((section, index) => {
    // Sections fill the shorter column, so the page stays balanced.
    const column = columnTops[0]! <= columnTops[1]! ? 0 : 1;
    const x = margin + column * (columnWidth + 24);
    let y = columnTops[column]!;
    doc.rect(x, y, columnWidth, 20).fill(colour);
    doc
      .fillColor('#ffffff')
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(section.heading.toUpperCase(), x + 8, y + 6, { width: columnWidth - 16 });
    y += 20;
    const labelWidth = columnWidth * 0.45 - 8;
    const valueWidth = columnWidth * 0.55 - 8;
    section.rows.forEach(([label, value], row) => {
      // A long value wraps inside its cell, and the row grows with it.
      doc.fontSize(9);
      const height = Math.max(
        18,
        doc.font('Helvetica-Bold').heightOfString(value, { width: valueWidth }) + 9,
        doc.font('Helvetica').heightOfString(label, { width: labelWidth }) + 9,
      );
      if (row % 2 === 1) doc.rect(x, y, columnWidth, height).fill('#f1f3f5');
      doc
        .fillColor('#555555')
        .font('Helvetica')
        .text(label, x + 8, y + 5, { width: labelWidth });
      doc
        .fillColor('#111111')
        .font('Helvetica-Bold')
        .text(value, x + columnWidth * 0.45, y + 5, { width: valueWidth, align: 'right' });
      y += height;
    });
    columnTops[column] = y + 16;
    if (index === sheet.sections.length - 1) doc.y = Math.max(...columnTops);
  });

  const footerY = doc.page.height - margin - 24;
  doc
    .moveTo(margin, footerY)
    .lineTo(pageWidth - margin, footerY)
    .lineWidth(0.5)
    .stroke('#adb5bd');
  doc
    .fillColor('#6c757d')
    .font('Helvetica')
    .fontSize(8)
    .text(
      `${sheet.documentNumber}  |  Issued ${ISSUED.toISOString().slice(0, 10)}  |  Specifications are subject to change without notice. Values at STC unless noted.`,
      margin,
      footerY + 8,
      { width, lineBreak: false },
    );
  doc.end();
  return done;
}
