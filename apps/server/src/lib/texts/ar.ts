import type { ServerTexts } from './server-texts.js';

/**
 * Modern Standard Arabic. Arabic verbs agree with the sender's gender, which Hearth does not
 * know: the lines that name someone say it with nouns ("a voice message from …") instead.
 */
export const ar: ServerTexts = {
  push: {
    text: (who, content) => `${who}: ${content}`,
    voice: (who, length) => `رسالة صوتية من ${who} (${length})`,
    story: (who, title) => (title ? `«${title}» بصوت ${who}` : `قصة بصوت ${who}`),
    newMessageFrom: (who) => `رسالة جديدة من ${who}`,
    approvalTitle: (who, child) => `طلب من ${who} للتحدث مع ${child}`,
    approvalBody: 'للموافقة أو الرفض، افتح Hearth',
  },
  children: {
    someoneNew: 'شخص جديد (بانتظار موافقة أحد الكبار)',
    pausedTitle: 'بانتظار موافقة أحد الكبار',
    waitingChild: (nickname) => `${nickname} (بانتظار موافقة أحد الكبار)`,
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
    read: (who, title) => `«${title}» بصوت ${who}`,
    page: (number, text) => `الصفحة ${number}: ${text}`,
    pageReadBy: (number, who) => `الصفحة ${number} بصوت ${who}`,
  },
};
