import {
  ACTIVE_CLASS,
  audioFile,
  clipTime,
  clockValue,
  overlayFile,
  pageFile,
  textId,
  xml,
  type Book,
  type BookPage,
} from './epub-book.js';

export const CONTAINER = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
<rootfiles>
<rootfile full-path="EPUB/package.opf" media-type="application/oebps-package+xml"/>
</rootfiles>
</container>
`;

const recorded = (book: Book) => book.pages.filter((page) => page.durationMs !== null);
const overlayId = (page: BookPage) => `page-${page.number}-overlay`;

/** A page's Media Overlay: its whole text read by its recording, from start to end. */
export function overlay(page: BookPage): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<smil xmlns="http://www.w3.org/ns/SMIL" xmlns:epub="http://www.idpf.org/2007/ops" version="3.0">
<body>
<seq id="page-${page.number}-seq" epub:textref="${pageFile(page)}#page-${page.number}">
<par id="page-${page.number}-par">
<text src="${pageFile(page)}#${textId(page)}"/>
<audio src="${audioFile(page)}" clipBegin="0s" clipEnd="${clipTime(page.durationMs ?? 0)}"/>
</par>
</seq>
</body>
</smil>
`;
}

/** The package document: metadata, every file, and the reading order. */
export function packageDocument(book: Book): string {
  const pages = recorded(book);
  // The total is the sum of the overlays' own durations, as epubcheck adds them up.
  const total = pages.reduce((sum, page) => sum + (page.durationMs ?? 0), 0);
  const durations = pages.map(
    (page) =>
      `<meta property="media:duration" refines="#${overlayId(page)}">${clockValue(page.durationMs ?? 0)}</meta>`,
  );
  const overlayMeta = pages.length
    ? [
        ...durations,
        `<meta property="media:duration">${clockValue(total)}</meta>`,
        `<meta property="media:narrator">${xml(book.narrator)}</meta>`,
        `<meta property="media:active-class">${ACTIVE_CLASS}</meta>`,
      ]
    : [];
  const items = book.pages.flatMap((page) => {
    const read = page.durationMs !== null;
    const text = `<item id="page-${page.number}" href="${pageFile(page)}" media-type="application/xhtml+xml"${read ? ` media-overlay="${overlayId(page)}"` : ''}/>`;
    if (!read) return [text];
    return [
      text,
      `<item id="${overlayId(page)}" href="${overlayFile(page)}" media-type="application/smil+xml"/>`,
      `<item id="page-${page.number}-audio" href="${audioFile(page)}" media-type="audio/mp4"/>`,
    ];
  });
  const spine = book.pages.map((page) => `<itemref idref="page-${page.number}"/>`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${xml(book.language)}" dir="${book.dir}">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:identifier id="book-id">urn:uuid:${xml(book.id)}</dc:identifier>
<dc:title>${xml(book.title)}</dc:title>
<dc:language>${xml(book.language)}</dc:language>
<dc:creator id="author">${xml(book.author)}</dc:creator>
<dc:date>${book.date}</dc:date>
<meta property="dcterms:modified">${book.modified}</meta>
${overlayMeta.join('\n')}
</metadata>
<manifest>
<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
<item id="cover" href="cover.xhtml" media-type="application/xhtml+xml"/>
<item id="style" href="style.css" media-type="text/css"/>
${items.join('\n')}
</manifest>
<spine page-progression-direction="${book.dir}">
<itemref idref="cover"/>
${spine.join('\n')}
</spine>
</package>
`;
}
