import type { ServerTexts } from './server-texts.js';

/** Brazilian Portuguese, with você: as a family writes to each other. */
export const ptBR: ServerTexts = {
  push: {
    text: (who, content) => `${who}: ${content}`,
    voice: (who, length) => `${who} enviou uma mensagem de voz (${length})`,
    photos: (who, count) =>
      count === 1 ? `${who} enviou uma foto` : `${who} enviou ${count} fotos`,
    video: (who, length) => `${who} enviou um vídeo (${length})`,
    story: (who, title) =>
      title ? `${who} leu “${title}” para você` : `${who} leu uma história para você`,
    newMessageFrom: (who) => `Nova mensagem de ${who}`,
    approvalTitle: (who, child) => `${who} quer conversar com ${child}`,
    approvalBody: 'Abra o Hearth para aprovar ou recusar',
    call: (video, minutes) => `${video ? 'Chamada de vídeo' : 'Chamada de voz'}, ${minutes} min`,
    missedCall: (who, video) =>
      `${video ? 'Chamada de vídeo perdida' : 'Chamada perdida'} de ${who}`,
    incomingCall: (who, video) =>
      video
        ? `${who} está fazendo uma chamada de vídeo para você`
        : `${who} está ligando para você`,
  },
  children: {
    someoneNew: 'Alguém novo (esperando um adulto)',
    pausedTitle: 'Esperando um adulto',
    waitingChild: (nickname) => `${nickname} (esperando um adulto)`,
  },
  preview: {
    photos: (count) => (count === 1 ? 'Foto' : `${count} fotos`),
    voice: (length) => `Mensagem de voz (${length})`,
    video: (length) => `Vídeo (${length})`,
    story: (title) => (title ? `História: “${title}”` : 'História'),
    missedCall: (video) => (video ? 'Chamada de vídeo perdida' : 'Chamada perdida'),
    deleted: 'Mensagem apagada',
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
    photoFrom: (who, number, of) => `Foto de ${who}, ${number} de ${of}`,
    videoFrom: (who) => `Vídeo de ${who}`,
    read: (who, title) => `${who} leu “${title}”`,
    page: (number, text) => `Página ${number}: ${text}`,
    pageReadBy: (number, who) => `Página ${number} lida por ${who}`,
    inReplyTo: (who) => `Em resposta a ${who}`,
    reactions: 'Reações',
    settings: 'Configurações',
    easyModeOn: 'Modo fácil: ativado',
    easyModeOff: 'Modo fácil: desativado',
    frameNight: (start, end) => `O porta-retratos escurece das ${start} às ${end}`,
    callButtons: (names) => `Botões de chamada no porta-retratos: ${names}`,
    shownConversations: (titles) => `Conversas exibidas: ${titles}`,
  },
  book: {
    readBy: (reader, listeners, date) =>
      listeners ? `Lido por ${reader} para ${listeners}, ${date}` : `Lido por ${reader}, ${date}`,
    page: (number) => `Página ${number}`,
    contents: 'Sumário',
    cover: 'Capa',
  },
  printed: {
    codesPlay:
      'Os códigos deste livro tocam as vozes da família para qualquer pessoa que tenha o livro.',
    scanToListen: 'Escaneie para ouvir',
    scanToWatch: 'Escaneie para assistir',
    madeOn: (date) => `Feito com o Hearth, ${date}`,
  },
  keepsakeLink: {
    intro: 'Uma gravação de um livro feito com o Hearth',
    recordingFrom: (title) => `Gravação de ${title}`,
    noAudio: 'Este navegador não consegue reproduzir a gravação.',
    gone: 'A família desativou os códigos deste livro',
    notFound: 'Este código não abre nenhuma gravação',
  },
};
