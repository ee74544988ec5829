import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, renderRoutes, type FakeCall } from '@/test/render';
import { ActivityTable } from './activity-table';
import { ChildPanel } from './child-panel';
import { clockTime } from './clock-time';
import { DevicesList } from '@/components/ui/devices-list';
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

describe('a time of day in the locale’s format', () => {
  it('is 12-hour in the US and 24-hour in Britain', () => {
    expect(clockTime('19:30', 'en-US')).toBe('7:30 PM');
    expect(clockTime('07:00', 'en-US')).toBe('7:00 AM');
    expect(clockTime('19:30', 'en-GB')).toBe('19:30');
  });
});

describe('the parent dashboard sections', () => {
  it('lists devices with their last use and signs one out', async () => {
    const calls = server({
      'GET /api/v1/profiles/c1/devices': [
        { id: 'd1', name: 'Tablet', created_at: '2026-01-01T00:00:00Z', last_seen_at: null },
      ],
      'DELETE /api/v1/profiles/c1/devices/d1': undefined,
    });
    show(<DevicesList profile={lily} />);
    expect(await screen.findByText('Tablet, last seen not yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out Tablet' }));
    await vi.waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.url}`)).toContain(
        'DELETE /api/v1/profiles/c1/devices/d1',
      ),
    );
  });

  it('shows the saved quiet hours and whether they are on, saves and turns them off', async () => {
    const london = { start: '19:30', end: '07:00', time_zone: 'Europe/London' };
    let saved: typeof london | null = null;
    const calls = fakeFetch((call: FakeCall) => {
      if (call.method === 'PUT') saved = call.body as typeof london | null;
      return { status: 200, body: { quiet_hours: saved, quiet_now: saved !== null } };
    });
    const first = show(<QuietHoursForm child={lily} />);
    expect(await screen.findByText('Quiet hours are off.')).toBeInTheDocument();
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '19:30');
    const zone = screen.getByLabelText('Time zone');
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Europe/London');
    await userEvent.click(screen.getByRole('button', { name: 'Save quiet hours' }));
    // The locale's one clock format (7:30 PM in the US, 19:30 in Britain), as the fields show.
    const [evening, morning] = [clockTime('19:30'), clockTime('07:00')];
    expect(
      await screen.findByText(`Quiet from ${evening} to ${morning} (Europe/London). On now.`),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/api/v1/profiles/c1/quiet_hours',
      body: london,
    });

    // A reload reads back what was saved, into the fields too.
    first.unmount();
    show(<QuietHoursForm child={lily} />);
    expect(
      await screen.findByText(`Quiet from ${evening} to ${morning} (Europe/London). On now.`),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('19:30');
    expect(screen.getByLabelText('Time zone')).toHaveValue('Europe/London');

    await userEvent.click(screen.getByRole('button', { name: 'Turn quiet hours off' }));
    expect(await screen.findByText('Quiet hours are off.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)).toMatchObject({ body: null });
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
            photos_sent: 0,
            photos_received: 0,
            videos_sent: 0,
            videos_received: 0,
            call_minutes: 0,
          },
          {
            date: '2026-01-02',
            messages_sent: 3,
            messages_received: 2,
            voice_minutes_sent: 1.5,
            voice_minutes_received: 0.5,
            photos_sent: 4,
            photos_received: 7,
            videos_sent: 1,
            videos_received: 2,
            call_minutes: 12,
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
    ).toEqual(['3', '2', '1.5', '0.5', '4', '7', '1', '2', '12']);
    expect(within(rows[2]!).getAllByRole('cell')[0]).toHaveTextContent('1');
  });
});
