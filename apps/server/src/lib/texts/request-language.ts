import { closestLanguage, DEFAULT_LANGUAGE, type Language } from '@hearth/shared';

/**
 * The offered language an `Accept-Language` header prefers, for pages opened by someone without
 * a profile (a printed book's code): its tags by weight (`q`, 1 when not given; 0 refuses),
 * matched as the web client matches the browser's; none offered reads English.
 */
export function languageOfRequest(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const tags = value
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    // Equal weights keep the header's order.
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
  return closestLanguage(tags) ?? DEFAULT_LANGUAGE;
}
