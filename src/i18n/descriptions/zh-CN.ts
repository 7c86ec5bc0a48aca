/** The page descriptions in zh-CN: every area's src/features/<area>/descriptions/zh-CN.json, in one chunk. */
const parts = import.meta.glob<Record<string, string>>('../../features/*/descriptions/zh-CN.json', {
  import: 'default',
  eager: true,
});

const descriptions: Record<string, string> = Object.assign({}, ...Object.values(parts));
export default descriptions;
