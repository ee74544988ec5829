/** Limits that the server enforces and the client mirrors, so both say the same thing. */
export const LIMITS = {
  passwordMin: 6,
  passwordMax: 256,
  emailMax: 254,
  nicknameMax: 40,
  titleMax: 100,
  messageMax: 4000,
  messagePageSize: 100,
  /** The conversation list: what the web asks for first (a screenful), and at most per page. */
  conversationPageSize: 20,
  conversationPageMax: 100,
  profilesPerAccount: 20,
  bodyBytes: 1024 * 1024,
  /** A voice message: at most 10 minutes and 10 MB. */
  voiceMaxBytes: 10 * 1024 * 1024,
  voiceMaxDurationMs: 10 * 60 * 1000,
  /** Uploads one account may send at once, on every server together; the next waits (429). */
  voiceUploadsAtOnce: 4,
  waveformMaxBars: 64,
  /** Photos and video messages (issue 27). A photo upload: 25 MB and 50 megapixels at most. */
  photoMaxBytes: 25 * 1024 * 1024,
  photoMaxPixels: 50_000_000,
  /** The sizes the server stores of a photo: its longest side, in pixels. */
  photoDisplayMaxSide: 2048,
  photoThumbMaxSide: 320,
  photosPerMessage: 10,
  /** A video message: at most 3 minutes and 200 MB. */
  videoMaxBytes: 200 * 1024 * 1024,
  videoMaxDurationMs: 3 * 60 * 1000,
  /** The family album: what the web asks for first, and at most per page. */
  albumPageSize: 60,
  albumPageMax: 100,
  /** The profile ids a join may carry from the invite's preview. */
  approvedIdsMax: 100,
} as const;

/** Texts of the specification (section 5) and the server's own, shared by client and server. */
export const MESSAGES = {
  nicknameRequired: 'Please enter a nickname',
  profileKindInvalid: 'A new profile’s kind can only be assisted (for a grandparent’s tablet)',
  nicknameTooLong: `Nickname must be at most ${LIMITS.nicknameMax} characters`,
  languageNotOffered: 'Please choose one of the languages Hearth offers',
  titleRequired: 'Please enter a conversation title',
  titleTooLong: `Conversation title must be at most ${LIMITS.titleMax} characters`,
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: `Password must be at least ${LIMITS.passwordMin} characters`,
  passwordTooLong: `Password must be at most ${LIMITS.passwordMax} characters`,
  passwordRequired: 'Please enter a password',
  emailInvalid: 'Please enter a valid email address',
  emailTaken: 'Email address has already been taken',
  contentRequired: 'Please enter a message',
  textMalformed: 'Text must be valid Unicode',
  contentTooLong: `Message must be at most ${LIMITS.messageMax} characters`,
  tokenRequired: 'Invalid invite link - missing token',
  profileIdRequired: 'Please choose a profile',
  tooManyProfiles: `An account can have at most ${LIMITS.profilesPerAccount} profiles`,
  invalidCredentials: 'Invalid email or password',
  unauthorized: 'Please sign in',
  notFound: 'Not found',
  inviteExpired: 'This invite link has expired',
  /** A link made for a number of people that all of them have used. */
  inviteUsedUp: 'This invite link has been used up',
  inviteInvalid: 'Invalid invite link',
  approvedIdsInvalid: 'approved_profile_ids must be a list of profile ids',
  alreadyParticipant: 'You are already a participant in this conversation',
  profileNotAccessible: 'Profile not found or not accessible',
  notParticipant: 'Only participants can invite others to this conversation',
  invalidJson: 'The request body is not valid JSON',
  bodyTooLarge: 'The request body is too large',
  headersTooLarge: 'The request headers are too large',
  requestTimeout: 'The request took too long to arrive. Please try again.',
  badRequest: 'The request could not be read',
  unsupportedMediaType: 'Please send JSON (Content-Type: application/json)',
  tooManyRequests: 'Too many attempts. Please wait a little and try again.',
  internal: 'Something went wrong on our side. Please try again.',
} as const;
