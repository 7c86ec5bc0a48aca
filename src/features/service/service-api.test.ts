// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chosenProtocolId, type ProtocolDocument } from './service-api.ts';

const documents = [
  { Id: 1, Type: 'terms', Title: 'Terms of Use' },
  { Id: 2, Type: 'privacy', Title: 'Privacy Policy' },
] as ProtocolDocument[];
const chosen = (search: string, list: readonly ProtocolDocument[] | undefined = documents) =>
  chosenProtocolId(new URLSearchParams(search), list);
const chosenBeforeTheList = (search: string) => chosenProtocolId(new URLSearchParams(search), undefined);

describe('chosenProtocolId', () => {
  it('takes the id in the address before anything else, even before the list has loaded', () => {
    expect(chosen('?id=2&type=terms')).toBe(2);
    expect(chosenBeforeTheList('?id=7')).toBe(7);
  });

  it('answers an id no document can have for a malformed one, so the page says it does not exist', () => {
    expect(chosen('?id=2x')).toBe(-1);
    expect(chosen('?id=0')).toBe(-1);
  });

  it('takes the first document of the type the registration page links to, else the first listed', () => {
    expect(chosen('?type=privacy')).toBe(2);
    expect(chosen('?type=cookies')).toBe(1);
    expect(chosen('')).toBe(1);
  });

  it('waits for the list when the address names no id', () => {
    expect(chosenBeforeTheList('?type=privacy')).toBeNull();
    expect(chosen('', [])).toBeNull();
  });
});
