import { SendHorizontal } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { LIMITS, TYPING_RENEW_MS } from '@hearth/shared';
import { Button } from '@/components/ui/button';
import { useRealtime } from '@/lib/realtime/realtime-context';

interface ComposerProps {
  profileId: string;
  conversationId: string;
  /** Called as a send starts, so that the message is scrolled into view. */
  onSend: () => void;
}

/**
 * Hands each message to the outbox with its own client id and clears at once: the outbox keeps
 * it through a lost network or a reload, and the list shows it as sending, sent or not sent.
 */
export function Composer({ profileId, conversationId, onSend }: ComposerProps) {
  const [text, setText] = useState('');
  const realtime = useRealtime();
  const lastTyping = useRef(0);
  const content = text.trim();
  // Only while the app is still starting is there no outbox to hand a message to.
  const ready = realtime !== null;

  function change(value: string) {
    setText(value);
    const now = Date.now();
    // Others see "is typing..." for a few seconds; renewing more often would only add traffic
    // (the server drops renewals that come sooner, so the clock is not reset by a send either).
    if (value.trim() && realtime && now - lastTyping.current >= TYPING_RENEW_MS) {
      lastTyping.current = now;
      realtime.sendTyping(conversationId, profileId);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // Section 5: blank text is ignored.
    if (!content || !realtime) return;
    onSend();
    setText('');
    void realtime.outbox.add({
      client_id: crypto.randomUUID(),
      profile_id: profileId,
      conversation_id: conversationId,
      content,
    });
  }

  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t border-bubble bg-surface p-3">
      <input
        aria-label="Message"
        placeholder="Type your message..."
        autoComplete="off"
        maxLength={LIMITS.messageMax}
        value={text}
        onChange={(e) => change(e.target.value)}
        className="min-h-12 flex-1 rounded-bubble border-2 border-muted/60 bg-cream px-4 py-2 text-base"
      />
      <Button type="submit" disabled={!content || !ready}>
        <SendHorizontal aria-hidden="true" className="size-5" />
        Send
      </Button>
    </form>
  );
}
