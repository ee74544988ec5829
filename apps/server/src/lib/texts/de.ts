import type { ServerTexts } from './server-texts.js';

/** German, with du: as a family writes to each other. */
export const de: ServerTexts = {
  push: {
    text: (who, content) => `${who}: ${content}`,
    voice: (who, length) => `${who} hat eine Sprachnachricht geschickt (${length})`,
    photos: (who, count) =>
      count === 1 ? `${who} hat ein Foto geschickt` : `${who} hat ${count} Fotos geschickt`,
    video: (who, length) => `${who} hat ein Video geschickt (${length})`,
    story: (who, title) =>
      title ? `${who} hat dir „${title}“ vorgelesen` : `${who} hat dir eine Geschichte vorgelesen`,
    newMessageFrom: (who) => `Neue Nachricht von ${who}`,
    approvalTitle: (who, child) => `${who} möchte mit ${child} sprechen`,
    approvalBody: 'Öffne Hearth, um zuzustimmen oder abzulehnen',
    call: (video, minutes) => `${video ? 'Videoanruf' : 'Sprachanruf'}, ${minutes} Min.`,
    missedCall: (who, video) =>
      `${video ? 'Verpasster Videoanruf' : 'Verpasster Anruf'} von ${who}`,
    incomingCall: (who, video) => (video ? `${who} ruft dich per Video an` : `${who} ruft dich an`),
  },
  children: {
    someoneNew: 'Jemand Neues (wartet auf einen Erwachsenen)',
    pausedTitle: 'Warten auf einen Erwachsenen',
    waitingChild: (nickname) => `${nickname} (wartet auf einen Erwachsenen)`,
  },
  preview: {
    photos: (count) => (count === 1 ? 'Foto' : `${count} Fotos`),
    voice: (length) => `Sprachnachricht (${length})`,
    video: (length) => `Video (${length})`,
    story: (title) => (title ? `Geschichte: „${title}“` : 'Geschichte'),
    missedCall: (video) => (video ? 'Verpasster Videoanruf' : 'Verpasster Anruf'),
    deleted: 'Nachricht gelöscht',
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
    photoFrom: (who, number, of) => `Foto von ${who}, ${number} von ${of}`,
    videoFrom: (who) => `Video von ${who}`,
    read: (who, title) => `${who} hat „${title}“ vorgelesen`,
    page: (number, text) => `Seite ${number}: ${text}`,
    pageReadBy: (number, who) => `Seite ${number}, vorgelesen von ${who}`,
    inReplyTo: (who) => `Antwort auf ${who}`,
    reactions: 'Reaktionen',
    settings: 'Einstellungen',
    easyModeOn: 'Einfacher Modus: an',
    easyModeOff: 'Einfacher Modus: aus',
    frameNight: (start, end) => `Der Bilderrahmen dunkelt von ${start} bis ${end} ab`,
    callButtons: (names) => `Anruf-Tasten auf dem Bilderrahmen: ${names}`,
    shownConversations: (titles) => `Angezeigte Unterhaltungen: ${titles}`,
  },
  book: {
    readBy: (reader, listeners, date) =>
      listeners
        ? `Vorgelesen von ${reader} für ${listeners}, ${date}`
        : `Vorgelesen von ${reader}, ${date}`,
    page: (number) => `Seite ${number}`,
    contents: 'Inhalt',
    cover: 'Titelseite',
  },
  printed: {
    codesPlay:
      'Die Codes in diesem Buch spielen die Stimmen der Familie für jeden ab, der das Buch in der Hand hält.',
    scanToListen: 'Scannen zum Anhören',
    scanToWatch: 'Scannen zum Ansehen',
    madeOn: (date) => `Gemacht mit Hearth, ${date}`,
  },
  keepsakeLink: {
    intro: 'Eine Aufnahme aus einem mit Hearth gemachten Buch',
    recordingFrom: (title) => `Aufnahme aus ${title}`,
    noAudio: 'Dieser Browser kann die Aufnahme nicht abspielen.',
    gone: 'Die Familie hat die Codes dieses Buchs ausgeschaltet',
    notFound: 'Dieser Code öffnet keine Aufnahme',
  },
};
