import './styles/main.scss';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadLocale } from './app/locale-loader';
import { AppProvider } from './app/provider';
import { setUpSession } from './app/session-setup';
// Imported for its side effect: <html> follows the layout settings from here on.
import './shared/customizer/layout-store';
import { initI18n } from './shared/i18n/i18n';
import { hydrateSession } from './shared/session/session-persistence';

async function boot(): Promise<void> {
  setUpSession();
  // The splash in index.html stays up while translations and the stored session load.
  await Promise.allSettled([initI18n(loadLocale), hydrateSession()]);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <App />
      </AppProvider>
    </StrictMode>,
  );
}

void boot();
