import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Call } from '@hearth/shared';
import type { CallCommand } from '@/lib/calls/call-channel';
import { requestCall } from '@/lib/calls/call-requests';
import { signIn } from '@/lib/session';
import { draftKey, loadDraft } from '@/lib/story-draft';
import { FakeMediaRecorder } from '@/test/fake-media';
import { stubWebRtc } from '@/test/fake-webrtc';
import { fakeFetch, renderPage, type FakeCall } from '@/test/render';
import { aFamilyStory } from '@/test/stories';
import CallOverlay from './call-overlay';

const me = { id: 'p-nana', nickname: 'Nana' };
const call = {
  id: 'call-r',
  conversation_id: 'c-read',
  started_by: me.id,
  started_at: '2026-01-01T19:00:00Z',
  video: true,
  participants: [{ ...me, joined_at: '2026-01-01T19:00:00Z' }],
} as Call;
const book = aFamilyStory('s-train', 'The Night Train', 4);

async function readingCall() {
  stubWebRtc();
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  signIn('tok', { id: 'u1', email_address: 'n@b.co', profile: me });
  fakeFetch((request: FakeCall) =>
    request.url.includes('/api/v1/stories')
      ? { status: 200, body: [book] }
      : { status: 201, body: { call, ice_servers: [] } },
  );
  const view = renderPage(<CallOverlay />);
  const sent: CallCommand[] = [];
  view.services.calls.attach((command) => sent.push(command) > 0);
  act(() =>
    requestCall({ profileId: me.id, conversationId: 'c-read', video: true, title: 'Bedtime' }),
  );
  await screen.findByRole('dialog', { name: 'Video call: Bedtime' });
  return { ...view, sent };
}

const storyCommands = (sent: CallCommand[]) => sent.filter((c) => c.type === 'call.story');

describe('Reading together on a call', () => {
  it('opens the chosen story for everyone and turns its pages for everyone', async () => {
    const user = userEvent.setup();
    const { sent, services } = await readingCall();
    await user.click(screen.getByRole('button', { name: 'Read together' }));
    await user.click(await screen.findByRole('button', { name: /The Night Train/ }));
    expect(storyCommands(sent).at(-1)).toEqual({
      type: 'call.story',
      call_id: 'call-r',
      from_profile_id: 'p-nana',
      story: { story_id: 's-train', page: 0 },
    });
    const reading = screen.getByRole('region', { name: 'Reading together: The Night Train' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(reading).toHaveTextContent('Page 1 words');
    expect(storyCommands(sent).at(-1)).toMatchObject({ story: { story_id: 's-train', page: 1 } });

    // Someone else in the call turns to page 3: this screen follows.
    act(() =>
      services.calls.emit({
        type: 'call.story',
        call_id: 'call-r',
        from_profile_id: 'p-lily',
        story: { story_id: 's-train', page: 3 },
      }),
    );
    expect(reading).toHaveTextContent('Page 3 words');
    expect(reading).toHaveTextContent('Page 3 of 4');

    await user.click(screen.getByRole('button', { name: 'Close the story' }));
    expect(storyCommands(sent).at(-1)).toMatchObject({ story: null });
    expect(screen.queryByRole('region', { name: /Reading together/ })).not.toBeInTheDocument();
  });

  it('"Keep this reading" keeps each page’s voice in the conversation’s read-aloud draft', async () => {
    const user = userEvent.setup();
    await readingCall();
    await user.click(screen.getByRole('button', { name: 'Read together' }));
    await user.click(await screen.findByRole('button', { name: /The Night Train/ }));
    await user.click(screen.getByRole('button', { name: 'Keep this reading' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(FakeMediaRecorder.last?.state).toBe('recording'));
    // The page turns: what page 1 heard is kept.
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(async () => {
      const draft = await loadDraft(draftKey('p-nana', 'c-read'));
      expect(draft?.story_id).toBe('s-train');
      expect(Object.keys(draft?.pages ?? {})).toEqual(['0']);
    });
    expect(await screen.findByText(/Pages kept: 1\./)).toBeInTheDocument();
  });
});
