import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';

const SECTIONS: { title: MessageDescriptor; body: MessageDescriptor[] }[] = [
  {
    title: msg`What Hearth stores`,
    body: [
      msg`Your email address and a scrambled form of your password (we can never read the password itself).`,
      msg`The profiles of your family: a nickname each, nothing more.`,
      msg`The conversations your profiles take part in: their names, who is in them, and the messages and voice recordings sent there.`,
      msg`Invite links you create, until they expire or you revoke them.`,
    ],
  },
  {
    title: msg`Who can see it`,
    body: [
      msg`Only the people in a conversation see its messages and recordings. Other families see the nicknames of the people they talk with, nothing else of your account.`,
      msg`There are no ads and nothing is sold or shared with anyone.`,
    ],
  },
  {
    title: msg`How long it is kept`,
    body: [
      msg`Messages stay until you delete them, or until the time you chose under “How long to keep messages” on the profiles page.`,
      msg`A message you delete becomes “Message deleted” for everyone, and its recording is removed.`,
      msg`Records of what changed (used to keep your devices up to date) are kept for 30 days.`,
    ],
  },
  {
    title: msg`Taking your data home, or erasing it`,
    body: [
      msg`On the profiles page, “Download my data” gives you a zip file with every conversation, message and recording, and a page that shows them without the internet.`,
      msg`“Erase All Data” on a child’s profile erases everything that child sent.`,
      msg`“Delete account” erases every profile, message, recording and invite link of your account. Other families keep “Message deleted” where your messages were, so their conversations still make sense.`,
    ],
  },
];

/** What Hearth stores, for how long, who sees it, and how to take it home or erase it. */
export function PrivacyPage() {
  const { _ } = useLingui();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold">
        <Trans>Your family’s privacy</Trans>
      </h1>
      {SECTIONS.map((section) => (
        <section key={section.title.id} className="flex flex-col gap-2">
          <h2 className="text-2xl font-bold">{_(section.title)}</h2>
          <ul className="flex list-disc flex-col gap-2 ps-6">
            {section.body.map((line) => (
              <li key={line.id}>{_(line)}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
