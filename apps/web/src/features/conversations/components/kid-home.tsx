import { Trans, useLingui } from '@lingui/react/macro';
import type { ConversationSummary } from '@hearth/shared';
import { Video } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { requestCall } from '@/lib/calls/call-requests';
import { nicknames } from '@/lib/format';
import { UnreadBadge } from './unread-badge';

/** Big round faces, the kid accent on white text, one per person. */
function Face({ nickname }: { nickname: string }) {
  return (
    <span className="flex w-24 flex-col items-center gap-1">
      <span
        aria-hidden="true"
        className="flex size-20 items-center justify-center rounded-full bg-kid text-4xl font-bold text-white"
      >
        {nickname.slice(0, 1).toUpperCase()}
      </span>
      <span dir="auto" className="w-full truncate text-center text-lg font-semibold">
        {nickname}
      </span>
    </span>
  );
}

/**
 * Kid mode's own home: the faces of the people each conversation talks with, large, and nothing
 * a child session cannot do (no new conversation, no invites). A conversation still waiting for
 * a grown-up's yes says so instead of showing faces that are not approved yet.
 */
export function KidHome({
  nickname,
  conversations,
  selfId,
}: {
  nickname: string;
  conversations: ConversationSummary[];
  selfId: string;
}) {
  const { t } = useLingui();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold">
        <Trans>Hi {nickname}!</Trans>
      </h1>
      {conversations.length === 0 ? (
        <EmptyState
          emoji="🧸"
          title={t`No one to talk with yet`}
          text={t`A grown-up can add family.`}
        />
      ) : (
        <ul
          className="grid gap-4 sm:grid-cols-2 easy:sm:grid-cols-1"
          aria-label={t`People you talk with`}
        >
          {conversations.map((c) => {
            const others = c.participants.filter((p) => p.id !== selfId);
            const unread = c.unread_count;
            const names = nicknames(others);
            return (
              <li key={c.id} className="flex flex-col gap-2">
                <Link
                  to={`/conversations/${c.id}`}
                  className="flex min-h-32 flex-col items-center gap-3 rounded-card bg-surface p-4 shadow-sm hover:bg-bubble"
                >
                  {c.paused ? (
                    <span className="text-lg">
                      🕰️ <Trans>Waiting for a grown-up to say yes</Trans>
                    </span>
                  ) : (
                    <span className="flex flex-wrap justify-center gap-3">
                      {others.map((p) => (
                        <Face key={p.id} nickname={p.nickname} />
                      ))}
                    </span>
                  )}
                  <span dir="auto" className="text-lg text-muted">
                    {c.title}
                  </span>
                  <UnreadBadge count={unread} />
                </Link>
                {/* Only approved people: a conversation waiting for a yes has no call. */}
                {c.paused || others.length === 0 ? null : (
                  <button
                    type="button"
                    onClick={() =>
                      requestCall({
                        profileId: selfId,
                        conversationId: c.id,
                        video: true,
                        title: c.title,
                      })
                    }
                    className="flex min-h-16 items-center justify-center gap-3 rounded-card bg-kid px-4 text-2xl font-bold text-white hover:opacity-90 focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-kid"
                  >
                    <Video aria-hidden="true" className="size-8" />
                    <span dir="auto">{t`Call ${names}`}</span>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
