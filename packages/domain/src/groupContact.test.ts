import { describe, expect, it } from 'vitest';
import { GROUP_CONTACT } from './groupContact';

describe('the group help desk', () => {
  it('has a Spanish phone of nine digits and an e-mail address', () => {
    expect(GROUP_CONTACT.phone.replace(/\s/g, '')).toMatch(/^[89]\d{8}$/);
    expect(GROUP_CONTACT.email).toMatch(/^[^@\s]+@[^@\s]+\.es$/);
  });
});
