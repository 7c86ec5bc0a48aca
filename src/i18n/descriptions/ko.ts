/** The page descriptions in ko: every area's src/features/<area>/descriptions/ko.json, in one chunk. */
const parts = import.meta.glob<Record<string, string>>('../../features/*/descriptions/ko.json', {
  import: 'default',
  eager: true,
});

const descriptions: Record<string, string> = Object.assign({}, ...Object.values(parts));
export default descriptions;
