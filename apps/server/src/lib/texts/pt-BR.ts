import type { ServerTexts } from './server-texts.js';

/** Brazilian Portuguese, with você: as a family writes to each other. */
export const ptBR: ServerTexts = {
  push: {
    text: (who, content) => `${who}: ${content}`,
    voice: (who, length) => `${who} enviou uma mensagem de voz (${length})`,
    story: (who, title) =>
      title ? `${who} leu “${title}” para você` : `${who} leu uma história para você`,
    newMessageFrom: (who) => `Nova mensagem de ${who}`,
    approvalTitle: (who, child) => `${who} quer conversar com ${child}`,
    approvalBody: 'Abra o Hearth para aprovar ou recusar',
  },
  children: {
    someoneNew: 'Alguém novo (esperando um adulto)',
    pausedTitle: 'Esperando um adulto',
    waitingChild: (nickname) => `${nickname} (esperando um adulto)`,
  },
  exportViewer: {
    title: 'Exportação do Hearth',
    exported: (when) => `Exportado em ${when}`,
    with: (names) => `Com ${names}`,
    listSeparator: ', ',
    edited: 'editada',
    messageDeleted: 'Mensagem apagada',
    profileDeleted: 'Perfil apagado',
    voiceFrom: (who) => `Mensagem de voz de ${who}`,
    read: (who, title) => `${who} leu “${title}”`,
    page: (number, text) => `Página ${number}: ${text}`,
    pageReadBy: (number, who) => `Página ${number} lida por ${who}`,
  },
};
