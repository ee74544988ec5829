import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpen, Lightbulb, Trophy } from 'lucide-react';
import { useRef, useState } from 'react';
import type { StoryPrompt } from '../api/demo-types';
import { promptText } from '@/lib/i18n/shared-texts';
import { useCelebration } from '../hooks/use-celebration';
import { useDemoChat } from '../hooks/use-demo-chat';
import { usePersistedRole } from '../hooks/use-persisted-role';
import { AchievementsDialog } from './achievements-dialog';
import { secondaryButton } from './button-styles';
import { CelebrationAnnouncer, CelebrationToast } from './celebration';
import { Composer, type ComposerDraft } from './composer';
import { MessageList } from './message-list';
import { RoleToggle } from './role-toggle';
import { StoriesDialog } from './stories-dialog';
import { StoryIdeasDialog } from './story-ideas-dialog';

type Tool = 'stories' | 'ideas' | 'achievements' | null;

/** The local-only prototype at /messages (spec section 4): everything lives in this browser. */
export default function DemoPage() {
  const { t } = useLingui();
  const [role, setRole] = usePersistedRole();
  const chat = useDemoChat(role);
  const [tool, setTool] = useState<Tool>(null);
  const [draft, setDraft] = useState<ComposerDraft>({ text: '', emoji: null });
  const [hint, setHint] = useState<string | undefined>();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const closeTool = (open: boolean) => !open && setTool(null);
  const celebrating = useCelebration(chat.justEarned);
  const announcer = <CelebrationAnnouncer earned={celebrating} />;

  const chooseIdea = (prompt: StoryPrompt) => {
    const { title, description } = promptText(prompt);
    // The idea's title opens the message, as "My favourite toy: ".
    setDraft({
      text: t({ message: `${title}: `, comment: 'a story idea opening a message' }),
      emoji: prompt.emoji,
    });
    setHint(description);
    setTool(null);
    // Wait for the dialog to hand focus back before moving it into the message box.
    setTimeout(() => {
      const box = textareaRef.current;
      box?.focus();
      box?.setSelectionRange(box.value.length, box.value.length);
    }, 50);
  };

  return (
    <div className="relative mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-4 sm:py-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">
          <Trans>Family chat</Trans>
        </h1>
        <p className="text-muted">
          <Trans>A demo to try Hearth without an account. Everything stays on this device.</Trans>
        </p>
      </div>
      <RoleToggle role={role} onChange={setRole} />
      {role === 'grandparent' && (
        <div
          role="group"
          aria-label={t`Grandparent tools`}
          className="grid grid-cols-1 gap-2 sm:grid-cols-3"
        >
          <button type="button" className={secondaryButton} onClick={() => setTool('stories')}>
            <BookOpen aria-hidden="true" className="size-6" />
            <Trans>Read a Story</Trans>
          </button>
          <button type="button" className={secondaryButton} onClick={() => setTool('ideas')}>
            <Lightbulb aria-hidden="true" className="size-6" />
            <Trans>Story Ideas</Trans>
          </button>
          <button type="button" className={secondaryButton} onClick={() => setTool('achievements')}>
            <Trophy aria-hidden="true" className="size-6" />
            <Trans>Achievements</Trans>
          </button>
        </div>
      )}
      <section
        aria-label={t`Conversation`}
        className="flex flex-1 flex-col gap-4 rounded-card bg-surface p-3 shadow-sm sm:p-4"
      >
        <MessageList messages={chat.messages} role={role} />
        <div className="border-t border-stone-200 pt-3">
          <Composer
            draft={draft}
            onDraftChange={(next) => {
              setDraft(next);
              if (next.text === '' && next.emoji === null) setHint(undefined);
            }}
            onSendText={chat.sendText}
            onSendVoice={(recording) => chat.sendVoice(recording)}
            textareaRef={textareaRef}
            hint={hint}
          />
        </div>
      </section>
      <StoriesDialog
        open={tool === 'stories'}
        onOpenChange={closeTool}
        announcer={announcer}
        onSendPage={(recording, storyTitle, pageNumber) =>
          chat.sendVoice(recording, {
            text: t({
              message: `${storyTitle}, page ${pageNumber}`,
              comment: 'a voice message reading one page of a story aloud',
            }),
            emoji: '📖',
            storyPage: true,
          })
        }
      />
      <StoryIdeasDialog
        open={tool === 'ideas'}
        announcer={announcer}
        onOpenChange={closeTool}
        onChoose={chooseIdea}
      />
      <AchievementsDialog
        open={tool === 'achievements'}
        announcer={announcer}
        onOpenChange={closeTool}
        achievements={chat.achievements}
      />
      {tool === null && announcer}
      <CelebrationToast earned={celebrating} />
    </div>
  );
}
