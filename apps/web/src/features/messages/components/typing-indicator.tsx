import { useTypists } from '@/lib/realtime/realtime-context';
import { typingText } from '@/lib/realtime/typing-store';

/**
 * "Grandma is typing..." under the messages. The live region is always there (empty when nobody
 * types) so that screen readers announce the text when it appears.
 */
export function TypingIndicator({ conversationId }: { conversationId: string }) {
  const typists = useTypists(conversationId);
  return (
    <p aria-live="polite" className="min-h-7 px-4 text-base text-muted italic">
      {typingText(typists)}
    </p>
  );
}
