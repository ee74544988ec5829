/**
 * The server marks each match as «match» in plain text: split on the marks and wrap the matched
 * parts in <mark>, so that a message's text is never read as HTML.
 */
export function Snippet({ text }: { text: string }) {
  const parts = text.split(/«([^»]*)»/);
  return (
    <span dir="auto" className="line-clamp-3 block">
      {parts.map((part, index) =>
        // Odd places hold what was between the marks.
        index % 2 === 1 ? (
          <mark key={index} className="rounded bg-primary/20 px-0.5 text-ink">
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </span>
  );
}
