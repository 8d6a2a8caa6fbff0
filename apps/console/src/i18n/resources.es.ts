import { CORE_FILES } from './i18n.js';

/**
 * The core 'es' strings of the console ('es.json' plus the CORE_FILES areas: sign-in, security,
 * offline): one chunk fetched before the first render; the other areas load with their routes (i18n.ts).
 */
const files = import.meta.glob<Record<string, string>>(
  ['./es.json', './signin.es.json', './security.es.json', './offline.es.json'],
  { eager: true, import: 'default' },
);
if (Object.keys(files).length !== CORE_FILES.length + 1) throw new Error('A core strings file is missing.');
export default Object.assign({}, ...Object.values(files)) as Record<string, string>;
