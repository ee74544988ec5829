import { Trans } from '@lingui/react/macro';
import { LinkButton } from '@/components/ui/button';
import { FeatureCards } from './feature-cards';

export function LandingPage() {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-16 px-4 py-10">
      <section className="flex flex-col items-center gap-6 text-center">
        <span aria-hidden="true" className="text-6xl">
          👵🧒
        </span>
        <h1 className="text-4xl font-bold sm:text-5xl">
          <Trans>Connect with your loved ones.</Trans>
        </h1>
        <p className="max-w-2xl text-xl text-muted">
          <Trans>
            Hearth brings grandparents and grandchildren together with voice messages, stories and
            little celebrations, in a safe, ad-free place made for families.
          </Trans>
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <LinkButton to="/register">
            <Trans>Join free</Trans>
          </LinkButton>
          <LinkButton to="/login" variant="secondary">
            <Trans>Log in</Trans>
          </LinkButton>
        </div>
        <p className="text-muted">
          <Trans>Joining is free. No ads, ever.</Trans>
        </p>
      </section>

      <section aria-labelledby="features-heading" className="flex flex-col gap-6">
        <h2 id="features-heading" className="text-center text-3xl font-bold">
          <Trans>Everything a family needs, nothing it doesn’t</Trans>
        </h2>
        <FeatureCards />
      </section>

      <section
        aria-labelledby="story-heading"
        className="mx-auto flex max-w-3xl flex-col gap-4 rounded-card bg-surface p-8 shadow-sm"
      >
        <h2 id="story-heading" className="text-3xl font-bold">
          <Trans>Why we built it</Trans>
        </h2>
        <p>
          <Trans>
            Our children’s grandparents live hours away. Video calls were hard to schedule, group
            chats were noisy, and most apps were built to keep people scrolling, not to keep a
            family close.
          </Trans>
        </p>
        <p>
          <Trans>
            So we made Hearth: a warm corner of the internet where a seven-year-old can send a voice
            note to Grandma, and Grandma can answer with a bedtime story, without ads, strangers or
            anything confusing in the way.
          </Trans>
        </p>
      </section>

      <section className="flex flex-col items-center gap-4 rounded-card bg-primary p-8 text-center text-white">
        <h2 className="text-3xl font-bold">
          <Trans>Bring your family closer today</Trans>
        </h2>
        <p className="text-lg">
          <Trans>It’s free to join, safe for children and free of ads.</Trans>
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <LinkButton to="/register" variant="secondary">
            <Trans>Sign up free</Trans>
          </LinkButton>
          <LinkButton to="/login" variant="on-primary">
            <Trans>I already have an account</Trans>
          </LinkButton>
        </div>
      </section>
    </div>
  );
}
