/**
 * Every sentence the server writes for a person (a push, a child's placeholder, the export's
 * offline viewer), in one table per language. Each table is typed by this interface, so that a
 * language missing a text does not compile. Names come in as they were chosen and go out as they
 * are: a text that names someone is a function.
 */
export interface ServerTexts {
  push: PushTexts;
  children: ChildTexts;
  preview: PreviewTexts;
  exportViewer: ExportViewerTexts;
  book: BookTexts;
  printed: PrintedBookTexts;
  keepsakeLink: KeepsakeLinkTexts;
}

/** A reply's quote of the message it answers: one line naming what that message is. */
export interface PreviewTexts {
  /** "Photo", "3 photos". */
  photos(count: number): string;
  /** `length` as the player shows it: "Voice message (0:12)". */
  voice(length: string): string;
  video(length: string): string;
  /** A read-aloud; null when its story's title cannot be read. */
  story(title: string | null): string;
  /** A call's record nobody answered (one answered reads as its push line: "Video call, 12 min"). */
  missedCall(video: boolean): string;
  /** The original was deleted by its sender. */
  deleted: string;
}

/** A push's lock-screen lines; `who` is the sender's nickname. */
export interface PushTexts {
  /** A text message, with previews on: "Grandma: Dinner?". */
  text(who: string, content: string): string;
  /** A voice message, `length` as the player shows it ("1:15"). */
  voice(who: string, length: string): string;
  /** A photo message of `count` photos: "Gran sent 3 photos". */
  photos(who: string, count: number): string;
  /** A video message, `length` as the player shows it ("0:42"). */
  video(who: string, length: string): string;
  /** A read-aloud; null when its story's title cannot be read. */
  story(who: string, title: string | null): string;
  /** With previews off, only the sender is named. */
  newMessageFrom(who: string): string;
  /** A parent's grown-up devices: someone new waits for a yes to talk with `child`. */
  approvalTitle(who: string, child: string): string;
  approvalBody: string;
  /** A call's record in the conversation: "Video call, 12 min" (whole minutes, at least 1). */
  call(video: boolean, minutes: number): string;
  /** A call nobody answered: "Missed call from Nana". */
  missedCall(who: string, video: boolean): string;
  /** The push that rings a device for an incoming call. */
  incomingCall(who: string, video: boolean): string;
}

/** What the pairwise rule shows in place of a name or a title it keeps back. */
export interface ChildTexts {
  /** How a child sees someone its parent has not said yes to yet. */
  someoneNew: string;
  /** A paused conversation's title for the child (the newcomer may have chosen the real one). */
  pausedTitle: string;
  /** How someone not yet approved by a child's parent sees that child. */
  waitingChild(nickname: string): string;
}

/** The export's index.html: its page builds the lines in the browser from these. */
export interface ExportViewerTexts {
  /** The page's title and heading. */
  title: string;
  /** `when` is the export's date and time, written by the browser in this language. */
  exported(when: string): string;
  /** A conversation's participants, `names` joined by `listSeparator`. */
  with(names: string): string;
  listSeparator: string;
  /** Beside an edited message's sender and time. */
  edited: string;
  messageDeleted: string;
  /** An erased profile's name, where its messages' tombstones name their sender. */
  profileDeleted: string;
  /** A recording's accessible name. */
  voiceFrom(who: string): string;
  /** A photo's alternative text: "Photo from Nana, 3 of 5". */
  photoFrom(who: string, number: string, of: string): string;
  /** A video's accessible name. */
  videoFrom(who: string): string;
  /** A read-aloud, above its pages. */
  read(who: string, title: string): string;
  page(number: string, text: string): string;
  /** A page's recording's accessible name. */
  pageReadBy(number: string, who: string): string;
  /** Above a reply, naming the sender of the message it answers (the quote follows). */
  inReplyTo(who: string): string;
  /** The accessible name of a message's reaction chips. */
  reactions: string;
  /** Above a profile's settings (easy mode, the frame, the conversations it shows). */
  settings: string;
  easyModeOn: string;
  easyModeOff: string;
  /** The frame's night, as the family set it ("21:00", "07:00"). */
  frameNight(start: string, end: string): string;
  /** The people the frame has call buttons for, `names` joined by `listSeparator`. */
  callButtons(names: string): string;
  /** The conversations the profile's screens show (when not all), `titles` joined likewise. */
  shownConversations(titles: string): string;
}

/** A read-aloud saved as an EPUB book: its cover line and the names of its parts. */
export interface BookTexts {
  /** "Read by Nana for Leo, 12 March 2026"; `listeners` null when nobody else is named. */
  readBy(reader: string, listeners: string | null, date: string): string;
  /** A story page's title in the book's contents. */
  page(number: string): string;
  contents: string;
  cover: string;
}

/** A printed keepsake book's own words (its messages reuse exportViewer's and book's). */
export interface PrintedBookTexts {
  /** On the title page: what anyone holding the book can do with its codes. */
  codesPlay: string;
  /** Beside each code. */
  scanToListen: string;
  /** Beside a video's code. */
  scanToWatch: string;
  madeOn(date: string): string;
}

/** The page a printed book's code opens (`/k/{token}`), in the language of whoever opens it. */
export interface KeepsakeLinkTexts {
  /** Under the book's title: where the recording comes from. */
  intro: string;
  /** The player's accessible name; `title` is the book's. */
  recordingFrom(title: string): string;
  /** Inside the player, for a browser that cannot play it. */
  noAudio: string;
  /** The family turned the book's codes off. */
  gone: string;
  /** A code that never named a recording (mistyped or cut short). */
  notFound: string;
}
