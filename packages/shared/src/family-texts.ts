// Apart from family.ts: the web's first chunks read these texts and limits without zod.

/** Running a conversation and a family's rights over its data: the contract of both sides. */
export const FAMILY_LIMITS = {
  /** A text message may be edited by its sender this long after it was sent. */
  editWindowMs: 15 * 60 * 1000,
  inviteExpiryHours: [1, 24, 168] as const,
  inviteMaxUses: [1, 5] as const,
  retentionDaysMax: 3650,
} as const;

export const FAMILY_MESSAGES = {
  editWindowPassed: 'Messages can only be edited within 15 minutes of sending',
  notYourMessage: 'You can only change your own messages',
  onlyTextEditable: 'Only text messages can be edited',
  messageDeleted: 'Message deleted',
  /** What an erased profile is called wherever it was named: its row, the event log. */
  profileDeleted: 'Deleted profile',
  onlyCreatorRemoves: 'Only the person who created this conversation can remove members',
  inviteExpiryChoice: 'expires_in_hours must be 1, 24 or 168',
  inviteUsesChoice: 'max_uses must be 1, 5 or null',
  retentionDays: `days must be a whole number from 1 to ${FAMILY_LIMITS.retentionDaysMax}, or null`,
  wrongPassword: 'The password is not correct',
  cannotEraseLastProfile: "Delete the account to erase the account's own profile",
} as const;
