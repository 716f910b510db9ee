import { describe, expect, test } from 'vitest';
import { DEFAULT_SETTINGS } from '@shared/contracts/settings';
import { ApiRequestError } from '../../lib/api';
import { changedFields, failureReason } from './settings-api';

describe('changes are sent only when they differ', () => {
  test('keeps only the fields whose value differs from the current one', () => {
    expect(changedFields(DEFAULT_SETTINGS, { theme: 'dark', fontSize: 100, variant: 'tint' })).toEqual({
      theme: 'dark',
    });
  });

  test('nothing to send when every value is already the current one', () => {
    expect(
      changedFields(DEFAULT_SETTINGS, { theme: DEFAULT_SETTINGS.theme, customPrimaryColor: null }),
    ).toBeNull();
  });

  test('an unknown current record sends everything given', () => {
    expect(changedFields(undefined, { theme: 'light' })).toEqual({ theme: 'light' });
  });
});

describe('the reason in a failure toast', () => {
  test("is the server's error text when there is one", () => {
    const error = new ApiRequestError(
      400,
      JSON.stringify({ error: 'Unknown time zone', code: 'VALIDATION_FAILED' }),
      'Bad Request',
    );
    expect(failureReason(error)).toBe('Unknown time zone');
  });

  test('is the request error text otherwise', () => {
    expect(failureReason(new ApiRequestError(502, '', 'Bad Gateway'))).toBe('502: Bad Gateway');
    expect(failureReason(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
});
