/*
 * The display language of date-times, on its own so the i18n set-up (loaded by the sign-in page)
 * does not pull in the time-zone code of features/time/zones.ts (issue 20).
 */

/** The language date-times are shown in when a call does not say ('en' or 'es'); see setDisplayLanguage. */
let displayLanguage: 'en' | 'es' = 'en';

/**
 * Sets the language formatInZone uses by default; the console's i18next instance calls it on every
 * language change, so every time screen writes dates one way (issue 19: the Spanish editor showed
 * '11/24/2026 3:37 PM' beside the clock's '15:41').
 */
export function setDisplayLanguage(language: string): void {
  displayLanguage = language === 'es' ? 'es' : 'en';
}

/** The current display language of date-times ('en' or 'es'). */
export function getDisplayLanguage(): 'en' | 'es' {
  return displayLanguage;
}
