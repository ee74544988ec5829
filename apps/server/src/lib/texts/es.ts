import type { ServerTexts } from './server-texts.js';

/** Spanish, with tú: as a family writes to each other. */
export const es: ServerTexts = {
  push: {
    text: (who, content) => `${who}: ${content}`,
    voice: (who, length) => `${who} envió un mensaje de voz (${length})`,
    photos: (who, count) => (count === 1 ? `${who} envió una foto` : `${who} envió ${count} fotos`),
    video: (who, length) => `${who} envió un vídeo (${length})`,
    story: (who, title) => (title ? `${who} te leyó «${title}»` : `${who} te leyó un cuento`),
    newMessageFrom: (who) => `Nuevo mensaje de ${who}`,
    approvalTitle: (who, child) => `${who} quiere hablar con ${child}`,
    approvalBody: 'Abre Hearth para aceptar o rechazar',
    call: (video, minutes) => `${video ? 'Videollamada' : 'Llamada de voz'}, ${minutes} min`,
    missedCall: (who, video) => `${video ? 'Videollamada perdida' : 'Llamada perdida'} de ${who}`,
    incomingCall: (who, video) =>
      video ? `${who} te está haciendo una videollamada` : `${who} te está llamando`,
  },
  children: {
    someoneNew: 'Alguien nuevo (esperando a un adulto)',
    pausedTitle: 'Esperando a un adulto',
    waitingChild: (nickname) => `${nickname} (esperando a un adulto)`,
  },
  preview: {
    photos: (count) => (count === 1 ? 'Foto' : `${count} fotos`),
    voice: (length) => `Mensaje de voz (${length})`,
    video: (length) => `Vídeo (${length})`,
    story: (title) => (title ? `Cuento: «${title}»` : 'Cuento'),
    missedCall: (video) => (video ? 'Videollamada perdida' : 'Llamada perdida'),
    deleted: 'Mensaje eliminado',
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
    photoFrom: (who, number, of) => `Foto de ${who}, ${number} de ${of}`,
    videoFrom: (who) => `Vídeo de ${who}`,
    read: (who, title) => `${who} leyó «${title}»`,
    page: (number, text) => `Página ${number}: ${text}`,
    pageReadBy: (number, who) => `Página ${number} leída por ${who}`,
    inReplyTo: (who) => `En respuesta a ${who}`,
    reactions: 'Reacciones',
    settings: 'Ajustes',
    easyModeOn: 'Modo fácil: activado',
    easyModeOff: 'Modo fácil: desactivado',
    frameNight: (start, end) => `El marco se atenúa de ${start} a ${end}`,
    callButtons: (names) => `Botones de llamada en el marco: ${names}`,
    shownConversations: (titles) => `Conversaciones que se muestran: ${titles}`,
  },
  book: {
    readBy: (reader, listeners, date) =>
      listeners ? `Leído por ${reader} para ${listeners}, ${date}` : `Leído por ${reader}, ${date}`,
    page: (number) => `Página ${number}`,
    contents: 'Índice',
    cover: 'Portada',
  },
  printed: {
    codesPlay:
      'Los códigos de este libro reproducen las voces de la familia para cualquiera que tenga el libro.',
    scanToListen: 'Escanea para escuchar',
    scanToWatch: 'Escanea para verlo',
    madeOn: (date) => `Hecho con Hearth, ${date}`,
  },
  keepsakeLink: {
    intro: 'Una grabación de un libro hecho con Hearth',
    recordingFrom: (title) => `Grabación de ${title}`,
    noAudio: 'Este navegador no puede reproducir la grabación.',
    gone: 'La familia ha desactivado los códigos de este libro',
    notFound: 'Este código no abre ninguna grabación',
  },
};
