import { LinkButton } from '@/components/ui/button';
import { FeatureCards } from './feature-cards';

export function LandingPage() {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-16 px-4 py-10">
      <section className="flex flex-col items-center gap-6 text-center">
        <span aria-hidden="true" className="text-6xl">
          👵🧒
        </span>
        <h1 className="text-4xl font-bold sm:text-5xl">Connect with your loved ones.</h1>
        <p className="max-w-2xl text-xl text-muted">
          Hearth brings grandparents and grandchildren together with voice messages, stories and
          little celebrations, in a safe, ad-free place made for families.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <LinkButton to="/register">Join free</LinkButton>
          <LinkButton to="/login" variant="secondary">
            Log in
          </LinkButton>
        </div>
        <p className="text-muted">Joining is free. No ads, ever.</p>
      </section>

      <section aria-labelledby="features-heading" className="flex flex-col gap-6">
        <h2 id="features-heading" className="text-center text-3xl font-bold">
          Everything a family needs, nothing it doesn’t
        </h2>
        <FeatureCards />
      </section>

      <section
        aria-labelledby="story-heading"
        className="mx-auto flex max-w-3xl flex-col gap-4 rounded-card bg-surface p-8 shadow-sm"
      >
        <h2 id="story-heading" className="text-3xl font-bold">
          Why we built it
        </h2>
        <p>
          Our children’s grandparents live hours away. Video calls were hard to schedule, group
          chats were noisy, and most apps were built to keep people scrolling, not to keep a family
          close.
        </p>
        <p>
          So we made Hearth: a warm corner of the internet where a seven-year-old can send a voice
          note to Grandma, and Grandma can answer with a bedtime story, without ads, strangers or
          anything confusing in the way.
        </p>
      </section>

      <section className="flex flex-col items-center gap-4 rounded-card bg-primary p-8 text-center text-white">
        <h2 className="text-3xl font-bold">Bring your family closer today</h2>
        <p className="text-lg">It’s free to join, safe for children and free of ads.</p>
        <div className="flex flex-wrap justify-center gap-3">
          <LinkButton to="/register" variant="secondary">
            Sign up free
          </LinkButton>
          <LinkButton to="/login" variant="on-primary">
            I already have an account
          </LinkButton>
        </div>
      </section>
    </div>
  );
}
