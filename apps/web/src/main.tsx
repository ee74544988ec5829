import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import {
  activateLocale,
  i18n,
  LANGUAGE_EVENT,
  requestedLocale,
  startingLocale,
  type Locale,
} from '@/lib/i18n';
import { restoreEasyMode } from '@/lib/easy-mode-boot';
import { bootPwa } from '@/lib/pwa/boot';
import { isAuthenticated, startSession } from '@/lib/session';
import { createStaticLink, StaticLanding } from './app/static-landing';
import './index.css';

// Zod compiles object parsers with `new Function` unless told not to, and probes for it when a
// schema is built; the Content Security Policy forbids evaluated script, so the probe is a
// violation. Zod takes its settings from this global when it loads (zod/v4/core `globalConfig`):
// set here, before any chunk builds a schema, whatever order the bundler evaluates modules in.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

restoreEasyMode();

const element = document.getElementById('root');
if (!element) throw new Error('The page has no #root element');
const root = createRoot(element);

const loadApp = () => import('./app/app');
bootPwa();

async function startApp(): Promise<void> {
  try {
    const { App } = await loadApp();
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  } catch {
    // The app's code could not load (a lost network, a new release replacing the files).
    root.render(
      <p role="alert" className="p-8 text-center text-xl">
        {i18n._(msg`Hearth could not load. Please check your connection and reload the page.`)}
      </p>,
    );
  }
}

// A first visit usually lands on '/', signed out: that page paints from this script alone, and
// the rest of the app loads when the visitor moves on.
function paint(): void {
  if (!onLanding) {
    void startApp();
    return;
  }
  const link = createStaticLink({
    warm: () => void loadApp().catch(() => undefined),
    navigate: (to) => {
      window.history.pushState(null, '', to);
      void activateLocale(i18n.locale as Locale).finally(startApp);
    },
  });
  // The tests' in-place switch of language (lib/i18n LANGUAGE_EVENT), before the app has loaded.
  window.addEventListener(LANGUAGE_EVENT, () => {
    void activateLocale(requestedLocale() ?? startingLocale(), 'landing');
  });
  root.render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <StaticLanding link={link} />
      </I18nProvider>
    </StrictMode>,
  );
}

// The first paint waits for the starting language's catalog (only that one is fetched); a
// catalog that cannot load leaves the screens in English rather than blank.
const onLanding = window.location.pathname === '/' && !isAuthenticated(startSession());
activateLocale(startingLocale(), onLanding ? 'landing' : 'all')
  .catch(() => activateLocale('en', onLanding ? 'landing' : 'all'))
  .catch(() => undefined)
  .finally(paint);
