/** One line of text on the page: where it starts (points from the bottom left) and how big. */
export interface PdfLine {
  text: string;
  x: number;
  y: number;
  size?: number;
  bold?: boolean;
}

/**
 * Text the PDF's standard fonts can draw (WinAnsi ≈ Latin-1), written as a PDF string: what
 * lies outside becomes `?`, and the string's own delimiters are escaped.
 */
function pdfString(text: string): string {
  const latin = [...text].map((char) => (char.charCodeAt(0) <= 0xff ? char : '?')).join('');
  return `(${latin.replace(/[\\()]/g, (char) => `\\${char}`)})`;
}

/**
 * A one-page A4 PDF of text lines in Helvetica. Small and dependency-free: an invoice is a few
 * dozen lines of text, which needs no PDF library.
 */
export function textPdf(lines: readonly PdfLine[]): Uint8Array {
  const content = lines
    .map(
      (line) =>
        `BT /${line.bold ? 'F2' : 'F1'} ${line.size ?? 10} Tf ${line.x} ${line.y} Td ${pdfString(line.text)} Tj ET`,
    )
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  // Every character is one byte (Latin-1), so string offsets are the byte offsets xref needs.
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(body, (char) => char.charCodeAt(0));
}
