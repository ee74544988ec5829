import type { Message } from '@hearth/shared';
import { Phone, PhoneMissed, Video } from 'lucide-react';
import { callText } from '@/lib/calls/call-text';
import { formatTime } from '@/lib/time-format';

/** A call's record in the thread (kind `call`): a line in the middle, not anyone's bubble. */
export function CallMessage({
  message,
}: {
  message: Message & { call: NonNullable<Message['call']> };
}) {
  const { call } = message;
  const Icon = call.missed ? PhoneMissed : call.video ? Video : Phone;
  return (
    <li className="flex flex-col items-center gap-1">
      <p
        dir="auto"
        className={`flex items-center gap-2 rounded-bubble border-2 px-4 py-2 font-semibold ${
          call.missed ? 'border-danger text-danger' : 'border-bubble text-ink'
        }`}
      >
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        {callText(call, message.profile.nickname)}
      </p>
      <time dateTime={message.created_at} className="text-base text-muted">
        {formatTime(message.created_at)}
      </time>
    </li>
  );
}
