/** Every 'en' string of the console ('en.json' and each '<area>.en.json'): one chunk, see i18n.ts. */
const files = import.meta.glob<Record<string, string>>(['./en.json', './*.en.json'], {
  eager: true,
  import: 'default',
});
export default Object.assign({}, ...Object.values(files)) as Record<string, string>;
