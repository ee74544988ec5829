import { useLingui } from '@lingui/react/macro';
import { Video } from 'lucide-react';

export interface FrameCallee {
  profileId: string;
  nickname: string;
  /** The conversation the call takes place in (the smallest one they share). */
  conversationId: string;
  title: string;
}

/** The big "Call Sam" buttons the family chose, in their order. */
export function CallRow({
  callees,
  onCall,
}: {
  callees: readonly FrameCallee[];
  onCall: (callee: FrameCallee) => void;
}) {
  const { t } = useLingui();
  if (callees.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-4" aria-label={t`Call your family`}>
      {callees.map((callee) => {
        const { nickname } = callee;
        return (
          <li key={callee.profileId}>
            <button
              type="button"
              onClick={() => onCall(callee)}
              className="flex min-h-20 min-w-44 items-center gap-3 rounded-card bg-success px-5 text-2xl font-bold text-white shadow-lg hover:opacity-90 focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <span
                aria-hidden="true"
                className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white text-2xl text-success"
              >
                {callee.nickname.slice(0, 1).toUpperCase()}
              </span>
              <Video aria-hidden="true" className="size-8 shrink-0" />
              <span dir="auto">{t`Call ${nickname}`}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
