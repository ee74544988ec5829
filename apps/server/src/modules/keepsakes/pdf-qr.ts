import QRCode from 'qrcode';

/**
 * A QR code drawn as vector squares: sharp at any print size, and no image for the reader of
 * the PDF to tell from the family's photos. Level M survives a crease or a smudge; the white
 * margin is the four modules the standard asks for.
 */
export function drawQr(doc: PDFKit.PDFDocument, url: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const cell = size / (modules.size + 2 * quiet);
  doc.save();
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) {
        // A hair wider than the cell, so that no seam shows between neighbours when printed.
        doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell + 0.05, cell + 0.05);
      }
    }
  }
  doc.fill('#000000');
  doc.restore();
}
