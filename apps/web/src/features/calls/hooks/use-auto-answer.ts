import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { getAutoAnswer } from '../api/auto-answer';

export const AUTO_ANSWER_SECONDS = 10;

export const autoAnswerKey = (profileId: string) => ['auto-answer', profileId] as const;

/** The people whose calls this profile answers by itself; none for a child or on error. */
export function useAutoAnswerList(profileId: string, enabled = true): string[] {
  const { data } = useAutoAnswerQuery(profileId, enabled);
  return enabled ? (data?.profile_ids ?? []) : [];
}

export function useAutoAnswerQuery(profileId: string, enabled = true) {
  return useQuery({
    queryKey: autoAnswerKey(profileId),
    queryFn: () => getAutoAnswer(profileId),
    enabled,
    retry: false,
  });
}

/**
 * A visible countdown before answering a call from someone on the list, only while the app is
 * on screen: the seconds left, or null when it does not (or no longer) count.
 */
export function useAutoAnswer(
  profileId: string,
  callerId: string | undefined,
  onAnswer: () => void,
  enabled = true,
): { seconds: number | null; cancel: () => void } {
  const list = useAutoAnswerList(profileId, enabled && Boolean(callerId));
  const chosen = callerId !== undefined && list.includes(callerId);
  const [seconds, setSeconds] = useState<number | null>(null);
  const answer = useRef(onAnswer);
  answer.current = onAnswer;

  useEffect(() => {
    setSeconds(chosen && !document.hidden ? AUTO_ANSWER_SECONDS : null);
    const hidden = () => document.hidden && setSeconds(null);
    document.addEventListener('visibilitychange', hidden);
    return () => document.removeEventListener('visibilitychange', hidden);
  }, [chosen, callerId]);

  useEffect(() => {
    if (seconds === null) return;
    if (seconds <= 0) return answer.current();
    const timer = setTimeout(() => setSeconds((s) => (s === null ? null : s - 1)), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);

  return { seconds, cancel: () => setSeconds(null) };
}
