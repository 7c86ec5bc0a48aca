/** The page descriptions in zh-Hant: every area's src/features/<area>/descriptions/zh-Hant.json, in one chunk. */
const parts = import.meta.glob<Record<string, string>>('../../features/*/descriptions/zh-Hant.json', {
  import: 'default',
  eager: true,
});

const descriptions: Record<string, string> = Object.assign({}, ...Object.values(parts));
export default descriptions;
