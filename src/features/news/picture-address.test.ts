// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pictureAddress, pictureIdOf } from './picture-address.ts';

describe("a news picture's address", () => {
  it('carries the resource id and reads it back', () => {
    expect(pictureAddress('news-509-chart')).toBe('/news-pictures/news-509-chart');
    expect(pictureIdOf('/news-pictures/news-509-chart')).toBe('news-509-chart');
  });

  it('refuses an id that could leave its folder or carry a query', () => {
    for (const id of ['../site.json', 'a/b', 'a?x=1', 'a.svg', '', 'x'.repeat(129)]) {
      expect(pictureAddress(id)).toBeNull();
      expect(pictureIdOf(`/news-pictures/${id}`)).toBeNull();
    }
  });
});
