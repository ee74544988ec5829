import type { ServerTexts } from './server-texts.js';

/** Spanish, with tú: as a family writes to each other. */
export const es: ServerTexts = {
  push: {
    text: (who, content) => `${who}: ${content}`,
    voice: (who, length) => `${who} envió un mensaje de voz (${length})`,
    story: (who, title) => (title ? `${who} te leyó «${title}»` : `${who} te leyó un cuento`),
    newMessageFrom: (who) => `Nuevo mensaje de ${who}`,
    approvalTitle: (who, child) => `${who} quiere hablar con ${child}`,
    approvalBody: 'Abre Hearth para aceptar o rechazar',
  },
  children: {
    someoneNew: 'Alguien nuevo (esperando a un adulto)',
    pausedTitle: 'Esperando a un adulto',
    waitingChild: (nickname) => `${nickname} (esperando a un adulto)`,
  },
  exportViewer: {
    title: 'Exportación de Hearth',
    exported: (when) => `Exportado el ${when}`,
    with: (names) => `Con ${names}`,
    listSeparator: ', ',
    edited: 'editado',
    messageDeleted: 'Mensaje eliminado',
    profileDeleted: 'Perfil eliminado',
    voiceFrom: (who) => `Mensaje de voz de ${who}`,
    read: (who, title) => `${who} leyó «${title}»`,
    page: (number, text) => `Página ${number}: ${text}`,
    pageReadBy: (number, who) => `Página ${number} leída por ${who}`,
  },
};
