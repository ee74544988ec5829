import { useParams } from 'react-router';
import { UnlockPage } from '@/features/kids/components/unlock-page';
import { StoryEditorPage } from '@/features/stories/components/story-editor-page';
import { useKidMode } from '@/lib/kid-mode';

/** /stories/new writes a story; /stories/:storyId changes one. */
export default function StoryEditorRoute() {
  const { storyId } = useParams();
  const kidMode = useKidMode();
  if (kidMode) return <UnlockPage />;
  return <StoryEditorPage key={storyId ?? 'new'} storyId={storyId} />;
}
