import type { BookEntry } from './pdf-entry.js';
import { ACCENT, GAP, INK, MARGIN, MUTED, QR_SIZE, type PageKit } from './pdf-page-kit.js';
import { drawQr } from './pdf-qr.js';

export interface TitlePage {
  title: string;
  conversation: string;
  period: string;
  codesPlay: string;
  madeOn: string;
}

export function titlePage(kit: PageKit, page: TitlePage): void {
  kit.newPage(false);
  const { doc } = kit;
  doc.y = doc.page.height * 0.28;
  kit.centred(page.title, 26, INK, true);
  doc.moveDown(0.6);
  kit.centred(page.conversation, 14, MUTED);
  doc.moveDown(0.3);
  kit.centred(page.period, 12, MUTED);
  // The sentence that says what the codes do, where anyone who opens the book reads it first.
  doc.y = doc.page.height * 0.62;
  const top = doc.y;
  doc.moveDown(0.8);
  kit.centred(page.codesPlay, 12, INK);
  doc.moveDown(0.8);
  doc
    .roundedRect(MARGIN, top, kit.width, doc.y - top, 8)
    .lineWidth(1)
    .strokeColor(ACCENT)
    .stroke();
  doc.y = kit.bottom - 24;
  kit.centred(page.madeOn, 9, MUTED);
}

export function photoPage(kit: PageKit, entry: Extract<BookEntry, { kind: 'photo' }>) {
  kit.newPage(false);
  const { doc } = kit;
  const captionHeight = entry.text.trim() ? 80 : 44;
  const height = kit.bottom - MARGIN - captionHeight;
  doc.image(entry.jpeg, MARGIN, MARGIN, {
    fit: [kit.width, height],
    align: 'center',
    valign: 'center',
  });
  doc.y = MARGIN + height + 10;
  kit.heading(entry.heading);
  kit.line(entry.caption, 11, INK);
  if (entry.text.trim()) kit.line(entry.text, 11, INK);
}

/** A play mark: a white disc with a triangle, as a player shows over a video not yet started. */
function playMark(doc: PDFKit.PDFDocument, cx: number, cy: number, r: number) {
  doc.save();
  doc.circle(cx, cy, r).fillOpacity(0.85).fill('#ffffff');
  doc
    .polygon([cx - r * 0.32, cy - r * 0.5], [cx - r * 0.32, cy + r * 0.5], [cx + r * 0.55, cy])
    .fillOpacity(1)
    .fill(ACCENT);
  doc.restore();
}

/**
 * A video as a photo is printed: its poster frame as large as the page allows, a play mark
 * over it, and just below it the code that plays the video, with its caption.
 */
export function videoPage(kit: PageKit, entry: Extract<BookEntry, { kind: 'video' }>) {
  kit.newPage(false);
  const { doc } = kit;
  const below = QR_SIZE + GAP + (entry.text.trim() ? 36 : 0);
  const room = { width: kit.width, height: kit.bottom - MARGIN - below - 10 };
  const size = entry.poster ?? { width: 16, height: 9 };
  const scale = Math.min(room.width / size.width, room.height / size.height);
  const [w, h] = [size.width * scale, size.height * scale];
  const [x, y] = [MARGIN + (room.width - w) / 2, MARGIN];
  if (entry.poster) doc.image(entry.poster.jpeg, x, y, { width: w, height: h });
  else doc.rect(x, y, w, h).fill(MUTED);
  playMark(doc, x + w / 2, y + h / 2, Math.min(w, h, 160) / 5);
  const top = y + h + GAP;
  kit.codeWithCaption(top, { ...entry, action: kit.scanToWatch }, 11);
  if (entry.text.trim()) {
    doc.y += 6;
    kit.line(entry.text, 11, INK);
  }
}

export function storyPage(kit: PageKit, entry: Extract<BookEntry, { kind: 'story' }>) {
  kit.newPage(false);
  const { doc } = kit;
  kit.line(entry.title, 16, INK, true);
  kit.heading(entry.heading);
  doc.moveDown(0.3);
  kit.line(entry.page, 10, ACCENT, true);
  doc.moveDown(1);
  // Large for reading aloud, smaller when a long page would run into its code.
  const room = kit.bottom - (entry.url ? QR_SIZE + GAP : 0) - doc.y;
  const fits = kit.setter.heightOf(entry.text, { size: 15, color: INK }, kit.width) <= room;
  kit.line(entry.text, fits ? 15 : 11, INK);
  if (entry.url) {
    const top = kit.bottom - QR_SIZE;
    drawQr(doc, entry.url, MARGIN, top, QR_SIZE);
    doc.y = top + QR_SIZE / 2 - 8;
    kit.line(kit.scanToListen, 11, ACCENT, true, MARGIN + QR_SIZE + GAP);
  }
}
