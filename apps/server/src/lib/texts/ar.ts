import type { ServerTexts } from './server-texts.js';

/**
 * Modern Standard Arabic. Arabic verbs agree with the sender's gender, which Hearth does not
 * know: the lines that name someone say it with nouns ("a voice message from …") instead.
 */
export const ar: ServerTexts = {
  push: {
    text: (who, content) => `${who}: ${content}`,
    voice: (who, length) => `رسالة صوتية من ${who} (${length})`,
    photos: (who, count) => arabicPhotos(count, who),
    video: (who, length) => `فيديو من ${who} (${length})`,
    story: (who, title) => (title ? `«${title}» بصوت ${who}` : `قصة بصوت ${who}`),
    newMessageFrom: (who) => `رسالة جديدة من ${who}`,
    approvalTitle: (who, child) => `طلب من ${who} للتحدث مع ${child}`,
    approvalBody: 'للموافقة أو الرفض، افتح Hearth',
    call: (video, minutes) =>
      `${video ? 'مكالمة فيديو' : 'مكالمة صوتية'}، ${arabicMinutes(minutes)}`,
    missedCall: (who, video) => `${video ? 'مكالمة فيديو فائتة' : 'مكالمة فائتة'} من ${who}`,
    incomingCall: (who, video) => `${video ? 'مكالمة فيديو واردة' : 'مكالمة واردة'} من ${who}`,
  },
  children: {
    someoneNew: 'شخص جديد (بانتظار موافقة أحد الكبار)',
    pausedTitle: 'بانتظار موافقة أحد الكبار',
    waitingChild: (nickname) => `${nickname} (بانتظار موافقة أحد الكبار)`,
  },
  preview: {
    photos: (count) => arabicPhotoCount(count),
    voice: (length) => `رسالة صوتية (${length})`,
    video: (length) => `فيديو (${length})`,
    story: (title) => (title ? `قصة: «${title}»` : 'قصة'),
    missedCall: (video) => (video ? 'مكالمة فيديو فائتة' : 'مكالمة فائتة'),
    deleted: 'حُذفت هذه الرسالة',
  },
  exportViewer: {
    title: 'بيانات Hearth المُصدَّرة',
    exported: (when) => `تاريخ التصدير: ${when}`,
    with: (names) => `المشاركون: ${names}`,
    listSeparator: '، ',
    edited: 'مُعدَّلة',
    messageDeleted: 'حُذفت هذه الرسالة',
    profileDeleted: 'ملف شخصي محذوف',
    voiceFrom: (who) => `رسالة صوتية من ${who}`,
    photoFrom: (who, number, of) => `صورة من ${who}، ${number} من ${of}`,
    videoFrom: (who) => `فيديو من ${who}`,
    read: (who, title) => `«${title}» بصوت ${who}`,
    page: (number, text) => `الصفحة ${number}: ${text}`,
    pageReadBy: (number, who) => `الصفحة ${number} بصوت ${who}`,
    inReplyTo: (who) => `ردًا على ${who}`,
    reactions: 'التفاعلات',
    settings: 'الإعدادات',
    easyModeOn: 'الوضع السهل: مفعّل',
    easyModeOff: 'الوضع السهل: معطّل',
    frameNight: (start, end) => `يُعتّم الإطار من ${start} إلى ${end}`,
    callButtons: (names) => `أزرار الاتصال على الإطار: ${names}`,
    shownConversations: (titles) => `المحادثات المعروضة: ${titles}`,
  },
  book: {
    readBy: (reader, listeners, date) =>
      listeners ? `قراءة ${reader} لـ${listeners}، ${date}` : `قراءة ${reader}، ${date}`,
    page: (number) => `الصفحة ${number}`,
    contents: 'المحتويات',
    cover: 'الغلاف',
  },
  printed: {
    codesPlay: 'تُشغّل الرموز في هذا الكتاب أصوات العائلة لأي شخص يحمل الكتاب.',
    scanToListen: 'امسح للاستماع',
    scanToWatch: 'امسح للمشاهدة',
    madeOn: (date) => `صُنع باستخدام Hearth، ${date}`,
  },
  keepsakeLink: {
    intro: 'تسجيل من كتاب صُنع باستخدام Hearth',
    recordingFrom: (title) => `تسجيل من ${title}`,
    noAudio: 'لا يستطيع هذا المتصفح تشغيل التسجيل.',
    gone: 'أوقفت العائلة رموز هذا الكتاب',
    notFound: 'لا يفتح هذا الرمز أي تسجيل',
  },
};

/** Arabic counts minutes in four forms: 1 دقيقة واحدة, 2 دقيقتان, 3-10 دقائق, 11 and more دقيقة. */
function arabicMinutes(n: number): string {
  if (n === 1) return 'دقيقة واحدة';
  if (n === 2) return 'دقيقتان';
  if (n % 100 >= 3 && n % 100 <= 10) return `${n} دقائق`;
  return `${n} دقيقة`;
}

/** Arabic counts with its own forms: one, two (dual), 3 to 10 (plural), 11 and up (singular). */
function arabicPhotos(count: number, who: string): string {
  switch (new Intl.PluralRules('ar').select(count)) {
    case 'one':
      return `صورة من ${who}`;
    case 'two':
      return `صورتان من ${who}`;
    case 'few':
      return `${count} صور من ${who}`;
    default:
      return `${count} صورة من ${who}`;
  }
}

/** A quote's photo count, with the same forms as `arabicPhotos`. */
function arabicPhotoCount(count: number): string {
  switch (new Intl.PluralRules('ar').select(count)) {
    case 'one':
      return 'صورة';
    case 'two':
      return 'صورتان';
    case 'few':
      return `${count} صور`;
    default:
      return `${count} صورة`;
  }
}
