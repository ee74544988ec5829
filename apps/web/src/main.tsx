import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bootPwa } from '@/lib/pwa/boot';
import { isAuthenticated, startSession } from '@/lib/session';
import { createStaticLink, StaticLanding } from './app/static-landing';
import './index.css';

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
        Hearth could not load. Please check your connection and reload the page.
      </p>,
    );
  }
}

// A first visit usually lands on '/', signed out: that page paints from this script alone, and
// the rest of the app loads when the visitor moves on.
if (window.location.pathname === '/' && !isAuthenticated(startSession())) {
  const link = createStaticLink({
    warm: () => void loadApp().catch(() => undefined),
    navigate: (to) => {
      window.history.pushState(null, '', to);
      void startApp();
    },
  });
  root.render(
    <StrictMode>
      <StaticLanding link={link} />
    </StrictMode>,
  );
} else {
  void startApp();
}
