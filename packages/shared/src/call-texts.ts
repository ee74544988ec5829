// Apart from calls.ts: the web's first chunks read these texts and limits without zod.

/** Limits of a live call, enforced by the server and mirrored by the client. */
export const CALL_LIMITS = {
  /** Everyone is connected to everyone (a mesh): more than 4 is more than a phone can carry. */
  participants: 4,
  /** A call nobody answers within this ends as missed (the server's default; configurable). */
  ringTimeoutMs: 45_000,
  /** One relayed signal (an SDP offer or answer, or an ICE candidate), serialised. */
  signalBytes: 16 * 1024,
  /** Signals one socket may relay: a burst (trickled candidates), then a steady rate per second. */
  signalBurst: 200,
  signalsPerSecond: 20,
  /** People a profile may have its calls answered from automatically. */
  autoAnswerProfiles: 50,
  /** A shared story's id, as a read-aloud's (`storyMessageField`). */
  storyIdMax: 64,
} as const;

/** The server's sentences about calls. */
export const CALL_MESSAGES = {
  videoRequired: 'Please say whether the call is a video call (video: true or false)',
  alreadyLive: 'A call is already going on in this conversation; join it instead',
  full: `This call already has ${CALL_LIMITS.participants} people, as many as a call can hold`,
  ended: 'This call has ended',
  childPaused: 'This conversation is waiting for a grown-up, so calls are off for now',
  childQuietHours: 'It is quiet time now: calls can wait until the morning',
  notApproved: 'Someone in this call has not been approved by a grown-up yet',
  autoAnswerInvalid: 'auto_answer.profile_ids must be a list of profile ids',
  autoAnswerTooMany: `Calls can be answered automatically from at most ${CALL_LIMITS.autoAnswerProfiles} people`,
  autoAnswerStranger:
    'Calls can be answered automatically only from people this profile shares a conversation with',
  autoAnswerChild: 'A child’s profile never answers calls by itself',
} as const;
