import { render, screen } from '@testing-library/react';
import { SiteShell } from './site-shell';

/** The background classes that apply: in easy mode its own `easy:` one wins over the plain one. */
function backgrounds(element: HTMLElement, easy: boolean): string[] {
  const classes = [...element.classList];
  const mine = classes.filter((c) => c.startsWith('easy:bg-')).map((c) => c.slice(5));
  return easy && mine.length > 0 ? mine : classes.filter((c) => c.startsWith('bg-'));
}

describe('the header of every screen', () => {
  it('is opaque in easy mode, so that what scrolls under it never shows through', () => {
    render(
      <SiteShell account={<span>Menu</span>}>
        <p>Page</p>
      </SiteShell>,
    );
    const header = screen.getByRole('banner');
    expect(header).toHaveClass('sticky');
    // Cream without a see-through share (/95): the page's own colour, under ink at 14:1.
    expect(backgrounds(header, true)).toEqual(['bg-cream']);
    // It grows with easy mode's big text and targets instead of letting them spill out of it.
    expect(header).toHaveClass('easy:h-auto', 'easy:min-h-18');
    expect(backgrounds(header, false)).toEqual(['bg-cream/95']);
  });
});
