import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileUpload, sendFile } from './FileUpload.tsx';

afterEach(() => vi.restoreAllMocks());

const answer = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

function Upload() {
  const send = async (file: File) => {
    const { path } = await sendFile<{ path: string }>('/upload', 'PUT', file);
    return `Uploaded as ${path}`;
  };
  return (
    <FileUpload
      id="up"
      label="Upload a logo"
      accept="image/*"
      sending={(n) => `Uploading ${n}…`}
      failed="Not uploaded"
      send={send}
    />
  );
}

describe('a file sent at once', () => {
  it('says what it became', async () => {
    const fetch = answer(200, { path: '/brand/mark.svg' });
    render(<Upload />);
    await userEvent.upload(
      screen.getByLabelText('Upload a logo'),
      new File(['<svg/>'], 'mark.svg', { type: 'image/svg+xml' }),
    );
    expect(await screen.findByText('Uploaded as /brand/mark.svg')).toHaveRole('status');
    expect(fetch).toHaveBeenCalledWith('/upload', expect.objectContaining({ method: 'PUT' }));
  });

  it('says why not, in the server’s words or by its status', async () => {
    answer(422, { error: 'By its content this is not a picture' });
    render(<Upload />);
    const input = screen.getByLabelText('Upload a logo');
    await userEvent.upload(input, new File(['<html>'], 'page.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('Not uploaded: By its content this is not a picture')).toHaveRole('status');
    answer(500, {});
    await userEvent.upload(input, new File(['x'], 'x.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('Not uploaded: HTTP 500')).toBeVisible();
  });
});
