import type { ServerTexts } from './server-texts.js';

/** German, with du: as a family writes to each other. */
export const de: ServerTexts = {
  push: {
    text: (who, content) => `${who}: ${content}`,
    voice: (who, length) => `${who} hat eine Sprachnachricht geschickt (${length})`,
    story: (who, title) =>
      title ? `${who} hat dir „${title}“ vorgelesen` : `${who} hat dir eine Geschichte vorgelesen`,
    newMessageFrom: (who) => `Neue Nachricht von ${who}`,
    approvalTitle: (who, child) => `${who} möchte mit ${child} sprechen`,
    approvalBody: 'Öffne Hearth, um zuzustimmen oder abzulehnen',
  },
  children: {
    someoneNew: 'Jemand Neues (wartet auf einen Erwachsenen)',
    pausedTitle: 'Warten auf einen Erwachsenen',
    waitingChild: (nickname) => `${nickname} (wartet auf einen Erwachsenen)`,
  },
  exportViewer: {
    title: 'Hearth-Export',
    exported: (when) => `Exportiert am ${when}`,
    with: (names) => `Mit ${names}`,
    listSeparator: ', ',
    edited: 'bearbeitet',
    messageDeleted: 'Nachricht gelöscht',
    profileDeleted: 'Gelöschtes Profil',
    voiceFrom: (who) => `Sprachnachricht von ${who}`,
    read: (who, title) => `${who} hat „${title}“ vorgelesen`,
    page: (number, text) => `Seite ${number}: ${text}`,
    pageReadBy: (number, who) => `Seite ${number}, vorgelesen von ${who}`,
  },
};
