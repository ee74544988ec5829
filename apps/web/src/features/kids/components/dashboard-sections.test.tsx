import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, renderRoutes, type FakeCall } from '@/test/render';
import { ActivityTable } from './activity-table';
import { ChildPanel } from './child-panel';
import { DevicesList } from './devices-list';
import { QuietHoursForm } from './quiet-hours-form';
import { ReportsList } from './reports-list';

const lily = { id: 'c1', nickname: 'Lily', kind: 'child' as const };
const joe = { id: 'p9', nickname: 'Grandpa Joe' };

/** Answers by route, so the order in which sections fetch does not matter. */
function server(routes: Record<string, unknown>) {
  return fakeFetch((call: FakeCall) => {
    const key = `${call.method} ${call.url}`;
    if (!(key in routes)) return { status: 404, body: { error: key } };
    const body = routes[key];
    return body === undefined ? { status: 204 } : { status: 200, body };
  });
}

const show = (element: React.ReactElement) => renderRoutes([{ path: '/kids', element }], '/kids');

describe('the parent dashboard sections', () => {
  it('lists devices with their last use and signs one out', async () => {
    const calls = server({
      'GET /api/v1/profiles/c1/devices': [
        { id: 'd1', name: 'Tablet', created_at: '2026-01-01T00:00:00Z', last_seen_at: null },
      ],
      'DELETE /api/v1/profiles/c1/devices/d1': undefined,
    });
    show(<DevicesList child={lily} />);
    expect(await screen.findByText('Tablet, last seen not yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out Tablet' }));
    await vi.waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.url}`)).toContain(
        'DELETE /api/v1/profiles/c1/devices/d1',
      ),
    );
  });

  it('saves quiet hours and turns them off', async () => {
    const calls = fakeFetch(
      {
        status: 200,
        body: { quiet_hours: { start: '19:30', end: '07:00', time_zone: 'Europe/London' } },
      },
      { status: 200, body: { quiet_hours: null } },
    );
    show(<QuietHoursForm child={lily} />);
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '19:30');
    const zone = screen.getByLabelText('Time zone');
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Europe/London');
    await userEvent.click(screen.getByRole('button', { name: 'Save quiet hours' }));
    expect(
      await screen.findByText('Quiet from 19:30 to 07:00 (Europe/London).'),
    ).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: '/api/v1/profiles/c1/quiet_hours',
      body: { start: '19:30', end: '07:00', time_zone: 'Europe/London' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Turn quiet hours off' }));
    expect(await screen.findByText('Quiet hours are off.')).toBeInTheDocument();
    expect(calls[1]).toMatchObject({ method: 'PUT', body: null });
  });

  it('shows what the child reported and removes the sender’s approval', async () => {
    const calls = server({
      'GET /api/v1/profiles/c1/reports': [
        {
          id: 'r1',
          message: { id: 'm1', content: 'boo!', kind: 'text' },
          sender: joe,
          conversation: { id: 'k1', title: 'Family' },
          reported_at: '2026-01-01T10:00:00Z',
        },
      ],
      'GET /api/v1/profiles/c1/approvals': { approved: [joe], pending: [] },
      'DELETE /api/v1/profiles/c1/contacts/p9': undefined,
    });
    show(<ReportsList child={lily} />);
    expect(await screen.findByText('Grandpa Joe in Family: “boo!”')).toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('button', { name: "Remove Grandpa Joe's approval" }),
    );
    await vi.waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.url}`)).toContain(
        'DELETE /api/v1/profiles/c1/contacts/p9',
      ),
    );
  });

  it('revokes an approved contact from the child panel', async () => {
    const calls = server({
      'GET /api/v1/profiles/c1/approvals': { approved: [joe], pending: [] },
      'DELETE /api/v1/profiles/c1/contacts/p9': undefined,
    });
    show(<ChildPanel child={lily} />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove approval for Grandpa Joe' }),
    );
    await vi.waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.url}`)).toContain(
        'DELETE /api/v1/profiles/c1/contacts/p9',
      ),
    );
  });

  it('shows the activity as numbers, newest day first', async () => {
    server({
      'GET /api/v1/profiles/c1/activity': {
        time_zone: 'UTC',
        days: [
          {
            date: '2026-01-01',
            messages_sent: 1,
            messages_received: 0,
            voice_minutes_sent: 0,
            voice_minutes_received: 0,
          },
          {
            date: '2026-01-02',
            messages_sent: 3,
            messages_received: 2,
            voice_minutes_sent: 1.5,
            voice_minutes_received: 0.5,
          },
        ],
      },
    });
    show(<ActivityTable child={lily} />);
    const table = await screen.findByRole('table', { name: "Lily's last 30 days" });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '2', '1.5', '0.5']);
    expect(within(rows[2]!).getAllByRole('cell')[0]).toHaveTextContent('1');
  });
});
