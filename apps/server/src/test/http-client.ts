import type { ConversationDetail } from '@hearth/shared';

// For tests that drive a server process over real HTTP (app.inject needs the app in-process).

export async function call<T>(
  url: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${url}/api/v1${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** A new account with one profile and one conversation; `path` is the conversation's. */
export async function family(url: string, email: string) {
  const user = { email_address: email, password: 'secret1', password_confirmation: 'secret1' };
  const { access_token: token } = await call<{ access_token: string }>(
    url,
    'POST',
    '/auth/register',
    undefined,
    { user },
  );
  const profile = await call<{ id: string }>(url, 'POST', '/profiles', token, {
    profile: { nickname: 'Gran' },
  });
  const conversation = await call<{ id: string }>(
    url,
    'POST',
    `/profiles/${profile.id}/conversations`,
    token,
    { conversation: { title: 'Family' } },
  );
  return { token, path: `/profiles/${profile.id}/conversations/${conversation.id}` };
}

export function send(url: string, token: string, path: string, content: string) {
  return call<{ id: string }>(url, 'POST', `${path}/messages`, token, { message: { content } });
}

/** Every message id the conversation holds, read page by page. */
export async function storedMessageIds(url: string, token: string, path: string) {
  const stored = new Set<string>();
  let before: string | undefined;
  for (;;) {
    const query = before ? `?before=${before}` : '';
    const page = await call<ConversationDetail>(url, 'GET', `${path}${query}`, token);
    page.messages.forEach((m) => stored.add(m.id));
    if (!page.has_more) return stored;
    before = page.messages[0]?.id;
  }
}
