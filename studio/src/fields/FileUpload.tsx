/**
 * A file chosen and sent at once to the studio's server, with the one line that says how it went
 * (a status, read out by assistive technology): what is under way, what it became, or why not.
 * The brand files' fields and the app icon maker share it.
 */
import { useState } from 'react';

/** The server's answer to a file sent to it, or an error with its reason (its `error`, else the HTTP status). */
export async function sendFile<T>(url: string, method: 'PUT' | 'POST', file: File): Promise<T> {
  const answer = await fetch(url, { method, body: file });
  const body = (await answer.json().catch(() => ({}))) as T & { error?: string };
  if (!answer.ok) throw new Error(body.error ?? `HTTP ${answer.status}`);
  return body;
}

interface Props {
  id: string;
  label: string;
  accept: string;
  /** The line while the file is on its way. */
  sending: (name: string) => string;
  /** The line once it has failed, before its reason ("Not uploaded"). */
  failed: string;
  /** Sends the file; resolves to the line saying what it became. */
  send: (file: File) => Promise<string>;
}

export function FileUpload({ id, label, accept, sending, failed, send }: Props) {
  const [status, setStatus] = useState('');
  const take = async (file: File) => {
    setStatus(sending(file.name));
    try {
      setStatus(await send(file));
    } catch (error) {
      setStatus(`${failed}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  return (
    <div className="file-upload">
      <label className="file-upload__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file chosen again is sent again.
          event.target.value = '';
          if (file) void take(file);
        }}
      />
      <p role="status" className="field__help">
        {status}
      </p>
    </div>
  );
}
