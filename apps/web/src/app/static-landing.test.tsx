import { fireEvent, render, screen } from '@testing-library/react';
import { createStaticLink, StaticLanding } from './static-landing';

function setup() {
  const warm = vi.fn();
  const navigate = vi.fn();
  render(<StaticLanding link={createStaticLink({ warm, navigate })} />);
  return { warm, navigate };
}

describe('the landing page before the app has loaded', () => {
  it('shows the greeting with Login and Early Access, and real links', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Connect with your loved ones.' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Early Access' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Hearth home' })).toHaveAttribute('href', '/');
  });

  it('hands a plain click over to the app instead of loading a page', () => {
    const { navigate } = setup();
    const link = screen.getByRole('link', { name: 'Early Access' });
    expect(fireEvent.click(link)).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/register');
  });

  it('leaves a click for a new tab or window to the browser', () => {
    const { navigate } = setup();
    const link = screen.getByRole('link', { name: 'Login' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { shiftKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('starts loading the app when a link is pointed at or focused', () => {
    const { warm } = setup();
    fireEvent.focus(screen.getByRole('link', { name: 'Login' }));
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Early Access' }));
    expect(warm).toHaveBeenCalledTimes(2);
  });
});
