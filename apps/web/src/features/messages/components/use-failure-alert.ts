import { i18n } from '@lingui/core';
import { useEffect, useRef } from 'react';
import type { OutboxItem } from '@/lib/realtime/outbox';
import { SEND_FAILED } from '../api/send-message';

/**
 * Section 8's alert 'Failed to send message', for a send the server refused for good. Failures
 * from before the screen opened only show as "Not sent" in the list; each new one alerts once.
 */
export function useFailureAlert(items: readonly OutboxItem[]): void {
  const known = useRef<Set<string> | null>(null);
  useEffect(() => {
    const failed = new Set(items.filter((i) => i.status === 'failed').map((i) => i.client_id));
    const before = known.current;
    known.current = failed;
    if (before && [...failed].some((id) => !before.has(id))) window.alert(i18n._(SEND_FAILED));
  }, [items]);
}
