import { ACTIVE_CLASS, pageFile, textId, xml, type Book, type BookPage } from './epub-book.js';

/** An XHTML content document in the book's language and direction. */
function document(book: Book, title: string, body: string, head = ''): string {
  const lang = xml(book.language);
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${lang}" lang="${lang}" dir="${book.dir}">
<head>
<meta charset="UTF-8"/>
<title>${xml(title)}</title>
<link rel="stylesheet" type="text/css" href="style.css"/>${head}
</head>
<body>
${body}
</body>
</html>
`;
}

export function coverPage(book: Book): string {
  return document(
    book,
    book.title,
    `<section class="cover" epub:type="cover">
<p class="emoji">${xml(book.coverEmoji)}</p>
<h1>${xml(book.title)}</h1>
<p class="author">${xml(book.author)}</p>
<p class="read-by">${xml(book.coverLine)}</p>
</section>`,
  );
}

/** One story page: its illustration (an emoji scene) and its text, the overlay's target. */
export function storyPage(book: Book, page: BookPage): string {
  const label = book.labels.page(page.number);
  return document(
    book,
    `${book.title}: ${label}`,
    `<section class="page" id="page-${page.number}" aria-label="${xml(label)}">
<p class="illustration">${xml(page.illustration)}</p>
<p class="text" id="${textId(page)}">${xml(page.text)}</p>
</section>`,
  );
}

/** The navigation document: the cover, then every page. */
export function navigation(book: Book): string {
  const items = book.pages
    .map((page) => `<li><a href="${pageFile(page)}">${xml(book.labels.page(page.number))}</a></li>`)
    .join('\n');
  return document(
    book,
    book.labels.contents,
    `<nav epub:type="toc" id="toc">
<h1>${xml(book.labels.contents)}</h1>
<ol>
<li><a href="cover.xhtml">${xml(book.labels.cover)}</a></li>
${items}
</ol>
</nav>`,
  );
}

/** Large, readable text; the sentence being read is marked as reading systems highlight it. */
export const STYLE = `body { font-family: serif; line-height: 1.5; margin: 1em; }
.cover, .page { text-align: center; }
.emoji, .illustration { font-size: 4em; margin: 0.5em 0; }
.text { font-size: 1.3em; white-space: pre-line; }
.read-by { font-style: italic; }
.${ACTIVE_CLASS} { background-color: #fff3b0; color: #000; }
`;
