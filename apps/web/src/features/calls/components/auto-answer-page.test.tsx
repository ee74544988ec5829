import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConversationSummary } from '@hearth/shared';
import { fakeFetch, renderPage } from '@/test/render';
import { AutoAnswerPage } from './auto-answer-page';

const conversation = (id: string, people: [string, string][]): ConversationSummary => ({
  id,
  title: id,
  participants: people.map(([pid, nickname]) => ({ id: pid, nickname })),
  last_activity_at: '2026-01-01T10:00:00Z',
  unread_count: 0,
  last_message: null,
});
const conversations = [
  conversation('c1', [
    ['p-gran', 'Grandma'],
    ['p-mum', 'Mum'],
    ['p-ben', 'Ben'],
  ]),
  conversation('c2', [
    ['p-gran', 'Grandma'],
    ['p-mum', 'Mum'],
  ]),
];

describe('Answer calls automatically', () => {
  it('offers the people shared with, each once, off by default, and saves the chosen', async () => {
    const user = userEvent.setup();
    const requests = fakeFetch(
      { status: 200, body: { auto_answer: { profile_ids: [] } } },
      { status: 200, body: { auto_answer: { profile_ids: ['p-mum'] } } },
    );
    renderPage(
      <AutoAnswerPage
        profileId="p-gran"
        conversations={conversations}
        loading={false}
        child={false}
      />,
    );
    const mum = await screen.findByRole('checkbox', { name: 'Mum' });
    expect(
      screen
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('aria-label') ?? box.parentElement?.textContent),
    ).toEqual(['Ben', 'Mum']);
    expect(mum).not.toBeChecked();
    await user.click(mum);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
    expect(requests[1]).toMatchObject({
      method: 'PUT',
      body: { auto_answer: { profile_ids: ['p-mum'] } },
    });
    expect(requests[1]?.url).toContain('/profiles/p-gran/auto_answer');
  });

  it('shows the server’s refusal', async () => {
    const user = userEvent.setup();
    const sentence = 'You can only choose people you share a conversation with';
    fakeFetch(
      { status: 200, body: { auto_answer: { profile_ids: [] } } },
      { status: 422, body: { error: sentence, code: 'validation_failed', errors: [sentence] } },
    );
    renderPage(
      <AutoAnswerPage
        profileId="p-gran"
        conversations={conversations}
        loading={false}
        child={false}
      />,
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Ben' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
  });

  it('is never offered for a child', () => {
    const requests = fakeFetch({ status: 500 });
    renderPage(
      <AutoAnswerPage profileId="p-kid" conversations={conversations} loading={false} child />,
    );
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(
      screen.getByText('A child’s calls are always answered by the child.'),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
