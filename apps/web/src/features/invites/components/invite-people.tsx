import { Trans } from '@lingui/react/macro';

/** The people already in the conversation an invite leads to, each with a large initial. */
export function InvitePeople({ people }: { people: { nickname: string }[] }) {
  if (people.length === 0) {
    return (
      <p className="text-lg">
        <Trans>No one else is in here yet.</Trans>
      </p>
    );
  }
  return (
    <section aria-labelledby="invite-people" className="flex w-full flex-col gap-3">
      <h2 id="invite-people" className="text-lg font-semibold">
        <Trans>Who is in it</Trans>
      </h2>
      <ul className="flex flex-wrap justify-center gap-4">
        {people.map((person, index) => (
          <li key={`${person.nickname}-${index}`} className="flex w-20 flex-col items-center gap-1">
            <span
              aria-hidden="true"
              className="flex size-14 items-center justify-center rounded-full bg-primary text-2xl font-bold text-white"
            >
              {person.nickname.slice(0, 1).toUpperCase()}
            </span>
            <span dir="auto" className="w-full truncate">
              {person.nickname}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
