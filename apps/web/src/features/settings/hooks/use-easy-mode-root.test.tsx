import { act, screen } from '@testing-library/react';
import { DEFAULT_PROFILE_SETTINGS } from '@hearth/shared';
import { ActionMenu } from '@/components/ui/action-menu';
import { EasyLabel } from '@/components/ui/easy-label';
import { setEasyMode, useEasyMode } from '@/lib/easy-mode';
import { queryKeys } from '@/lib/query-keys';
import { signIn, signOut } from '@/lib/session';
import { fakeFetch, renderPage } from '@/test/render';
import { Pencil, Trash2 } from 'lucide-react';
import { useEasyModeRoot } from './use-easy-mode-root';

const nana = { id: 'p9', nickname: 'Nana', kind: 'assisted' as const };
const html = document.documentElement;

function Root() {
  useEasyModeRoot();
  const easy = useEasyMode();
  return (
    <>
      <p>{easy ? 'easy' : 'usual'}</p>
      <button type="button" aria-label="Video call">
        <EasyLabel>Video call</EasyLabel>
      </button>
      <ActionMenu
        easyInline
        label="Message actions"
        actions={[
          { label: 'Edit', icon: Pencil, onSelect: () => undefined },
          { label: 'Delete', icon: Trash2, onSelect: () => undefined, danger: true },
        ]}
      />
      <ActionMenu label="Options for Nana" actions={[]} />
    </>
  );
}

describe('easy mode on the page', () => {
  afterEach(() => {
    signOut();
    setEasyMode(false);
  });

  it('follows the profile’s settings, and a change from another device, at once', async () => {
    signIn('tok', { id: 'u1', email_address: '', profile: nana });
    const calls = fakeFetch({
      status: 200,
      body: { settings: { ...DEFAULT_PROFILE_SETTINGS, easy_mode: true } },
    });
    const { queryClient } = renderPage(<Root />);
    expect(await screen.findByText('easy')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/v1/profiles/p9/settings' });
    expect(html).toHaveAttribute('data-easy');
    // No menu: each action is a button that says what it does.
    expect(screen.queryByRole('button', { name: 'Message actions' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Message actions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveTextContent('Edit');
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveTextContent('Delete');
    expect(screen.getByRole('button', { name: 'Video call' })).toHaveTextContent('Video call');
    // A card's menu stays one menu, opened by a button that says what it opens.
    expect(screen.getByRole('button', { name: 'Options for Nana' })).toHaveTextContent(
      'Options for Nana',
    );
    // The realtime event sets the query's data (apply-event): the page switches back.
    act(() => {
      queryClient.setQueryData(queryKeys.profileSettings('p9'), DEFAULT_PROFILE_SETTINGS);
    });
    expect(await screen.findByText('usual')).toBeInTheDocument();
    expect(html).not.toHaveAttribute('data-easy');
    expect(screen.getByRole('button', { name: 'Message actions' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('is remembered for the next start, and is off once signed out', async () => {
    signIn('tok', { id: 'u1', email_address: '', profile: nana });
    fakeFetch({
      status: 200,
      body: { settings: { ...DEFAULT_PROFILE_SETTINGS, easy_mode: true } },
    });
    const view = renderPage(<Root />);
    expect(await screen.findByText('easy')).toBeInTheDocument();
    expect(window.localStorage.getItem('easy_mode')).toBe('1');
    act(() => signOut());
    expect(await screen.findByText('usual')).toBeInTheDocument();
    expect(window.localStorage.getItem('easy_mode')).toBeNull();
    view.unmount();
  });
});
