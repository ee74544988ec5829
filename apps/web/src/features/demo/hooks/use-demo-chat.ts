import { useCallback, useEffect, useState } from 'react';
import type { VoiceRecording } from '@/lib/voice/use-recorder';
import { loadAchievements, recordActivity } from '../api/achievements-store';
import { saveAudio } from '../api/audio-store';
import { markReadFrom, sendMessage } from '../api/demo-store';
import type { Achievement, DemoMessage, DemoRole } from '../api/demo-types';

/** Everything the demo screen does with its data, over the local stores; nothing goes to a network. */
export function useDemoChat(role: DemoRole) {
  const [messages, setMessages] = useState<DemoMessage[] | null>(null);
  const [achievements, setAchievements] = useState<Achievement[]>(loadAchievements);
  const [justEarned, setJustEarned] = useState<Achievement[]>([]);

  useEffect(() => {
    let active = true;
    const other: DemoRole = role === 'kid' ? 'grandparent' : 'kid';
    // Switching roles is like the other person opening the chat: what they were sent is now seen.
    markReadFrom(other).then(
      (list) => active && setMessages(list),
      () => active && setMessages([]),
    );
    return () => {
      active = false;
    };
  }, [role]);

  const append = (message: DemoMessage) => setMessages((prev) => [...(prev ?? []), message]);

  const sendText = useCallback(
    async (text: string, emoji: string | null) =>
      append(await sendMessage({ text, emoji, sender: role })),
    [role],
  );

  const sendVoice = useCallback(
    async (
      recording: VoiceRecording,
      options: { text?: string; emoji?: string; storyPage?: boolean } = {},
    ) => {
      const audioUrl = await saveAudio(recording);
      append(
        await sendMessage({
          text: options.text ?? '',
          emoji: options.emoji ?? null,
          audioUrl,
          sender: role,
        }),
      );
      // Badges reward the grandparent's effort; the kid's voice notes are not counted.
      if (role !== 'grandparent') return;
      const result = recordActivity(options.storyPage ? 'story-page' : 'voice-message');
      setAchievements(result.achievements);
      if (result.newlyEarned.length > 0) setJustEarned(result.newlyEarned);
    },
    [role],
  );

  return { messages, achievements, justEarned, sendText, sendVoice };
}
