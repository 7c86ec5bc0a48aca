/** The page descriptions in fr: every area's src/features/<area>/descriptions/fr.json, in one chunk. */
const parts = import.meta.glob<Record<string, string>>('../../features/*/descriptions/fr.json', {
  import: 'default',
  eager: true,
});

const descriptions: Record<string, string> = Object.assign({}, ...Object.values(parts));
export default descriptions;
