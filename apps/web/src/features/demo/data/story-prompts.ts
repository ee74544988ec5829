import { STORY_PROMPTS as SHARED_PROMPTS } from '@hearth/shared';
import type { StoryPrompt } from '../api/demo-types';

/** The real app's story prompts: the title opens the message, the description guides it. */
export const STORY_PROMPTS: readonly StoryPrompt[] = SHARED_PROMPTS;
