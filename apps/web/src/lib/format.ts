/** Hour and minute in the reader's own locale and time zone. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
}

export function nicknames(people: { nickname: string }[]): string {
  return people.map((p) => p.nickname).join(', ');
}
