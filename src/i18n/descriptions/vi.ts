/** The page descriptions in vi: every area's src/features/<area>/descriptions/vi.json, in one chunk. */
const parts = import.meta.glob<Record<string, string>>('../../features/*/descriptions/vi.json', {
  import: 'default',
  eager: true,
});

const descriptions: Record<string, string> = Object.assign({}, ...Object.values(parts));
export default descriptions;
