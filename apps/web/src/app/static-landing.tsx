import type { ComponentType, MouseEvent } from 'react';
import { LinkProvider, type AppLinkProps } from '@/components/ui/app-link';
import { LandingPage } from '@/features/landing/components/landing-page';
import { SiteShell } from './site-shell';

interface StaticLinkActions {
  /** Loads the app's code ahead of a click, when a visitor points at or focuses a link. */
  warm: () => void;
  /** Goes to an in-app path with the app, once its code has loaded. */
  navigate: (to: string) => void;
}

/** A link that hands the visitor over to the app instead of loading a new page. */
export function createStaticLink({ warm, navigate }: StaticLinkActions) {
  return function StaticLink({
    to,
    replace: _replace,
    state: _state,
    onClick,
    ...rest
  }: AppLinkProps) {
    const follow = (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      // A new tab, a new window or a download stays the browser's business.
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(to);
    };
    return (
      <a
        href={to}
        onPointerEnter={warm}
        onFocus={warm}
        onTouchStart={warm}
        onClick={follow}
        {...rest}
      />
    );
  };
}

/**
 * The landing page for a visitor who is not signed in, painted by the entry script alone: the
 * router, the query cache and the signed-in app load when the visitor heads somewhere else.
 */
export function StaticLanding({ link }: { link: ComponentType<AppLinkProps> }) {
  return (
    <LinkProvider value={link}>
      <SiteShell>
        <LandingPage />
      </SiteShell>
    </LinkProvider>
  );
}
