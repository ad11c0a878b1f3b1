import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib';
import QRCode from 'qrcode';

export interface PrintedCertificate {
  learnerName: string;
  courseTitle: string;
  issuedAt: Date;
  code: string;
  verifyUrl: string;
}

const printedDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Nairobi',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** The standard fonts speak WinAnsi only: a character they cannot draw prints as `?`. */
function printable(font: PDFFont, text: string): string {
  return [...text]
    .map((char) => {
      try {
        font.encodeText(char);
        return char;
      } catch {
        return '?';
      }
    })
    .join('');
}

/** An A4 landscape certificate: name, course, date (Nairobi), code and a QR code of its page. */
export async function certificatePdf(certificate: PrintedCertificate): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Certificate ${certificate.code}`);
  pdf.setCreator('Pamoja');
  const page = pdf.addPage([842, 595]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.12, 0.16, 0.22);
  const accent = rgb(0.05, 0.43, 0.33);
  page.drawRectangle({
    x: 24,
    y: 24,
    width: 794,
    height: 547,
    borderColor: accent,
    borderWidth: 3,
  });

  const centred = (text: string, y: number, size: number, font: PDFFont, color = ink) => {
    const clean = printable(font, text);
    let fontSize = size;
    // Long names and titles shrink to fit inside the border rather than overflow it.
    while (font.widthOfTextAtSize(clean, fontSize) > 700 && fontSize > 10) fontSize -= 1;
    const width = font.widthOfTextAtSize(clean, fontSize);
    page.drawText(clean, { x: (842 - width) / 2, y, size: fontSize, font, color });
  };
  centred('Certificate of completion', 470, 30, bold, accent);
  centred('This certifies that', 410, 14, regular);
  centred(certificate.learnerName || 'Learner', 365, 32, bold);
  centred('has completed the course', 320, 14, regular);
  centred(certificate.courseTitle, 280, 22, bold);
  centred(`Issued on ${printedDate.format(certificate.issuedAt)}`, 230, 12, regular);

  const qr = await QRCode.toBuffer(certificate.verifyUrl, { type: 'png', margin: 1, width: 240 });
  const image = await pdf.embedPng(qr);
  page.drawImage(image, { x: 60, y: 50, width: 110, height: 110 });
  page.drawText(printable(regular, `Certificate code: ${certificate.code}`), {
    x: 185,
    y: 110,
    size: 12,
    font: bold,
    color: ink,
  });
  page.drawText(printable(regular, `Verify at ${certificate.verifyUrl}`), {
    x: 185,
    y: 90,
    size: 10,
    font: regular,
    color: ink,
  });
  return pdf.save();
}
