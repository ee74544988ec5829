/**
 * Every sentence the server writes for a person (a push, a child's placeholder, the export's
 * offline viewer), in one table per language. Each table is typed by this interface, so that a
 * language missing a text does not compile. Names come in as they were chosen and go out as they
 * are: a text that names someone is a function.
 */
export interface ServerTexts {
  push: PushTexts;
  children: ChildTexts;
  exportViewer: ExportViewerTexts;
}

/** A push's lock-screen lines; `who` is the sender's nickname. */
export interface PushTexts {
  /** A text message, with previews on: "Grandma: Dinner?". */
  text(who: string, content: string): string;
  /** A voice message, `length` as the player shows it ("1:15"). */
  voice(who: string, length: string): string;
  /** A read-aloud; null when its story's title cannot be read. */
  story(who: string, title: string | null): string;
  /** With previews off, only the sender is named. */
  newMessageFrom(who: string): string;
  /** A parent's grown-up devices: someone new waits for a yes to talk with `child`. */
  approvalTitle(who: string, child: string): string;
  approvalBody: string;
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
  /** A read-aloud, above its pages. */
  read(who: string, title: string): string;
  page(number: string, text: string): string;
  /** A page's recording's accessible name. */
  pageReadBy(number: string, who: string): string;
}
