import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, renderRoutes } from '@/test/render';
import { ChildPanel } from './child-panel';

const lily = { id: 'c1', nickname: 'Lily', kind: 'child' as const };
const approvals = {
  approved: [{ id: 'p9', nickname: 'Grandpa Joe' }],
  pending: [
    {
      id: 'r1',
      profile: { id: 'p7', nickname: 'Sam' },
      conversation: { id: 'k1', title: 'Family' },
      requested_at: '2026-01-01T00:00:00.000Z',
    },
  ],
};

describe('ChildPanel', () => {
  it('shows who waits and approves them for the child', async () => {
    const calls = fakeFetch(
      { status: 200, body: approvals },
      { status: 204 },
      { status: 200, body: { approved: approvals.approved, pending: [] } },
    );
    renderRoutes([{ path: '/kids', element: <ChildPanel child={lily} /> }], '/kids');
    expect(await screen.findByText('Sam joined Family')).toBeInTheDocument();
    expect(screen.getByText('Grandpa Joe')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve Sam' }));
    expect(await screen.findByText('Nobody is waiting.')).toBeInTheDocument();
    expect(calls[1]).toMatchObject({
      method: 'POST',
      url: '/api/v1/profiles/c1/approvals/r1/approve',
    });
  });

  it('makes a device link and shows its code, the full address and a QR code of it', async () => {
    fakeFetch(
      { status: 200, body: { approved: [], pending: [] } },
      { status: 201, body: { code: 'KQ7MX2PA4B', expires_at: '2026-01-01T00:10:00.000Z' } },
    );
    renderRoutes([{ path: '/kids', element: <ChildPanel child={lily} /> }], '/kids');
    await screen.findByText('Nobody is waiting.');
    await userEvent.click(screen.getByRole('button', { name: 'Link a device for Lily' }));
    expect(await screen.findByText('KQ7MX2PA4B')).toBeInTheDocument();
    expect(screen.getByText(`${window.location.origin}/link?code=KQ7MX2PA4B`)).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: /QR code of the address to open on Lily/ });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
  });

  it('says why no code was made', async () => {
    const tooMany = 'At most 5 codes can wait at once: use one, or let one expire';
    fakeFetch(
      { status: 200, body: { approved: [], pending: [] } },
      {
        status: 422,
        body: { error: tooMany, code: 'validation_failed', errors: [tooMany] },
      },
    );
    renderRoutes([{ path: '/kids', element: <ChildPanel child={lily} /> }], '/kids');
    await screen.findByText('Nobody is waiting.');
    await userEvent.click(screen.getByRole('button', { name: 'Link a device for Lily' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(tooMany);
  });
});
