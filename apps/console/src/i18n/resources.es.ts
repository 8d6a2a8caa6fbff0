/** Every 'es' string of the console ('es.json' and each '<area>.es.json'): one chunk, see i18n.ts. */
const files = import.meta.glob<Record<string, string>>(['./es.json', './*.es.json'], {
  eager: true,
  import: 'default',
});
export default Object.assign({}, ...Object.values(files)) as Record<string, string>;
