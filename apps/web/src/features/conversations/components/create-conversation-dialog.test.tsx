import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, renderRoutes } from '@/test/render';
import { CreateConversationDialog } from './create-conversation-dialog';

function open() {
  return renderRoutes([
    {
      path: '/',
      element: <CreateConversationDialog profileId="p1" open onOpenChange={() => undefined} />,
    },
    { path: '/conversations/:id', element: <p>conversation page</p> },
  ]);
}

describe('CreateConversationDialog', () => {
  it('asks for a title and sends nothing when it is blank', async () => {
    const calls = fakeFetch({ status: 500 });
    open();
    await userEvent.type(screen.getByLabelText('Conversation Title'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Create Conversation' }));
    expect(await screen.findByText('Please enter a conversation title')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the trimmed title and opens the new conversation', async () => {
    const calls = fakeFetch({ status: 201, body: { id: 'c9', title: 'Family', participants: [] } });
    open();
    await userEvent.type(screen.getByLabelText('Conversation Title'), '  Family ');
    await userEvent.click(screen.getByRole('button', { name: 'Create Conversation' }));
    expect(await screen.findByText('conversation page')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ conversation: { title: 'Family' } });
    expect(calls[0]?.url).toBe('/api/v1/profiles/p1/conversations');
  });

  it('shows the first server error, else the general sentence', async () => {
    fakeFetch({ status: 422, body: { error: 'x', errors: ['Title is odd', 'Other'] } });
    open();
    await userEvent.type(screen.getByLabelText('Conversation Title'), 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Create Conversation' }));
    expect(await screen.findByText('Title is odd')).toBeInTheDocument();
    expect(screen.queryByText('Other')).not.toBeInTheDocument();
  });

  it('falls back to Failed to create conversation', async () => {
    fakeFetch({ status: 500, body: { error: 'boom' } });
    open();
    await userEvent.type(screen.getByLabelText('Conversation Title'), 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Create Conversation' }));
    expect(await screen.findByText('Failed to create conversation')).toBeInTheDocument();
  });
});
