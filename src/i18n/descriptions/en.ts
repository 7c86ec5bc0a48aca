/** The page descriptions in en: every area's src/features/<area>/descriptions/en.json, in one chunk. */
const parts = import.meta.glob<Record<string, string>>('../../features/*/descriptions/en.json', {
  import: 'default',
  eager: true,
});

const descriptions: Record<string, string> = Object.assign({}, ...Object.values(parts));
export default descriptions;
