import { useQuery } from '@tanstack/react-query';
import type { Story } from '@hearth/shared';
import { useStoriesQuery } from '@/lib/stories-query';

// The same cached library as Read a Story, narrowed to what this family wrote.
const own = (stories: Story[]) => stories.filter((story) => !story.built_in);

/** The family's own stories, oldest first as the server lists them. */
export function useFamilyStories() {
  return useQuery({ ...useStoriesQuery(), select: own });
}
