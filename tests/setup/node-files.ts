/**
 * Component tests that upload files: jsdom's File and FormData do not survive the Request that
 * Node's fetch builds (the file part arrives as "blob" with no contents), so these tests use
 * Node's own for their duration.
 */
import { File as NodeFile } from 'node:buffer';
import { afterEach, beforeEach, vi } from 'vitest';

export function useNodeFiles(): void {
  beforeEach(async () => {
    const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor;
    vi.stubGlobal('FormData', NodeFormData);
    vi.stubGlobal('File', NodeFile);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
