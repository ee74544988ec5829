import { CHILD_MESSAGES, FAMILY_MESSAGES, waitingChild } from '@hearth/shared';
import type { ServerTexts } from './server-texts.js';

/** English: the contract's own words, as the product has always said them. */
export const en: ServerTexts = {
  push: {
    text: (who, content) => `${who}: ${content}`,
    voice: (who, length) => `${who} sent a voice message (${length})`,
    story: (who, title) => `${who} read you ${title ?? 'a story'}`,
    newMessageFrom: (who) => `New message from ${who}`,
    approvalTitle: (who, child) => `${who} wants to talk with ${child}`,
    approvalBody: 'Open Hearth to approve or decline',
  },
  children: {
    someoneNew: CHILD_MESSAGES.someoneNew,
    pausedTitle: CHILD_MESSAGES.pausedTitle,
    waitingChild,
  },
  exportViewer: {
    title: 'Hearth export',
    exported: (when) => `Exported ${when}`,
    with: (names) => `With ${names}`,
    listSeparator: ', ',
    edited: 'edited',
    messageDeleted: 'Message deleted',
    profileDeleted: FAMILY_MESSAGES.profileDeleted,
    voiceFrom: (who) => `Voice message from ${who}`,
    read: (who, title) => `${who} read ${title}`,
    page: (number, text) => `Page ${number}: ${text}`,
    pageReadBy: (number, who) => `Page ${number} read by ${who}`,
  },
};
