/** The page descriptions in ja: every area's src/features/<area>/descriptions/ja.json, in one chunk. */
const parts = import.meta.glob<Record<string, string>>('../../features/*/descriptions/ja.json', {
  import: 'default',
  eager: true,
});

const descriptions: Record<string, string> = Object.assign({}, ...Object.values(parts));
export default descriptions;
