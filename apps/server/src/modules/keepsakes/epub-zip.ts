import { ZipFile } from 'yazl';
import { audioFile, overlayFile, pageFile, type Book } from './epub-book.js';
import { CONTAINER, overlay, packageDocument } from './epub-package.js';
import { coverPage, navigation, STYLE, storyPage } from './epub-pages.js';

/**
 * The book as an EPUB zip, written as it is read: `mimetype` first and stored as it is (the OCF
 * rule that lets a reader recognise the file), then the package, the pages, their overlays and
 * the pages' audio, read from `audioPaths` (page number to an .m4a on disk) when their turn comes.
 */
export function epubZip(book: Book, audioPaths: Map<number, string>): NodeJS.ReadableStream {
  const zip = new ZipFile();
  const text = (name: string, content: string) =>
    zip.addBuffer(Buffer.from(content, 'utf8'), name, { mtime: new Date(book.modified) });
  zip.addBuffer(Buffer.from('application/epub+zip', 'ascii'), 'mimetype', {
    compress: false,
    forceDosTimestamp: true,
    mtime: new Date(book.modified),
  });
  text('META-INF/container.xml', CONTAINER);
  text('EPUB/package.opf', packageDocument(book));
  text('EPUB/nav.xhtml', navigation(book));
  text('EPUB/cover.xhtml', coverPage(book));
  text('EPUB/style.css', STYLE);
  for (const page of book.pages) {
    text(`EPUB/${pageFile(page)}`, storyPage(book, page));
    const audio = audioPaths.get(page.number);
    if (page.durationMs === null || !audio) continue;
    text(`EPUB/${overlayFile(page)}`, overlay(page));
    // AAC is compressed already: stored as it is.
    zip.addFile(audio, `EPUB/${audioFile(page)}`, { compress: false });
  }
  zip.end();
  return zip.outputStream;
}
