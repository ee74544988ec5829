import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DEMO_NAMES } from '../api/demo-names';
import { demoStories } from '../data/stories';
import { intlLocale, type Locale } from '@/lib/i18n';
import type { VoiceRecording } from '@/lib/voice/use-recorder';
import type { ReactNode } from 'react';
import { DemoDialog } from './demo-dialog';
import { StoryShelf } from '@/components/ui/story-shelf';
import { StoryReader } from './story-reader';

interface StoriesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  announcer?: ReactNode;
  onSendPage: (recording: VoiceRecording, storyTitle: string, pageNumber: number) => Promise<void>;
}

export function StoriesDialog({ open, onOpenChange, onSendPage, announcer }: StoriesDialogProps) {
  const { t, i18n } = useLingui();
  const [storyId, setStoryId] = useState<string | null>(null);
  const kid = i18n._(DEMO_NAMES.kid);
  // The stories as the real app tells them in this language (the pseudo-locale reads English).
  const stories = demoStories(intlLocale(i18n.locale as Locale));
  const story = stories.find((s) => s.id === storyId);
  return (
    <DemoDialog
      announcer={announcer}
      open={open}
      onOpenChange={(next) => {
        if (!next) setStoryId(null);
        onOpenChange(next);
      }}
      title={t`Read a Story`}
      description={
        story ? t`Read each page aloud and send it to ${kid}.` : t`Pick a story to read aloud.`
      }
    >
      {story ? (
        <StoryReader
          key={story.id}
          story={story}
          onBack={() => setStoryId(null)}
          onSendPage={(recording, pageNumber) => onSendPage(recording, story.title, pageNumber)}
        />
      ) : (
        <StoryShelf
          stories={stories}
          coverOf={(story) => story.coverEmoji}
          onOpen={(story) => setStoryId(story.id)}
        />
      )}
    </DemoDialog>
  );
}
