import { render, screen, within } from '@testing-library/react';
import { expectWordsInEasyMode, inEasyMode } from '@/test/easy-words';
import { MediaViewer, type ViewerItem } from './media-viewer';

const photo = (key: string): ViewerItem => ({
  key,
  kind: 'photo',
  url: `https://media.test/${key}.jpg`,
  width: 2048,
  height: 1536,
  label: `Photo from Nana, ${key}`,
  caption: '',
  sender: 'Nana',
});

describe('MediaViewer in easy mode', () => {
  inEasyMode();

  it('says what each of its buttons does, in words', () => {
    render(
      <MediaViewer
        items={[photo('1'), photo('2'), photo('3')]}
        index={1}
        onIndexChange={vi.fn()}
      />,
    );
    const viewer = screen.getByRole('dialog');
    const button = (name: string) => within(viewer).getByRole('button', { name });
    expectWordsInEasyMode(button('Zoom out'), 'Zoom out');
    expectWordsInEasyMode(button('Zoom in'), 'Zoom in');
    expectWordsInEasyMode(within(viewer).getByRole('link', { name: 'Download' }), 'Download');
    expectWordsInEasyMode(button('Close'), 'Close');
    expectWordsInEasyMode(button('Previous'), 'Previous');
    expectWordsInEasyMode(button('Next'), 'Next');
  });
});
