import { ApiError } from '@/lib/api-client';
import { inviteErrorMessage, inviteLink } from './create-invite';

describe('invite links', () => {
  it('are this app’s origin plus /join?token=', () => {
    expect(inviteLink('a b+c', 'https://hearth.example')).toBe(
      'https://hearth.example/join?token=a%20b%2Bc',
    );
    expect(inviteLink('t1')).toBe(`${window.location.origin}/join?token=t1`);
  });

  it('explain a failure with the response error, else a general sentence', () => {
    expect(
      inviteErrorMessage(new ApiError('x', 403, { error: 'Only participants can invite' })),
    ).toBe('Only participants can invite');
    expect(inviteErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Failed to create invite link',
    );
  });
});
