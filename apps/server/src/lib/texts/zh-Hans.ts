import type { ServerTexts } from './server-texts.js';

/** Simplified Chinese: full-width punctuation, book titles in 《》. */
export const zhHans: ServerTexts = {
  push: {
    text: (who, content) => `${who}：${content}`,
    voice: (who, length) => `${who}发来一条语音消息（${length}）`,
    story: (who, title) => (title ? `${who}给你读了《${title}》` : `${who}给你读了一个故事`),
    newMessageFrom: (who) => `${who}发来一条新消息`,
    approvalTitle: (who, child) => `${who}想和${child}聊天`,
    approvalBody: '打开 Hearth，选择同意或拒绝',
  },
  children: {
    someoneNew: '新朋友（等待大人同意）',
    pausedTitle: '等待大人同意',
    waitingChild: (nickname) => `${nickname}（等待大人同意）`,
  },
  exportViewer: {
    title: 'Hearth 导出记录',
    exported: (when) => `导出时间：${when}`,
    with: (names) => `成员：${names}`,
    listSeparator: '、',
    edited: '已编辑',
    messageDeleted: '消息已删除',
    profileDeleted: '已删除的用户',
    voiceFrom: (who) => `${who}的语音消息`,
    read: (who, title) => `${who}读了《${title}》`,
    page: (number, text) => `第 ${number} 页：${text}`,
    pageReadBy: (number, who) => `第 ${number} 页，${who}朗读`,
  },
};
