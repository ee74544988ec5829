import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, renderRoutes } from '@/test/render';
import { PhotoSharingSwitch } from './photo-sharing-switch';

const lily = { id: 'c1', nickname: 'Lily', kind: 'child' as const };

describe('PhotoSharingSwitch', () => {
  it('shows the saved setting and turns photos and videos off for the child', async () => {
    const calls = fakeFetch(
      { status: 200, body: { photo_sharing: { enabled: true } } },
      { status: 200, body: { photo_sharing: { enabled: false } } },
    );
    renderRoutes([{ path: '/kids', element: <PhotoSharingSwitch child={lily} /> }], '/kids');
    const box = await screen.findByRole('checkbox', { name: 'Lily may send photos and videos' });
    await vi.waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();
    await userEvent.click(box);
    await vi.waitFor(() => expect(box).not.toBeChecked());
    expect(calls[1]).toMatchObject({
      method: 'PUT',
      url: '/api/v1/profiles/c1/photo_sharing',
      body: { photo_sharing: { enabled: false } },
    });
  });

  it('says so when the setting could not be saved, and keeps it as it was', async () => {
    fakeFetch({ status: 200, body: { photo_sharing: { enabled: true } } }, { status: 500 });
    renderRoutes([{ path: '/kids', element: <PhotoSharingSwitch child={lily} /> }], '/kids');
    const box = await screen.findByRole('checkbox', { name: 'Lily may send photos and videos' });
    await vi.waitFor(() => expect(box).toBeEnabled());
    await userEvent.click(box);
    expect(
      await screen.findByText('The setting could not be saved. Please try again.'),
    ).toBeInTheDocument();
    expect(box).toBeChecked();
  });
});
