/** The page descriptions in nl: every area's src/features/<area>/descriptions/nl.json, in one chunk. */
const parts = import.meta.glob<Record<string, string>>('../../features/*/descriptions/nl.json', {
  import: 'default',
  eager: true,
});

const descriptions: Record<string, string> = Object.assign({}, ...Object.values(parts));
export default descriptions;
