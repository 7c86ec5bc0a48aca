/**
 * A logo, icon or font field: the path typed, or a file uploaded into the brand folder (checked by
 * the studio's server by its content), with what the slot takes shown beside it.
 */
import { slotOf, slots } from '../../../src/config/brand-files.ts';
import { brandEndpoint } from '../brand-endpoint.ts';
import { pathKey, type KeyPath } from '../model/paths.ts';
import { useStudio } from '../studio-context.ts';
import { TextField } from './fields.tsx';
import { FileUpload, sendFile } from './FileUpload.tsx';

interface Props {
  path: KeyPath;
  label: string;
  help?: string;
  optional?: boolean;
}

export function BrandFileField({ path, label, help, optional }: Props) {
  const { edit, refreshFolder } = useStudio();
  const slotId = slotOf(pathKey(path));
  if (!slotId) return <TextField path={path} label={label} help={help} optional={optional} />;
  const upload = async (file: File) => {
    const query = new URLSearchParams({ slot: slotId, name: file.name });
    const { path: stored } = await sendFile<{ path: string }>(`${brandEndpoint}?${query}`, 'PUT', file);
    await refreshFolder();
    edit(path, stored);
    return `Uploaded as ${stored}`;
  };
  return (
    <div className="brand-file">
      <TextField path={path} label={label} help={help} optional={optional} />
      <p className="field__help">Takes: {slots[slotId].words}</p>
      <FileUpload
        id={`upload:${pathKey(path)}`}
        label={`Upload a file for ${label.toLowerCase()}`}
        accept={slotId === 'font' ? '.woff2,.woff,.ttf,.otf' : 'image/*'}
        sending={(name) => `Uploading ${name}…`}
        failed="Not uploaded"
        send={upload}
      />
    </div>
  );
}
