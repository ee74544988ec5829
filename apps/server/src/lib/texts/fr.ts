import type { ServerTexts } from './server-texts.js';

// French sets a no-break space before a colon and inside « ».
const nb = '\u00a0';

/** French, with tu: as a family writes to each other. */
export const fr: ServerTexts = {
  push: {
    text: (who, content) => `${who}${nb}: ${content}`,
    voice: (who, length) => `${who} a envoyé un message vocal (${length})`,
    story: (who, title) =>
      title ? `${who} t’a lu «${nb}${title}${nb}»` : `${who} t’a lu une histoire`,
    newMessageFrom: (who) => `Nouveau message de ${who}`,
    approvalTitle: (who, child) => `${who} aimerait parler avec ${child}`,
    approvalBody: 'Ouvre Hearth pour accepter ou refuser',
  },
  children: {
    someoneNew: 'Quelqu’un de nouveau (en attente d’une grande personne)',
    pausedTitle: 'En attente d’une grande personne',
    waitingChild: (nickname) => `${nickname} (en attente d’une grande personne)`,
  },
  exportViewer: {
    title: 'Export Hearth',
    exported: (when) => `Exporté le ${when}`,
    with: (names) => `Avec ${names}`,
    listSeparator: ', ',
    edited: 'modifié',
    messageDeleted: 'Message supprimé',
    profileDeleted: 'Profil supprimé',
    voiceFrom: (who) => `Message vocal de ${who}`,
    read: (who, title) => `${who} a lu «${nb}${title}${nb}»`,
    page: (number, text) => `Page ${number}${nb}: ${text}`,
    pageReadBy: (number, who) => `Page ${number} lue par ${who}`,
  },
};
