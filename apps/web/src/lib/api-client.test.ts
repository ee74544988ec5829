import { fakeFetch } from '@/test/render';
import { api, ApiError, errorMessageFrom, onUnauthorized } from './api-client';

describe('api client', () => {
  it('sends JSON with the stored bearer token and appends query parameters', async () => {
    window.localStorage.setItem('api_token', 'tok-1');
    const calls = fakeFetch({ status: 200, body: [] });
    await api.get('/api/v1/x', { params: { before: 'm1', limit: 5, skip: undefined } });
    expect(calls[0]?.url).toBe('/api/v1/x?before=m1&limit=5');
    expect(calls[0]?.headers).toMatchObject({
      'Content-Type': 'application/json',
      Authorization: 'Bearer tok-1',
    });
  });

  it('sends no Authorization header without a stored token', async () => {
    const calls = fakeFetch({ status: 200, body: {} });
    await api.post('/api/v1/auth/login', { a: 1 });
    expect(calls[0]?.headers.Authorization).toBeUndefined();
    expect(calls[0]?.body).toEqual({ a: 1 });
  });

  it('sends a Blob as its own bytes with its own type', async () => {
    window.localStorage.setItem('api_token', 'tok-1');
    const calls = fakeFetch({ status: 201, body: { media: { id: 'a1' } } });
    const recording = new Blob(['sound'], { type: 'audio/webm;codecs=opus' });
    await expect(api.post('/api/v1/m', recording)).resolves.toEqual({ media: { id: 'a1' } });
    expect(calls[0]?.raw).toBe(recording);
    expect(calls[0]?.headers).toMatchObject({
      'Content-Type': 'audio/webm;codecs=opus',
      Authorization: 'Bearer tok-1',
    });
  });

  it('yields the JSON body as the server sent it, with no envelope taken off', async () => {
    fakeFetch({ status: 200, body: [{ id: 'p1', nickname: 'Gran' }] });
    await expect(api.get('/a')).resolves.toEqual([{ id: 'p1', nickname: 'Gran' }]);
    // The server never wraps answers as {success, data}; such a body is data like any other.
    fakeFetch({ status: 200, body: { success: true, data: { id: 'p2' } } });
    await expect(api.get('/a')).resolves.toEqual({ success: true, data: { id: 'p2' } });
  });

  it('yields nothing for 204', async () => {
    fakeFetch({ status: 204 });
    await expect(api.delete('/a')).resolves.toBeUndefined();
  });

  it('rejects with the status and parsed body, the message taken from error first', async () => {
    const body = { error: 'Nope', errors: ['Nope'], code: 'forbidden' };
    fakeFetch({ status: 403, body });
    const error = (await api.get('/a').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(403);
    expect(error.body).toEqual(body);
    expect(error.message).toBe('Nope');
  });

  it('follows section 8: error, then message, then API request failed and the status text', () => {
    expect(errorMessageFrom({ error: 'E', message: 'M' }, 'Bad')).toBe('E');
    expect(errorMessageFrom({ message: 'M' }, 'Bad')).toBe('M');
    expect(errorMessageFrom(undefined, 'Bad Gateway')).toBe('API request failed: Bad Gateway');
    expect(errorMessageFrom('<html>', 'Bad')).toBe('API request failed: Bad');
  });

  it('reports a rejected token, but not a failed login without one', async () => {
    const handler = vi.fn();
    onUnauthorized(handler);
    fakeFetch({ status: 401, body: { error: 'Please sign in' } });
    await expect(api.get('/a')).rejects.toThrow('Please sign in');
    expect(handler).not.toHaveBeenCalled();
    window.localStorage.setItem('api_token', 'stale');
    await expect(api.get('/a')).rejects.toThrow('Please sign in');
    expect(handler).toHaveBeenCalledTimes(1);
    onUnauthorized(null);
  });
});
