/**
 * A logo, icon or font field: the path typed, or a file uploaded into the brand folder (checked by
 * the studio's server by its content), with what the slot takes shown beside it.
 */
import { useState } from 'react';
import { slotOf, slots } from '../../../src/config/brand-files.ts';
import { brandEndpoint } from '../brand-endpoint.ts';
import { pathKey, type KeyPath } from '../model/paths.ts';
import { useStudio } from '../studio-context.ts';
import { TextField } from './fields.tsx';

interface Props {
  path: KeyPath;
  label: string;
  help?: string;
  optional?: boolean;
}

export function BrandFileField({ path, label, help, optional }: Props) {
  const { edit, refreshFolder } = useStudio();
  const [status, setStatus] = useState('');
  const slotId = slotOf(pathKey(path));
  if (!slotId) return <TextField path={path} label={label} help={help} optional={optional} />;
  const upload = async (file: File) => {
    setStatus(`Uploading ${file.name}…`);
    const query = new URLSearchParams({ slot: slotId, name: file.name });
    const answer = await fetch(`${brandEndpoint}?${query}`, { method: 'PUT', body: file });
    const body = (await answer.json()) as { path?: string; error?: string };
    if (!answer.ok || !body.path) return setStatus(`Not uploaded: ${body.error ?? `HTTP ${answer.status}`}`);
    await refreshFolder();
    edit(path, body.path);
    setStatus(`Uploaded as ${body.path}`);
  };
  const inputId = `upload:${pathKey(path)}`;
  return (
    <div className="brand-file">
      <TextField path={path} label={label} help={help} optional={optional} />
      <p className="field__help">Takes: {slots[slotId].words}</p>
      <label className="brand-file__upload" htmlFor={inputId}>
        Upload a file for {label.toLowerCase()}
      </label>
      <input
        id={inputId}
        type="file"
        accept={slotId === 'font' ? '.woff2,.woff,.ttf,.otf' : 'image/*'}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <p role="status" className="field__help">
        {status}
      </p>
    </div>
  );
}
