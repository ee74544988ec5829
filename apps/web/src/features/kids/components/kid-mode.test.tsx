import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession, signOut } from '@/lib/session';
import { fakeFetch, renderRoutes } from '@/test/render';
import { LinkPage } from './link-page';
import { UnlockPage } from './unlock-page';

const lily = { id: 'c1', nickname: 'Lily', kind: 'child' as const };
const nana = { id: 'p1', nickname: 'Nana', kind: 'adult' as const };

describe('kid mode', () => {
  afterEach(() => {
    signOut();
    window.localStorage.clear();
  });

  it('links a device with its code: the child session alone is kept', async () => {
    const calls = fakeFetch(
      { status: 201, body: { access_token: 'child-token', profile: lily } },
      {
        status: 200,
        body: { user: { id: 'u1', email_address: '', profile: lily, supervised_by: 'Nana' } },
      },
    );
    renderRoutes(
      [
        { path: '/link', element: <LinkPage /> },
        { path: '/conversations', element: <p>conversations page</p> },
      ],
      '/link?code=ABCD2345',
    );
    expect(screen.getByLabelText('Code')).toHaveValue('ABCD2345');
    await userEvent.type(screen.getByLabelText('Name of this device'), "Lily's tablet");
    await userEvent.click(screen.getByRole('button', { name: 'Link device' }));
    expect(await screen.findByText('conversations page')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ code: 'ABCD2345', device_name: "Lily's tablet" });
    expect(calls[1]?.headers).toMatchObject({ Authorization: 'Bearer child-token' });
    expect(getSession()).toMatchObject({ token: 'child-token', profile: lily });
    expect(JSON.parse(window.localStorage.getItem('kid_mode') ?? '{}')).toEqual({
      supervisor: 'Nana',
    });
  });

  it('links a grandparent’s tablet to the frame, and after a remote sign-out asks for a new code', async () => {
    const gran = { id: 'g1', nickname: 'Granny', kind: 'assisted' as const };
    fakeFetch(
      { status: 201, body: { access_token: 'tablet-token', profile: gran } },
      {
        status: 200,
        body: { user: { id: 'u1', email_address: '', profile: gran, supervised_by: 'Sam' } },
      },
    );
    renderRoutes(
      [
        { path: '/link', element: <LinkPage /> },
        { path: '/frame', element: <p>frame page</p> },
      ],
      '/link?code=ABCD2345',
    );
    await userEvent.type(screen.getByLabelText('Name of this device'), 'Kitchen tablet');
    await userEvent.click(screen.getByRole('button', { name: 'Link device' }));
    expect(await screen.findByText('frame page')).toBeInTheDocument();
    expect(window.localStorage.getItem('linked_tablet')).toBe('1');

    // Signed out from afar: the session goes, the tablet's marker stays; the code entry shows.
    signOut();
    renderRoutes([{ path: '/link', element: <LinkPage /> }], '/link');
    expect(
      screen.getByRole('heading', { name: 'Ask your family to link this tablet again' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toBeInTheDocument();
  });

  it('leaves kid mode only with a PIN the server accepts', async () => {
    window.localStorage.setItem('kid_mode', JSON.stringify({ supervisor: 'Nana' }));
    window.localStorage.setItem('api_token', 'child-token');
    const calls = fakeFetch(
      { status: 403, body: { error: 'That PIN is not right', errors: ['That PIN is not right'] } },
      {
        status: 200,
        body: {
          access_token: 'grown-up',
          user: { id: 'u1', email_address: 'n@example.org', profile: nana },
        },
      },
    );
    renderRoutes(
      [
        { path: '/profiles', element: <UnlockPage /> },
        { path: '/elsewhere', element: <p>elsewhere</p> },
      ],
      '/profiles',
    );
    const pin = screen.getByLabelText('Family PIN');
    await userEvent.type(pin, '1111');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That PIN is not right');
    expect(window.localStorage.getItem('api_token')).toBe('child-token');
    await userEvent.type(pin, '2468');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    await vi.waitFor(() => expect(getSession().token).toBe('grown-up'));
    expect(calls.map((c) => c.body)).toEqual([{ pin: '1111' }, { pin: '2468' }]);
    expect(window.localStorage.getItem('kid_mode')).toBeNull();
    expect(window.localStorage.getItem('linked_tablet')).toBeNull();
  });
});
