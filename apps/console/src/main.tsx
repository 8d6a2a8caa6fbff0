import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app.css.js';
import { App } from './App.js';
import { applySupportHeader } from './features/partners/supportHeader.js';
import { browserLanguage, createI18n, isLanguage, loadLanguage } from './i18n/i18n.js';
import { readStored, STORAGE_KEYS } from './lib/storage.js';

applySupportHeader();
const stored = readStored<string | null>(STORAGE_KEYS.language, null);
const language = isLanguage(stored) ? stored : browserLanguage();
// Only the start language's strings are fetched before the first render (issue 20).
const i18n = createI18n(language, undefined, true, { [language]: await loadLanguage(language) });
document.documentElement.lang = i18n.language;
i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <App i18n={i18n} />
  </StrictMode>,
);
