import type { ServerTexts } from './server-texts.js';

// French sets a no-break space before a colon and inside « ».
const nb = '\u00a0';

/** French, with tu: as a family writes to each other. */
export const fr: ServerTexts = {
  push: {
    text: (who, content) => `${who}${nb}: ${content}`,
    voice: (who, length) => `${who} a envoyé un message vocal (${length})`,
    photos: (who, count) =>
      count === 1 ? `${who} a envoyé une photo` : `${who} a envoyé ${count} photos`,
    video: (who, length) => `${who} a envoyé une vidéo (${length})`,
    story: (who, title) =>
      title ? `${who} t’a lu «${nb}${title}${nb}»` : `${who} t’a lu une histoire`,
    newMessageFrom: (who) => `Nouveau message de ${who}`,
    approvalTitle: (who, child) => `${who} aimerait parler avec ${child}`,
    approvalBody: 'Ouvre Hearth pour accepter ou refuser',
    call: (video, minutes) => `${video ? 'Appel vidéo' : 'Appel vocal'}, ${minutes} min`,
    missedCall: (who, video) => `${video ? 'Appel vidéo manqué' : 'Appel manqué'} de ${who}`,
    incomingCall: (who, video) => (video ? `${who} t’appelle en vidéo` : `${who} t’appelle`),
  },
  children: {
    someoneNew: 'Quelqu’un de nouveau (en attente d’une grande personne)',
    pausedTitle: 'En attente d’une grande personne',
    waitingChild: (nickname) => `${nickname} (en attente d’une grande personne)`,
  },
  preview: {
    photos: (count) => (count === 1 ? 'Photo' : `${count} photos`),
    voice: (length) => `Message vocal (${length})`,
    video: (length) => `Vidéo (${length})`,
    story: (title) => (title ? `Histoire : « ${title} »` : 'Histoire'),
    missedCall: (video) => (video ? 'Appel vidéo manqué' : 'Appel manqué'),
    deleted: 'Message supprimé',
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
    photoFrom: (who, number, of) => `Photo de ${who}, ${number} sur ${of}`,
    videoFrom: (who) => `Vidéo de ${who}`,
    read: (who, title) => `${who} a lu «${nb}${title}${nb}»`,
    page: (number, text) => `Page ${number}${nb}: ${text}`,
    pageReadBy: (number, who) => `Page ${number} lue par ${who}`,
    inReplyTo: (who) => `En réponse à ${who}`,
    reactions: 'Réactions',
    settings: 'Réglages',
    easyModeOn: 'Mode facile : activé',
    easyModeOff: 'Mode facile : désactivé',
    frameNight: (start, end) => `Le cadre s’assombrit de ${start} à ${end}`,
    callButtons: (names) => `Boutons d’appel sur le cadre : ${names}`,
    shownConversations: (titles) => `Conversations affichées : ${titles}`,
  },
  book: {
    readBy: (reader, listeners, date) =>
      listeners ? `Lu par ${reader} pour ${listeners}, le ${date}` : `Lu par ${reader}, le ${date}`,
    page: (number) => `Page ${number}`,
    contents: 'Sommaire',
    cover: 'Couverture',
  },
  printed: {
    codesPlay:
      'Les codes de ce livre font entendre les voix de la famille à quiconque tient le livre.',
    scanToListen: 'Scannez pour écouter',
    scanToWatch: 'Scannez pour regarder',
    madeOn: (date) => `Fait avec Hearth, le ${date}`,
  },
  keepsakeLink: {
    intro: 'Un enregistrement tiré d’un livre fait avec Hearth',
    recordingFrom: (title) => `Enregistrement de «${nb}${title}${nb}»`,
    noAudio: 'Ce navigateur ne peut pas lire l’enregistrement.',
    gone: 'La famille a désactivé les codes de ce livre',
    notFound: 'Ce code n’ouvre aucun enregistrement',
  },
};
