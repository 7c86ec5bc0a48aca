// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { accountName } from './account-name.ts';

describe('accountName', () => {
  it('shows the masked email when the customer has one', () => {
    expect(accountName({ Email: 'demo@example.com', Phone: '8031234567', AreaCode: '234' })).toBe('de***@example.com');
  });

  it('shows the area code and masked phone when there is no email', () => {
    expect(accountName({ Email: null, Phone: '8031234567', AreaCode: '234' })).toBe('+234 803****567');
    expect(accountName({ Email: '', Phone: '8031234567', AreaCode: '+234' })).toBe('+234 803****567');
    expect(accountName({ Email: null, Phone: '8031234567', AreaCode: null })).toBe('803****567');
  });

  it('is empty when the customer has neither', () => {
    expect(accountName({ Email: null, Phone: null, AreaCode: '234' })).toBe('');
  });
});
