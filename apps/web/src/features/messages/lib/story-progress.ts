/** The page a listener had reached in a read-aloud, kept on this device per listener. */
const key = (profileId: string, messageId: string) =>
  `hearth.story_progress.${profileId}.${messageId}`;

export function savedPage(profileId: string, messageId: string, pageCount: number): number {
  const stored = Number(localStorage.getItem(key(profileId, messageId)) ?? 0);
  return Number.isInteger(stored) && stored >= 0 && stored < pageCount ? stored : 0;
}

export function savePage(profileId: string, messageId: string, index: number): void {
  localStorage.setItem(key(profileId, messageId), String(index));
}
