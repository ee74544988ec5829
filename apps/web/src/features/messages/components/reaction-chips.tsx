import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Message, Participant, ReactionEmoji } from '@hearth/shared';
import { useRef, useState } from 'react';
import { nicknames } from '@/lib/format';
import { useToggleReaction } from '../api/toggle-reaction';
import { REACTION_NAMES } from '../lib/reaction-names';
import { reacted } from '../lib/toggle-reaction';
import { useLongPress } from '../lib/use-long-press';
import { ReactionPicker } from './reaction-picker';

interface ReactionChipsProps {
  message: Message;
  profileId: string;
  conversationId: string;
  participants: readonly Participant[];
  /** The picker, opened by the React button or a long press on the message. */
  picking: boolean;
  onPickingChange: (open: boolean) => void;
}

/**
 * A message's reactions: one chip per emoji with how many (never a score or a ranking), pressed
 * when one is this profile's; tapping a chip toggles it. Who reacted shows on hover (the title,
 * which is its name's sentence) and on a long press (a line under the chips).
 */
export function ReactionChips(props: ReactionChipsProps) {
  const { message, profileId, conversationId, participants, picking, onPickingChange } = props;
  const { t, i18n } = useLingui();
  const toggle = useToggleReaction(profileId, conversationId);
  const [showing, setShowing] = useState<ReactionEmoji | null>(null);
  // The chip under the finger: a second long press on it hides the names again.
  const pressed = useRef<ReactionEmoji | null>(null);
  const press = useLongPress(() =>
    setShowing((current) => (current === pressed.current ? null : pressed.current)),
  );
  const reactions = message.reactions ?? [];
  const mine = new Set(
    reactions.filter((r) => reacted(message, r.emoji, profileId)).map((r) => r.emoji),
  );
  const who = (ids: readonly string[]) =>
    nicknames(ids.flatMap((id) => participants.filter((p) => p.id === id)));
  const set = (emoji: ReactionEmoji, on: boolean) =>
    toggle.mutate({ messageId: message.id, emoji, on });
  const shown = reactions.find((r) => r.emoji === showing);

  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-1">
        {reactions.map(({ emoji, count, profile_ids: ids }) => {
          const names = who(ids);
          const name = i18n._(REACTION_NAMES[emoji]);
          const label = t`${name}, ${plural(count, { one: '# reaction', other: '# reactions' })}: ${names}`;
          return (
            <button
              key={emoji}
              type="button"
              aria-pressed={mine.has(emoji)}
              aria-label={label}
              title={label}
              {...press.handlers}
              onPointerDown={(event) => {
                // A long press on a chip shows who, and does not open the message's picker too.
                event.stopPropagation();
                pressed.current = emoji;
                press.handlers.onPointerDown(event);
              }}
              onClick={() => {
                if (press.fired()) return;
                set(emoji, !mine.has(emoji));
              }}
              className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-bubble border-2 border-bubble bg-surface px-2 text-base aria-pressed:border-primary aria-pressed:bg-primary/15"
            >
              <span aria-hidden="true">{emoji}</span>
              <span aria-hidden="true">{count}</span>
            </button>
          );
        })}
        <ReactionPicker
          open={picking}
          onOpenChange={onPickingChange}
          chosen={mine}
          onPick={(emoji) => set(emoji, !mine.has(emoji))}
        />
      </div>
      {shown ? (
        <p dir="auto" className="text-base text-muted">
          {shown.emoji} {who(shown.profile_ids)}
        </p>
      ) : null}
      {toggle.isError ? (
        <p role="alert" className="text-base text-danger">
          <Trans>Your reaction could not be saved. Please try again.</Trans>
        </p>
      ) : null}
    </div>
  );
}
