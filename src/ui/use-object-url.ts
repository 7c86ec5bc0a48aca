/**
 * Shows bytes the API answered (a news picture) through an object URL: a ref for the <img> (its
 * src) or <a> (its href) that makes the URL when the element and the bytes are there, and revokes
 * it when either goes, so leaving the page frees the memory.
 */
import { useCallback, type RefCallback } from 'react';

export function useObjectUrl(blob: Blob | undefined, attribute: 'src' | 'href'): RefCallback<HTMLElement> {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element || !blob) return;
      const url = URL.createObjectURL(blob);
      element.setAttribute(attribute, url);
      return () => {
        element.removeAttribute(attribute);
        URL.revokeObjectURL(url);
      };
    },
    [blob, attribute],
  );
}
