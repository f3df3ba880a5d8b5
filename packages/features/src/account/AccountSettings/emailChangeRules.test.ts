import { expect, it } from 'vitest';
import { emailChangeProblem } from './emailChangeRules';

it('checks the new address and the password before anything is sent', () => {
  const current = 'maya@example.org';
  expect(emailChangeProblem('  ', 'pw', current)).toBe('Enter the new e-mail address.');
  expect(emailChangeProblem('maya.example.org', 'pw', current)).toBe(
    'Enter an e-mail address like name@example.org.',
  );
  expect(emailChangeProblem(' MAYA@example.org ', 'pw', current)).toBe(
    'That is already your address.',
  );
  expect(emailChangeProblem('maya.green@example.org', '', current)).toBe(
    'Enter your password to change your address.',
  );
  expect(emailChangeProblem('maya.green@example.org', 'pw', current)).toBeNull();
});
