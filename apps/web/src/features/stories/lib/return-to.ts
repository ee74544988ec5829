import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLocation } from 'react-router';

/** Carried from screen to screen of the feature, so that Back still leads where they came from. */
export interface ReturnState {
  from?: string;
}

/**
 * Where Back leads: the conversation whose Read a Story opened this screen, otherwise the
 * profiles page (where the screen is offered).
 */
export function useReturnTo(): {
  state: ReturnState;
  to: string;
  label: MessageDescriptor;
} {
  const from = (useLocation().state as ReturnState | null)?.from;
  const conversation = from?.startsWith('/conversations/') ? from : undefined;
  return {
    state: { from: conversation } satisfies ReturnState,
    to: conversation ?? '/profiles',
    label: conversation ? msg`Back to the conversation` : msg`Back to profiles`,
  };
}
