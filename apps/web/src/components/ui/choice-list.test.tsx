import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChoiceList } from './choice-list';

const people = [
  { id: 'sam', label: 'Sam' },
  { id: 'leo', label: 'Leo' },
];

describe('ChoiceList', () => {
  it('ticks and unticks each row, and at the limit offers only what is chosen', async () => {
    const onChange = vi.fn();
    render(
      <ChoiceList
        legend="Big call buttons"
        empty="Nobody yet"
        choices={people}
        chosen={new Set(['sam'])}
        full
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('group', { name: 'Big call buttons' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Leo' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sam' }));
    expect(onChange).toHaveBeenCalledWith('sam', false);
    expect(screen.queryByText('Nobody yet')).toBeNull();
  });

  it('says why there is nothing to choose, under a legend read aloud only', () => {
    render(
      <ChoiceList
        legend="People"
        legendHidden
        empty="Nobody yet"
        choices={[]}
        chosen={new Set()}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByText('People')).toHaveClass('sr-only');
    expect(screen.getByText('Nobody yet')).toBeInTheDocument();
  });
});
