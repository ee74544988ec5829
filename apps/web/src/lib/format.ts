export function nicknames(people: { nickname: string }[]): string {
  return people.map((p) => p.nickname).join(', ');
}
